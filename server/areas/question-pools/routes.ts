import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateQuestionPoolSchema,
  PoolDrawSchema,
  QuestionPoolSchema,
  UpdateQuestionPoolSchema,
} from '../../../domain/entities/question-pool';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { questionPoolCrud } from './service';

/**
 * Question pools (/qpools): named draw rules over the question bank, in the exams area of the
 * matrix (Super Administrator and Admin write, a Teacher reads). A preview draws as a test would,
 * on the server.
 */
export const questionPoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['question pools'];
  const access = areaAccess('exams');
  registerCrud(app, {
    base: '/qpool',
    tags,
    access,
    record: QuestionPoolSchema,
    list: {
      summary: 'Question pools; with range, sort or filter a page and Content-Range',
      description:
        'Sort fields: id, name, language (its name), size, timeLimit, createdAt, updatedAt. Filters: q (the name), id (getMany), language.',
      conditions: questionPoolCrud.conditions,
      rows: questionPoolCrud.rows,
      count: questionPoolCrud.count,
    },
    create: {
      summary: 'Creates a pool; a broken draw rule is a 400 on rules',
      body: CreateQuestionPoolSchema,
      run: (body) => questionPoolCrud.create(app.db, body),
    },
    get: { summary: 'A question pool', run: (id) => questionPoolCrud.get(app.db, id) },
    update: {
      summary: 'Updates a pool; a broken draw rule is a 400, a stale updatedAt a 409',
      body: UpdateQuestionPoolSchema,
      errors: [409],
      run: (id, body) => questionPoolCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a question pool; 409 while an access code opens it',
      errors: [409],
      run: (id) => questionPoolCrud.remove(app.db, id),
    },
  });

  app.get(
    '/qpool/:id/draw',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary:
          'A preview draw of a pool: the questions a test would get, and the cells the bank could not fill',
        description:
          'Drawn on the server (crypto.randomInt, Fisher–Yates): per rule, level and skill, count questions of the rule’s types, never one twice; archived questions are left out. Each call draws again.',
        params: IdParams,
        response: { 200: PoolDrawSchema },
      },
    },
    (request) => questionPoolCrud.preview(app.db, request.params.id),
  );
};
