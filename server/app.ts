import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createFileStore, type FileStore } from './adapters/files';
import { createMailer, type Mailer } from './adapters/mail';
import { createMeetings, type MeetingProvider } from './adapters/meetings';
import { areas } from './areas';
import type { Config } from './config';
import { connect, type Database, type DatabaseHandle, type PgliteArtifacts } from './db/connect';
import { registerJobs, runJobsNow } from './jobs/worker';
import { registerListCounts } from './lib/list-counts';
import { registerAudit } from './plugins/audit';
import { registerAuth } from './plugins/auth';
import { registerCompress } from './plugins/compress';
import { answerError, registerErrorHandler } from './plugins/errors';
import { type LogDestination, loggingOptions, registerLogging } from './plugins/logging';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerReadOnlyFields } from './plugins/read-only-fields';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseHandle['kind'];
    mailer: Mailer;
    files: FileStore;
    meetings: MeetingProvider;
    /** Runs the jobs of these keys now (server/jobs/worker.ts, runJobsNow): a mail the user waits for. */
    runJobsNow: (keys: string[]) => Promise<unknown>;
    /** Tidies a database this build created in a data dir, once the start has seeded it (server/start.ts). */
    tidyNewDatabase: () => Promise<void>;
  }
}

export interface BuildOptions extends LogDestination {
  /** A pre-migrated embedded database to start from (tests). */
  loadDataDir?: Blob;
  /** PGlite's compiled program and file bundle to reuse (tests). */
  pgliteArtifacts?: PgliteArtifacts;
}

/**
 * The whole application: plugins, then the API areas under /api, then the SPA. It seeds nothing:
 * the start does (server/start.ts), a test brings its own data.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, options),
    bodyLimit: 1024 * 1024,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = await connect({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.memoryDatabase ? undefined : join(config.dataDir, 'db'),
    loadDataDir: options.loadDataDir,
    pgliteArtifacts: options.pgliteArtifacts,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    onUpkeepError: (error) => app.log.warn({ err: error }, 'embedded database upkeep failed'),
  });
  app.addHook('onClose', () => handle.close());
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('databaseKind', handle.kind);
  app.decorate('mailer', createMailer(config));
  app.decorate('files', await createFileStore(config));
  app.decorate('meetings', createMeetings(config));
  app.decorate('runJobsNow', (keys: string[]) => runJobsNow(app, keys));

  const fresh = handle.isNew && !config.memoryDatabase;
  app.decorate('tidyNewDatabase', async () => {
    if (fresh) await handle.tidy();
  });

  registerLogging(app);
  registerErrorHandler(app);
  registerAudit(app);
  registerAuth(app);
  registerListCounts(app);
  registerReadOnlyFields(app);
  registerMetrics(app, handle);
  await registerSecurity(app);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await registerCompress(api);
      // Uploads stream (request.file()); each route gives its own size limit from config.
      await api.register(multipart, {
        limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
      });
      for (const area of areas) await api.register(area);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.staticDir);
  // Reminders, move and cancel mails: a worker on the jobs table, every JOBS_INTERVAL_MS.
  registerJobs(app);

  return app;
}
