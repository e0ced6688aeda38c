import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKUP_ORIGINS, listBackups, ManifestSchema } from '../../backup/manifest';
import { makesNightlyBackups, nextNightlyBackup } from '../../backup/nightly';
import {
  BackupRefused,
  backUpServer,
  backupDirOf,
  lastBackupFailure,
  runningBackup,
  startBackup,
} from '../../backup/runner';
import { localUrl, removeServerLink, writeServerLink } from '../../backup/server-link';
import { conflict, forbidden } from '../../lib/http-errors';
import { ErrorSchema } from '../../plugins/errors';

const tags = ['backups'];

const RunningSchema = z.object({
  origin: z.enum(BACKUP_ORIGINS),
  startedAt: z.string(),
  step: z.enum(['database', 'files']),
  filesDone: z.number(),
  filesTotal: z.number(),
});

const BackupsSchema = z.object({
  /** postgres: nothing here, pg_dump's job (docs/backups.md). */
  database: z.enum(['pglite', 'postgres']),
  files: z.enum(['folder', 's3']),
  folder: z.string(),
  keep: z.number(),
  hour: z.number(),
  /** When the next nightly backup is due; null when none is made (PostgreSQL, BACKUP_KEEP=0). */
  nextNightly: z.string().nullable(),
  running: RunningSchema.nullable(),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  backups: z.array(ManifestSchema),
});

/** Loopback addresses: the command runs on the server's machine. */
const LOCAL = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const REFUSAL_KEYS = {
  running: 'app.errors.backup_running',
  postgres: 'app.errors.backup_postgres',
  memory: 'app.errors.backup_memory',
} as const satisfies Record<BackupRefused['reason'], string>;

const refusal = (error: unknown) => {
  if (error instanceof BackupRefused) return conflict(REFUSAL_KEYS[error.reason]);
  return error;
};

/**
 * Backups of the embedded database and its files (docs/backups.md): the list the admin page shows,
 * its "Back up now", and the local path `npm run backup` calls while the server holds the data dir.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // The link to this server that `npm run backup` reads (server/backup/server-link.ts): only a
  // server on an embedded data dir has one.
  if (app.databaseKind === 'pglite' && !app.config.memoryDatabase) {
    const token = randomBytes(32).toString('base64url');
    app.addHook('onListen', async () => {
      const address = app.server.address() as AddressInfo;
      writeServerLink(app.config.dataDir, { pid: process.pid, url: localUrl(address), token });
    });
    app.addHook('onClose', async () => removeServerLink(app.config.dataDir, token));

    app.post(
      '/backups/local',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Makes a backup now, for `npm run backup` on this machine',
          description:
            'Answers once the backup is written. Only from this machine (a loopback address), with the token of DATA_DIR/running-server.json in X-Backup-Token; 403 otherwise.',
          headers: z.object({ 'x-backup-token': z.string().optional() }),
          response: { 200: ManifestSchema, 403: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => {
        const given = request.headers['x-backup-token'];
        if (!LOCAL.has(request.socket.remoteAddress ?? '') || !given || !sameToken(given, token))
          throw forbidden();
        const { path: _path, ...manifest } = await backUpServer(app, 'manual').catch((error) => {
          throw refusal(error);
        });
        return manifest;
      },
    );
  }

  app.get(
    '/backups',
    {
      config: { access: ['backups', 'read'] },
      schema: {
        tags,
        summary: 'The backups kept, the one under way and the next nightly one',
        description:
          'The backups in BACKUP_DIR, newest first, with what each holds (database dump, files or the S3 bucket, the JWT secret) and who made it (the nightly job or by hand). Super Administrators only.',
        response: { 200: BackupsSchema },
      },
    },
    async () => {
      const running = runningBackup(app);
      const failure = lastBackupFailure(app);
      return {
        database: app.databaseKind,
        files: app.files.kind,
        folder: backupDirOf(app.config),
        keep: app.config.BACKUP_KEEP,
        hour: app.config.BACKUP_HOUR,
        nextNightly: makesNightlyBackups(app)
          ? nextNightlyBackup(new Date(), app.config.BACKUP_HOUR).toISOString()
          : null,
        running: running ? { ...running } : null,
        lastFailure: failure ?? null,
        backups:
          app.databaseKind === 'pglite'
            ? (await listBackups(backupDirOf(app.config))).map(({ path: _path, ...b }) => b)
            : [],
      };
    },
  );

  app.post(
    '/backups',
    {
      config: { access: ['backups', 'write'] },
      schema: {
        tags,
        summary: 'Starts a backup now',
        description:
          'Answers 202 at once; GET /backups tells its progress, then lists it. 409 when one is running already, or the database is PostgreSQL (pg_dump, docs/backups.md) or in memory (a test server). 400 for a body that is not JSON.',
        response: { 202: RunningSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (_request, reply) => {
      let started: ReturnType<typeof startBackup>;
      try {
        started = startBackup(app, 'manual');
      } catch (error) {
        throw refusal(error);
      }
      // Its failure is logged and kept for the page (lastFailure of GET /backups).
      started.done.catch(() => undefined);
      return reply.code(202).send({ ...started.progress });
    },
  );
};
