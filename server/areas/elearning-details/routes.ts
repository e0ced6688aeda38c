import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CreateElearningDetailsSchema,
  ElearningDetailsSchema,
  GroupContentQuerySchema,
  GroupContentSchema,
  SetElearningExamSchema,
  SetElearningNotifySchema,
  UpdateElearningDetailsSchema,
  UpdateQuerySchema,
} from '../../../domain/entities/group-elearning';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import {
  clearExam,
  createDetails,
  detailsCrud,
  groupContent,
  readerGroups,
  setExam,
  setNotify,
  updateDetails,
} from './service';

const tags = ['elearning-details'];
/** Groups belong to the students area: a Teacher reads the groups she teaches, writes none. */
const access = areaAccess('students');

/** A group's e-learning details (/elearningdetails) and its skills content (/contenttitle/group/{id}). */
export const elearningDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/elearningdetails',
    tags,
    access,
    record: ElearningDetailsSchema,
    list: {
      summary: "The groups' e-learning details",
      description:
        "The groups' e-learning details (a Teacher: her groups'); with range/sort (createdAt, updatedAt, semester, groupId)/filter (q: the group's name, id for getMany, groupId, companyId) a page and Content-Range.",
      conditions: (list, reader) => and(readerGroups(reader), detailsCrud.conditions(list)),
      rows: detailsCrud.rows,
      count: detailsCrud.count,
    },
    create: {
      summary: "Creates a group's e-learning details",
      description:
        "Creates a group's e-learning details (hours, percents, blocks); companyId is the group's; 409 when the group already has them.",
      body: CreateElearningDetailsSchema,
      errors: [409],
      run: (body) => createDetails(app.db, body),
    },
    get: {
      summary: "A group's e-learning details (outside a Teacher's groups: 404)",
      run: (id, reader) => detailsCrud.get(app.db, id, readerGroups(reader)),
    },
    update: {
      summary: 'Updates e-learning details',
      description:
        'Updates e-learning details (any subset; a list replaces the whole list). With ?update=true, elearningDurationTarget and elearningAttempts may come nested under elearning (spec section 3). A stale updatedAt is a 409.',
      querystring: UpdateQuerySchema,
      body: UpdateElearningDetailsSchema,
      errors: [409],
      run: (id, body, request) =>
        updateDetails(
          app.db,
          id,
          body,
          (request.query as z.output<typeof UpdateQuerySchema>).update === 'true',
        ),
    },
    remove: {
      summary: "Deletes a group's e-learning details; answers them",
      run: (id) => detailsCrud.remove(app.db, id),
    },
  });

  app.post(
    '/elearningdetails/exam/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Sets the exam that closes the e-learning',
        description:
          'Sets the exam that closes the e-learning: {typeofexam (toeic, linguageneral, linguabusiness), date (YYYY-MM-DD)}; a stale updatedAt is a 409.',
        params: IdParams,
        body: SetElearningExamSchema,
        response: { 200: ElearningDetailsSchema, 409: ErrorSchema },
      },
    },
    (request) => setExam(app.db, request.params.id, request.body),
  );

  app.delete(
    '/elearningdetails/exam/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: 'Removes the exam that closes the e-learning (exam becomes null)',
        params: IdParams,
        response: { 200: ElearningDetailsSchema },
      },
    },
    (request) => clearExam(app.db, request.params.id),
  );

  app.put(
    '/elearningdetails/notif/:id',
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: "Sets the learners' e-learning notifications of a group",
        description:
          'The body is the elearning object (as GET /elearningdetails/{id} answers it) of which notify (the master switch), notifications ({welcome: {enabled}, inactive: {enabled, days 1..90}, behind: {enabled, percent 1..100}, ending: {enabled, days 1..90}, results: {enabled}}; kinds and fields left out are kept) and updatedAt are read; its other fields are ignored (a field it does not have is a 400). The older body {notify, updatedAt} still works. A stale updatedAt is a 409.',
        params: IdParams,
        body: SetElearningNotifySchema,
        response: { 200: ElearningDetailsSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => setNotify(app.db, request.params.id, request.body),
  );

  app.get(
    '/contenttitle/group/:id',
    {
      config: { access: access.read },
      schema: {
        tags: ['contents'],
        summary: "A group's skills content",
        description:
          "A group's skills content: the content titles (with their skills) at the group's level and language, or at ?level=0..6&language={id}, titles of no language included; and the group's chosen skills (formationContent). Outside a Teacher's groups: 404.",
        params: IdParams,
        querystring: GroupContentQuerySchema,
        response: { 200: GroupContentSchema },
      },
    },
    (request) => groupContent(app.db, request.params.id, readerOf(request), request.query),
  );
};
