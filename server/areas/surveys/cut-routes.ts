import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SurveyCutQuerySchema, SurveyCutResultsSchema } from '../../../domain/entities/survey';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf, t } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { XLSX_TYPE } from '../../lib/xlsx';
import { ErrorSchema } from '../../plugins/errors';
import { surveyCuts } from './cuts';
import { surveyCutsWorkbook } from './cuts-xlsx';

const tags = ['quality'];
const access = ['surveys', 'read'] as const;

const COUNTING =
  "from and to (YYYY-MM-DD): days on the provider's clock (Europe/Paris), both included; by default the year that ends today. A survey request counts in the period its mail went (sent_at); one queued and not sent yet counts nowhere. kind: one kind of survey; teacherId: the groups that trainer teaches; companyId: the groups of that client, and the yearly surveys of its contact; courseId: the groups that follow that course; the cuts add up (all must hold). One entry a questionnaire with requests in the cut: sent, answered (those with answers), the response rate (percent to one decimal, null when none went), groups (how many groups the requests went to), and per question how many answered, the average of a rating or score (two decimals), the count of each value offered and the free-text answers, as a group's Surveys tab counts them. No one is named. A Teacher counts only the groups she teaches, without the trainers’ answers or the yearly surveys: a cut outside them is empty, never a 403. 400 when from is after to, or the period runs over five years.";

/**
 * The satisfaction survey results cut by period, kind, trainer, client and course (Qualiopi
 * indicator 30), as figures and as a workbook; administrators read all, a Teacher her groups.
 */
export const surveyCutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/survey-results',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The survey results of a period, cut by kind, trainer, client and course',
        description: `period: the period counted. ${COUNTING}`,
        querystring: SurveyCutQuerySchema,
        response: { 200: SurveyCutResultsSchema, 400: ErrorSchema },
      },
    },
    (request) => surveyCuts(app.db, request.query, readerOf(request)),
  );
  app.get(
    '/survey-results/xlsx',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The survey results of a period and cut as an xlsx file: figures and free texts',
        description: `Two sheets, names and headers in the language of Accept-Language: the figures (a row a value offered by a question, one row for a free-text question: kind, questionnaire, sent, answered, response rate, question, answers, average, value, count) and the free-text answers (questionnaire, question, text). Same query and counting as GET /survey-results. ${COUNTING}`,
        querystring: SurveyCutQuerySchema,
        produces: [XLSX_TYPE],
        response: { 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers['accept-language']);
      const results = await surveyCuts(app.db, request.query, readerOf(request));
      const { from, to } = results.period;
      return sendFile(
        reply,
        XLSX_TYPE,
        attachment(`${t(lang, 'app.survey_results.file')}-${from}-${to}`, 'xlsx'),
        await surveyCutsWorkbook(results, lang),
      );
    },
  );
};
