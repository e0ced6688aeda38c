import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMING_ROWS,
  CompanySummaryQuerySchema,
  CompanySummarySchema,
  MAX_PERIOD_DAYS,
} from '../../../domain/entities/company-summary';
import { areaAccess, IdParams } from '../../lib/crud-routes';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { companySummary } from './service';

const tags = ['company summary'];

/** A client's whole picture (/company/summary/{id}), read in the clients area of the matrix. */
export const companySummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = areaAccess('clients');
  app.get(
    '/company/summary/:id',
    {
      config: { access: access.read },
      schema: {
        tags,
        summary:
          "A client's figures for a period: groups, hours, attendance, coming events, skills",
        description: `The period is from and to (days YYYY-MM-DD on the Europe/Paris clock, both included); without them the school year of today (1 September to 31 August), a lone bound keeping that year's other one. 400 when to is before from or the period is longer than ${MAX_PERIOD_DAYS} days. groups: the client's groups overlapping the period (a missing date open-ended) by where they stand today, the list GET /group/company/{id} with filter state, endDate_gte=from and beginDate_lte=to; learners: theirs; atRisk: the learners with an open at-risk flag in any of the client's groups (GET /atrisk with filter companyId and open); hours.plannedHours: their durations. hours.deliveredHours: the sessions of the client's groups begun in the period and before now; halfDays: their learners' half-days marked in those sessions and the share attended; hours.elearningHours: their learners' tracked time in the period in the modules of the groups' courses. comingSessions and comingExams: the sessions of the client's groups and its exam sessions from now to the period's end, counted, the first ${COMING_ROWS} listed. skills: each skill's mean score (0..10) and level over each learner's latest exam session of the client in the period holding her results. A Teacher reads a client of her groups (404 for another), and every figure counts her groups and their learners only.`,
        params: IdParams,
        querystring: CompanySummaryQuerySchema,
        response: { 200: CompanySummarySchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) => companySummary(app.db, request.params.id, request.query, readerOf(request)),
  );
};
