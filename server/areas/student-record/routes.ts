import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProgressRowSchema } from '../../../domain/entities/module-progress';
import {
  RecordDocumentSchema,
  RecordGroupSchema,
  RecordResultSchema,
  RecordSessionSchema,
  RecordSummarySchema,
} from '../../../domain/entities/student-record';
import { answerList, IdParams } from '../../lib/crud-routes';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { countRecordDocuments, recordDocumentRows, recordDocumentsQuery } from './documents';
import { recordElearning } from './elearning';
import { countRecordGroups, recordGroupRows, recordGroupsQuery } from './groups';
import { countRecordResults, recordResultRows, recordResultsQuery } from './results';
import { countRecordSessions, recordSessionRows, recordSessionsWhere } from './sessions';
import { recordSummary } from './summary';

const tags = ['student record'];
const access = ['students', 'read'] as const;
const SCOPE =
  'filter.studentId is required (400 without it); 404 for a learner the reader may not see. A Teacher reads the parts of the groups she teaches, nothing else.';

/** The sections of a learner's record (/student/{studentId}), each a list of the list dialect. */
export const studentRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student/record/groups',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A learner's groups with her own figures in each; with range a page and Content-Range",
        description: `Each group with its client, trainers, courses, dates, level and state (coming, running, ended); her hours planned, in class, in e-learning, done and remaining as the group's training follow-up counts them; her half-days in the group's sessions (attended, absent, excused) and the share attended. Sort fields: beginDate (the default, newest first), endDate, name, companyName. Filters: studentId, state. ${SCOPE}`,
        querystring: ListQuerySchema,
        response: { 200: z.array(RecordGroupSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const query = await recordGroupsQuery(app.db, list, readerOf(request));
      return answerList(
        reply,
        list,
        list.paged,
        () => recordGroupRows(app.db, list, query),
        () => countRecordGroups(app.db, query),
      );
    },
  );

  app.get(
    '/student/record/sessions',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A learner's sessions, past and coming, with her half-days; with range a page and Content-Range",
        description: `The sessions she is registered to, with their trainer and groups, and each half-day (the session cut at midnight and 13:00 in its zone) with her mark (present, absent, late, leftEarly, excused, or null), the arrival or departure, the minutes attended, the justification's file name, and whether she signed it. Sort fields: start (the default, newest first), title. Filters: studentId, groupId, from and to (a day YYYY-MM-DD on the Europe/Paris clock, inclusive, or an instant, on the start). ${SCOPE} A Teacher sees the sessions of her groups and those she gives.`,
        querystring: ListQuerySchema,
        response: { 200: z.array(RecordSessionSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const where = await recordSessionsWhere(app.db, list, readerOf(request));
      return answerList(
        reply,
        list,
        list.paged,
        () => recordSessionRows(app.db, list, where),
        () => countRecordSessions(app.db, where),
      );
    },
  );

  app.get(
    '/student/record/results',
    {
      config: { access },
      schema: {
        tags,
        summary: "A learner's tests and results, newest first; with range a page and Content-Range",
        description: `One row per result: a placement test taken with a code (its score out of 10, level, answers still to mark, attemptId for its review), an exam session with her results per skill (examSessionId), or a group's middle or end test with her grades per skill (groupId, test). score is the overall out of 10 (an exam's and a grading's: the mean of the skills), level as shown (e.g. B1.4). An exam's automatic quiz is listed as that exam's results, not as a placement test. Sort fields: at (the default, newest first), title. Filters: studentId, kind (placement, exam, grade). ${SCOPE} A Teacher reads the placement tests and grades of her groups and the exam sessions of their clients.`,
        querystring: ListQuerySchema,
        response: { 200: z.array(RecordResultSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const query = await recordResultsQuery(app.db, list, readerOf(request));
      return answerList(
        reply,
        list,
        list.paged,
        () => recordResultRows(app.db, list, query),
        () => countRecordResults(app.db, query),
      );
    },
  );

  app.get(
    '/student/record/elearning',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "A learner's e-learning, one row per module she has tracked; with range a page and Content-Range",
        description: `The rows of GET /module/progress for her: per module, completed units and activities, percentage, quiz average, seconds and last activity, from the same query. The units of a module: GET /module/user/{studentId}/{moduleId}. Sort fields: those of GET /module/progress; by default lastActivityAt, newest first. Filter: studentId. ${SCOPE} A Teacher reads the modules of the courses of her groups that the learner is in.`,
        querystring: ListQuerySchema,
        response: { 200: z.array(ProgressRowSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const { rows, total } = await recordElearning(app.db, list, readerOf(request));
      return answerList(reply, list, list.paged, async () => rows, total);
    },
  );

  app.get(
    '/student/record/documents',
    {
      config: { access },
      schema: {
        tags,
        summary: "A learner's documents, newest first; with range a page and Content-Range",
        description: `One row per document: the certificate of attendance of each of her groups that has begun (groupId; GET /group/trainingfollowup/certificate/{groupId}/{studentId} makes it as PDF, .../certificate/docx/... as Word), and each half-day's justification she has a file for (sessionId, slot, fileName; GET /session/appointment/justification/{sessionId}/{slot}/{studentId}). at is the group's first day (midnight, Paris time) or the session's start. Sort fields: at (the default, newest first), title. Filters: studentId, kind (certificate, justification), groupId, sessionId. ${SCOPE} A Teacher reads the certificates of the groups she teaches and the justifications of the sessions of her groups and those she gives.`,
        querystring: ListQuerySchema,
        response: { 200: z.array(RecordDocumentSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const query = await recordDocumentsQuery(app.db, list, readerOf(request));
      return answerList(
        reply,
        list,
        list.paged,
        () => recordDocumentRows(app.db, list, query),
        () => countRecordDocuments(app.db, query),
      );
    },
  );

  app.get(
    '/student/record/summary/:id',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The top of a learner's record: her levels, hours, attendance and e-learning at a glance",
        description:
          "Added up from the sections' own queries: her level at entry (the first placement test marked) and now (the latest exam or group test marked), her hours in class and in e-learning against planned (planned in class: the group's e-learning details' hours in class, else all its hours; planned in e-learning: those details' e-learning hours, null when no group gives any), her half-days and the share attended, her e-learning completion (activities completed of the activities of the modules she tracked), her groups by state, her open at-risk flags (rule, group, what the rule saw, when raised). 404 for a learner the reader may not see; a Teacher's summary counts the groups she teaches only.",
        params: IdParams,
        response: { 200: RecordSummarySchema, 404: ErrorSchema },
      },
    },
    (request) => recordSummary(app.db, request.params.id, readerOf(request)),
  );
};
