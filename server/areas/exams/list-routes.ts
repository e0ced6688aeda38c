import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExamListItemSchema } from '../../../domain/entities/exam';
import { areaAccess, IdParams, registerCrud } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { checkGroup, examList, examListConditions, reachingGroups } from './list';

const FILTERS =
  'Filters: q (subject name), id (getMany), company, group (the sessions reaching it), examType (the client’s), modality, semester, status, late (true or false), examBegin_gte and examBegin_lte (a day YYYY-MM-DD, read on the Europe/Paris clock and inclusive, or an instant). status is pending (no status yet: its name is null), done or graded, one or a list. gradesExpectedAt is 3 weeks after the catch-up’s end, else the exam’s end; late: expected before now and not graded.';
const SORTS =
  'Sort fields: examBegin (the default, ascending as the dialect’s default; the /exams screen asks descending, the newest first), examEnd, gradesExpectedAt, semester, status.';
const REACH =
  'A session reaches a group when it is a session of the group’s client for the group’s semester (groups.semester); a group without a semester is reached by none.';

/**
 * Every client's exam sessions (GET /exam, the /exams and /list screen), read-only: they are
 * written in the client's panel (/exam/new, /exam/update, /exam/delete). Super Administrator and
 * Admin read every one; a Teacher those of her groups' clients.
 */
export const examListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { list, listSchema } = registerCrud(app, {
    base: '/exam',
    tags: ['exams'],
    access: areaAccess('exams'),
    record: ExamListItemSchema,
    list: {
      summary: 'Exam sessions of every client; with range, sort or filter a page and Content-Range',
      description: `${SORTS} ${FILTERS} ${REACH} A Teacher reads the sessions of her groups’ clients.`,
      conditions: (parsed, reader) => examListConditions(parsed, reader),
      rows: examList.rows,
      count: examList.count,
    },
    get: {
      summary: 'An exam session with its client’s exam type and when its grades are expected',
      run: (id, reader) => examList.get(app.db, id, reader),
    },
  });

  app.get(
    '/exam/group/:id',
    {
      config: { access: ['exams', 'read'] },
      schema: {
        ...listSchema('The exam sessions reaching a group: its client’s, for its semester'),
        description: `${REACH} The list dialect of GET /exam: ${SORTS} ${FILTERS} An unknown group is a 404, and so is, for a Teacher, a group whose client is not one of her groups’ clients.`,
        params: IdParams,
        response: { 200: ExamListItemSchema.array(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const reach = reachingGroups([request.params.id]);
      // The list first, so a bad range, sort or filter is a 400 whether the group exists or not.
      const rows = await list(request, reply, (parsed) =>
        and(examListConditions(parsed, reader), reach),
      );
      // No rows: the group may be unknown (or outside a Teacher's clients), a 404 without the page's range.
      if (rows.length === 0) await checkGroup(app.db, request.params.id, reader);
      return rows;
    },
  );
};
