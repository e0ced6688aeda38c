import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PercentageQuerySchema,
  PercentageSchema,
  ProgressFilterSchema,
  ProgressRowSchema,
  QuizTotalsSchema,
  SendTestSchema,
  SentTestSchema,
  UserParams,
  UserProgressSchema,
} from '../../../domain/entities/module-progress';
import { answerList, areaAccess, hasListParams, IdParams } from '../../lib/crud-routes';
import { HttpError } from '../../lib/http-errors';
import { langOf } from '../../lib/i18n';
import { ListQuerySchema, parseFilter, parseListQuery } from '../../lib/list-query';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import { moduleFigures, progressPage, sendModuleTest, userProgress } from './service';

const { read: READ, write: WRITE } = areaAccess('elearning');

const NotFound = { 404: ErrorSchema };

/** Module progress, percentage, quiz totals and module tests by mail. */
export const moduleProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['module progress'];

  app.get(
    '/module/progress',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Progress of each learner in each module',
        description:
          "One row per learner and module (learners: students with a tracker in the module units): completed units and activities, percentage, quiz average, seconds, last activity. Filters moduleId, studentId, companyId, groupId (the group's learners in the modules of the group's courses; an unknown group gives no row) as query parameters or filter keys; range/sort (id, name, firstname, moduleName, percentage, completedActivities, completedUnits, averageScore, seconds, lastActivityAt) with Content-Range.",
        querystring: ListQuerySchema.extend(ProgressFilterSchema.shape),
        response: { 200: z.array(ProgressRowSchema) },
      },
    },
    async (request, reply) => {
      const { range, sort, filter: _f, ...params } = request.query;
      const parsed = parseListQuery({ range, sort, filter: request.query.filter });
      const fromFilter = parseFilter(ProgressFilterSchema.strict(), parsed);
      const filter = { ...params, ...fromFilter };
      const { rows, total } = await progressPage(app.db, filter, parsed);
      return answerList(reply, parsed, hasListParams(request.query), async () => rows, total);
    },
  );

  app.get(
    '/module/percentage',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Completion percentage of a module',
        description:
          "Completion percentage of the module: of one learner (studentId), or the average over its learners (with groupId: over that group's learners).",
        querystring: PercentageQuerySchema,
        response: { 200: PercentageSchema, ...NotFound },
      },
    },
    async (request) => {
      const { moduleId, studentId, groupId } = request.query;
      const f = await moduleFigures(app.db, moduleId, studentId, groupId);
      return { moduleId: f.moduleId, percentage: f.percentage, learners: f.learners };
    },
  );

  app.get(
    '/module/totalquiz',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Quiz totals of a module',
        description:
          'Quiz totals of the module (one learner with studentId, the learners of a group with groupId, else all): activities with a score, passed, failed, average score in percent.',
        querystring: PercentageQuerySchema,
        response: { 200: QuizTotalsSchema, ...NotFound },
      },
    },
    async (request) => {
      const { moduleId, studentId, groupId } = request.query;
      const { percentage: _p, ...totals } = await moduleFigures(
        app.db,
        moduleId,
        studentId,
        groupId,
      );
      return totals;
    },
  );

  app.get(
    '/module/user/:a/:b',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "A module's units and activities for one learner or a staff member's preview",
        description:
          'Module b for owner a, per unit and activity: status, score, seconds, updatedAt. a is a student id, or the signed-in staff member own id for their preview.',
        params: UserParams,
        response: { 200: UserProgressSchema, ...NotFound },
      },
    },
    (request) => {
      const me = userOf(request);
      const { a, b } = request.params;
      return userProgress(app.db, a, b, a === me.id);
    },
  );

  app.post(
    '/module/test/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Mails a student a link to the module test',
        description:
          'Mails the student with that e-mail a link to the module test (valid 14 days; the public test page comes with the exams issue); one per module and student per minute (429); with groupId the test is sent for that group, of which the student must be a learner (400 otherwise).',
        params: IdParams,
        body: SendTestSchema,
        response: {
          201: SentTestSchema,
          ...NotFound,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const sent = await sendModuleTest(
          app,
          request.params.id,
          request.body,
          userOf(request),
          langOf(request.headers['accept-language']),
        );
        return reply.code(201).send(sent);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          reply.header('retry-after', String(error.params.seconds ?? 60));
        }
        throw error;
      }
    },
  );
};
