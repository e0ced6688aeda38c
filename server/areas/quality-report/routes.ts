import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPLAINT_ANSWER_DAYS,
  COMPLETION_PERCENT,
  EXAM_PASS_SCORE,
  PublicationAnswerSchema,
  PublicationBodySchema,
  QualityPeriodQuerySchema,
  QualityReportSchema,
} from '../../../domain/entities/quality-report';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { publicationAnswer, savePublication } from './published';
import { qualityReportOf } from './service';

const COUNTING = `Days are the provider's (Europe/Paris), both ends included. satisfaction: the learners' surveys whose mail went in the period, hot (at the group's end) and cold (some time after): sent, answered, their response rate, the answers to rating questions (1 to 5), their mean and the share of 4 and 5. recommendation: the 0 to 10 answers of those surveys, their mean, promoters (9, 10), passives (7, 8), detractors (0 to 6) and the net promoter score. attendance: the half-day marks of the sessions that started in the period; attended is present, late or left early. complaints: those received in the period, answered, answered within the days set in the settings' quality section (${COMPLAINT_ANSWER_DAYS} until saved), open, and the share answered in time. improvements: the actions opened in the period (and of them from a complaint), those done or abandoned in it, and those overdue today. atRisk: the flags raised in the period, resolved, closed by hand, still open. completion: the learners of the groups whose end date falls in the period, those with hours planned (their own, else the group's duration), and those whose hours done (minutes of half-days marked, plus e-learning time in the units of the group's courses) reach the share set there (${COMPLETION_PERCENT} % until saved) of them. levels: the learners graded at the end test of those groups (the mean of their skills' scores to one decimal) and those whose level reaches the group's level. exams: the results of the exam sessions begun in the period, a learner's result the mean of her skills' scores in the session, passed at the score set there (${EXAM_PASS_SCORE} out of 10 until saved) or more, in all and by certification (the subject's exam type, null without a subject), with the mean. Shares are percentages to one decimal, null when nothing was counted.`;

/**
 * The quality page's figures (/quality-report, Qualiopi indicators 30, 31, 32 and 12) for a period:
 * Super Administrators and Admins only (the qualityReport area).
 */
export const qualityReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quality-report',
    {
      config: { access: ['qualityReport', 'read'] },
      schema: {
        tags: ['quality'],
        summary:
          'The quality figures of a period: satisfaction, attendance, completion, levels, exams, complaints, actions, risks',
        description: `from and to (YYYY-MM-DD): the period; by default the year that ends today. 400 when from is after to or the period runs over five years. ${COUNTING}`,
        querystring: QualityPeriodQuerySchema,
        response: { 200: QualityReportSchema, 400: ErrorSchema },
      },
    },
    (request) => qualityReportOf(app.db, request.query),
  );
  app.get(
    '/quality-report/publication',
    {
      config: { access: ['qualityReport', 'read'] },
      schema: {
        tags: ['quality'],
        summary: 'Whether the quality results are published, and for which period',
        description:
          'enabled: the public page /quality-results and its PDF answer (Qualiopi indicator 2); period: last_twelve_months (the twelve months before the current one) or last_civil_year. updatedAt and updatedBy say when and by whom it was saved; null while never saved (not published).',
        response: { 200: PublicationAnswerSchema },
      },
    },
    () => publicationAnswer(app.db),
  );
  app.put(
    '/quality-report/publication',
    {
      config: { access: ['qualityReport', 'write'] },
      schema: {
        tags: ['quality'],
        summary: 'Publishes the quality results, or stops publishing them',
        description:
          'The whole choice with the updatedAt read (null while never saved): 409 when it was saved since, and nothing is written. The public page follows at once.',
        body: PublicationBodySchema,
        response: { 200: PublicationAnswerSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => savePublication(app.db, request.body, readerOf(request).staffId),
  );
};
