import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyResultsSchema,
  MERGED_EXPORT_COLUMNS,
} from '../../../domain/entities/company-results';
import { areaAccess, IdParams } from '../../lib/crud-routes';
import { langOf } from '../../lib/i18n';
import { readerOf } from '../../lib/scope';
import { sendXlsx } from '../../lib/xlsx';
import { ErrorSchema } from '../../plugins/errors';
import { mergedExportRows } from './export';
import { companyResults } from './service';

const tags = ['company results'];

/**
 * A client's results (/company/results/{id}) and their merged table (/mergedresults), read-only in
 * the exams area of the matrix: a Teacher reads a client of her groups and the learners of her groups.
 */
export const companyResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('exams');
  app.get(
    '/companyresults/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A client's results: placement, group tests and e-learning per learner",
        description:
          'One row per learner of the client (not archived, or with a placement test handed in for it, a grade in one of its groups, or still in one of them), by name: her groups of this client, each with the middle and end test (the mean of its skill scores 0..10 and its level, e.g. B1.4; null when not graded or the group has no such test); placement, the latest test handed in for this client (level 0..6); end, the end test graded last among her groups; elearning over the distinct modules of her groups (modules completed of those with activities, quiz average in percent, connection time). summary counts the learners, those with a placement level and those with an end test, and both per level A0..C2 (index 0..6). A Teacher reads a client of her groups (404 for another), the learners of her groups, and her groups only.',
        params: IdParams,
        response: { 200: CompanyResultsSchema, 404: ErrorSchema },
      },
    },
    (request) => companyResults(app.db, request.params.id, readerOf(request)),
  );
  app.get(
    '/companyresults/:id/merged/export',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: "A client's merged results as an xlsx file, one row per learner",
        description:
          'The rows of GET /companyresults/{id} as one sheet, headers and file name in the language of Accept-Language: name, first name, e-mail, groups, placement level, score and date, each group’s middle and end test (one line per group), the latest end test’s level and score, the latest exam result’s level, score (mean of its skills) and date, modules completed and in all, quiz average (%), hours. Same access as GET /companyresults/{id}.',
        params: IdParams,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const results = await companyResults(app.db, request.params.id, readerOf(request));
      return sendXlsx(
        reply,
        langOf(request.headers['accept-language']),
        'results',
        [...MERGED_EXPORT_COLUMNS],
        mergedExportRows(results),
        'app.company_results_export',
      );
    },
  );
};
