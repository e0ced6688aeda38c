import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublishedResultsQuerySchema,
  PublishedResultsSchema,
} from '../../../domain/entities/quality-report';
import { attachment, sendFile } from '../../lib/downloads';
import { langOf, t } from '../../lib/i18n';
import { ErrorSchema } from '../../plugins/errors';
import { publishedResultsOf, publishedResultsPdf } from './published';

const WHAT =
  'The figures of the quality page that are results, for the period an Admin chose (the twelve months before the current one, or the last civil year): the learners’ satisfaction at the end and some time after, their recommendation, the attendance, the share who completed their training, the level reached against the target, the exams passed by certification, the complaints and the share answered in time (counted as GET /quality-report says); with the provider’s legal name and Qualiopi certificate number. Counts and shares only: no name, no e-mail, nothing of anyone in particular. 404 while the publication is off.';

/**
 * The published results (Qualiopi indicator 2): public (no sign-in), rate limited, at a stable
 * address the provider links from its website, once an Admin turns them on (/quality-report).
 */
export const qualityResultsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get(
    '/quality-results',
    {
      config,
      schema: {
        tags: ['quality'],
        summary: 'The provider’s published quality results',
        description: WHAT,
        response: { 200: PublishedResultsSchema, 404: ErrorSchema },
      },
    },
    async (_request, reply) => {
      const results = await publishedResultsOf(app.db);
      // A website may show them as they are for a few minutes; they change at most daily.
      return reply.header('cache-control', 'public, max-age=300').send(results);
    },
  );
  app.get(
    '/quality-results/pdf',
    {
      config,
      schema: {
        tags: ['quality'],
        summary: 'The published quality results as a PDF',
        description: `${WHAT} In the language lang (en, fr, de), else the one Accept-Language names.`,
        querystring: PublishedResultsQuerySchema,
        produces: ['application/pdf'],
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? langOf(request.headers['accept-language']);
      const pdf = await publishedResultsPdf(await publishedResultsOf(app.db), lang);
      const base = t(lang, 'app.quality_results.file');
      return sendFile(reply, 'application/pdf', attachment(base, 'pdf'), pdf);
    },
  );
};
