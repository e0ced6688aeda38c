import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { ErrorSchema } from '../../plugins/errors';
import { type CHECKS, readiness } from './readiness';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  /** Each check, passed. */
  checks: z.object({
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    files: z.literal('ok'),
  }),
});

/** The message of each failed check, in the 503's errors. */
const FAILED: Record<(typeof CHECKS)[number], string> = {
  database: 'app.health.database_unreachable',
  migrations: 'app.health.migrations_differ',
  files: 'app.health.files_unreachable',
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Checks the database', response: { 200: HealthSchema } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );

  const failedChecks = readiness(app);
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Tells whether this server can serve: for a load balancer',
        description:
          'Liveness is /api/health. Readiness checks, each within 2 seconds, that the database answers, that its migrations are the ones of this build (neither behind nor ahead), and that the file store answers. 503 names each failed check in errors.',
        response: { 200: ReadinessSchema, 503: ErrorSchema },
      },
    },
    async () => {
      const failed = await failedChecks();
      if (failed.length > 0) {
        throw new HttpError(
          503,
          'app.health.not_ready',
          {},
          Object.fromEntries(failed.map((check) => [check, FAILED[check]])),
        );
      }
      return {
        status: 'ready' as const,
        checks: { database: 'ok', migrations: 'ok', files: 'ok' } as const,
      };
    },
  );
};
