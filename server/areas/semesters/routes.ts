import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSemesterSchema,
  SemesterSchema,
  UpdateSemesterSchema,
} from '../../../domain/entities/semester';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';
import { IdParams } from '../students/crud-routes';
import { answerList, hasListParams } from '../students/list-page';
import {
  countSemesters,
  createSemester,
  deleteSemester,
  getSemester,
  semesterConditions,
  semesterRows,
  updateSemester,
} from './service';

const tags = ['semesters'];
/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const READ = ['elearning', 'read'] as const;
const WRITE = ['elearning', 'write'] as const;

/**
 * The semester catalogue (spec section 7: /semester). Creation is POST /semester (react-admin's
 * create): the spec's POST /semester/{id} gives its id no meaning, so it is not served.
 */
export const semesterRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/semester', '/semester/']) {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Semesters; with range/sort (value, begin, end, examType, createdAt, updatedAt)/filter (q, id, value, schoolType, examType) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(SemesterSchema) },
        },
      },
      (request, reply) => {
        const parsed = parseListQuery(request.query);
        const where = semesterConditions(parsed);
        return answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => semesterRows(app.db, parsed, where),
          () => countSemesters(app.db, where),
        );
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Creates a semester; begin after end is a 400',
          body: CreateSemesterSchema,
          response: { 201: SemesterSchema, 409: ErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createSemester(app.db, request.body)),
    );
  }

  app.get(
    '/semester/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'A semester', params: IdParams, response: { 200: SemesterSchema } },
    },
    (request) => getSemester(app.db, request.params.id),
  );

  app.put(
    '/semester/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Updates a semester; begin after end is a 400, a stale updatedAt a 409',
        params: IdParams,
        body: UpdateSemesterSchema,
        response: { 200: SemesterSchema, 409: ErrorSchema },
      },
    },
    (request) => updateSemester(app.db, request.params.id, request.body),
  );

  app.delete(
    '/semester/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes a semester; 409 while a client semester entry uses it',
        params: IdParams,
        response: { 200: SemesterSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteSemester(app.db, request.params.id),
  );
};
