import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CourseSchema,
  CreateCourseSchema,
  CreateModuleSchema,
  ModuleChoiceSchema,
  ModuleSchema,
  UpdateCourseSchema,
  UpdateModuleSchema,
} from '../../../domain/entities/catalogue';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';
import { IdParams } from '../students/crud-routes';
import { answerList, hasListParams } from '../students/list-page';
import {
  allModules,
  countCourses,
  countModules,
  courseConditions,
  courseRows,
  createCourse,
  createModule,
  deleteCourse,
  deleteModule,
  getCourse,
  getModule,
  moduleConditions,
  moduleRows,
  updateCourse,
  updateModule,
} from './service';

/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const READ = ['elearning', 'read'] as const;
const WRITE = ['elearning', 'write'] as const;

/** The module catalogue (spec section 7: /module). */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['modules'];
  for (const url of ['/module', '/module/']) {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Modules; with range/sort (name, level, createdAt, updatedAt)/filter (q, id, level, tag) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(ModuleSchema) },
        },
      },
      (request, reply) => {
        const parsed = parseListQuery(request.query);
        const where = moduleConditions(parsed);
        return answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => moduleRows(app.db, parsed, where),
          () => countModules(app.db, where),
        );
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary:
            'Creates a module; tags are trimmed and kept once each; units is the ordered list of its SCORM units, each once (an unknown unit is a 400)',
          body: CreateModuleSchema,
          response: { 201: ModuleSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createModule(app.db, request.body)),
    );
  }

  app.get(
    '/module/all',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Every module, by name, without paging: the pickers of the course form',
        response: { 200: z.array(ModuleChoiceSchema) },
      },
    },
    () => allModules(app.db),
  );

  app.get(
    '/module/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'A module', params: IdParams, response: { 200: ModuleSchema } },
    },
    (request) => getModule(app.db, request.params.id),
  );

  app.put(
    '/module/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Updates a module; units, when sent, replaces the whole ordered list; a stale updatedAt is a 409',
        params: IdParams,
        body: UpdateModuleSchema,
        response: { 200: ModuleSchema, 409: ErrorSchema },
      },
    },
    (request) => updateModule(app.db, request.params.id, request.body),
  );

  app.delete(
    '/module/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes a module; 409 while a course holds it',
        params: IdParams,
        response: { 200: ModuleSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteModule(app.db, request.params.id),
  );
};

/** The course catalogue (spec section 7: /course): a name and its modules in order. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];
  for (const url of ['/course', '/course/']) {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Courses; with range/sort (name, createdAt, updatedAt)/filter (q, id) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(CourseSchema) },
        },
      },
      (request, reply) => {
        const parsed = parseListQuery(request.query);
        const where = courseConditions(parsed);
        return answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => courseRows(app.db, parsed, where),
          () => countCourses(app.db, where),
        );
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary:
            'Creates a course; listModules is the ordered list of its modules, each once (an unknown module is a 400)',
          body: CreateCourseSchema,
          response: { 201: CourseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createCourse(app.db, request.body)),
    );
  }

  app.get(
    '/course/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'A course', params: IdParams, response: { 200: CourseSchema } },
    },
    (request) => getCourse(app.db, request.params.id),
  );

  app.put(
    '/course/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Updates a course; listModules, when sent, replaces the whole ordered list; a stale updatedAt is a 409',
        params: IdParams,
        body: UpdateCourseSchema,
        response: { 200: CourseSchema, 409: ErrorSchema },
      },
    },
    (request) => updateCourse(app.db, request.params.id, request.body),
  );

  app.delete(
    '/course/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Deletes a course (its modules stay in the catalogue); once groups exist (a later issue), a course a group follows will be a 409',
        params: IdParams,
        response: { 200: CourseSchema, 409: ErrorSchema },
      },
    },
    (request) => deleteCourse(app.db, request.params.id),
  );
};
