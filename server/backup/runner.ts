import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type BackupProgress, makeBackup } from './make';
import { type BackupOrigin, type Manifest, pruneNightly } from './manifest';

/** BACKUP_DIR, by default DATA_DIR/backups. */
export const backupDirOf = (config: Config) =>
  config.BACKUP_DIR ? resolve(config.BACKUP_DIR) : join(config.dataDir, 'backups');

/** A backup under way in a server: what the admin page's progress shows. */
export interface RunningBackup extends BackupProgress {
  origin: BackupOrigin;
  startedAt: string;
}

const REFUSALS = {
  running: 'a backup is running already',
  postgres: 'the database is PostgreSQL: back it up with pg_dump (docs/backups.md)',
  memory: 'the database lives in memory (a test server): nothing outlives it to back up',
} as const;

/**
 * Refused: a backup is running already, the database is PostgreSQL (pg_dump's job), or it lives in
 * memory (a test's server, whose every "Back up now" would otherwise dump it while requests wait).
 */
export class BackupRefused extends Error {
  constructor(readonly reason: keyof typeof REFUSALS) {
    super(REFUSALS[reason]);
    this.name = 'BackupRefused';
  }
}

const running = new WeakMap<FastifyInstance, RunningBackup>();
const failures = new WeakMap<FastifyInstance, { at: string; message: string }>();

/** The backup this server is making now, if any. */
export const runningBackup = (app: FastifyInstance) => running.get(app);
/** The last backup of this server that failed, unless one succeeded since. */
export const lastBackupFailure = (app: FastifyInstance) => failures.get(app);

/** The embedded database's PGlite client, under drizzle. */
const clientOf = (app: FastifyInstance) => (app.db as unknown as { $client: PGlite }).$client;

/**
 * Starts a backup of this server's embedded database and files (server/backup/make.ts), one at a
 * time: answers at once with its progress (updated as it goes) and its end. A nightly one then
 * removes the nightly backups past BACKUP_KEEP. Refused (BackupRefused) on PostgreSQL, on a database in memory, or while
 * another runs. A failure is logged and kept for the admin page.
 */
export function startBackup(
  app: FastifyInstance,
  origin: BackupOrigin,
): { progress: RunningBackup; done: Promise<Manifest & { path: string }> } {
  if (app.databaseKind !== 'pglite') throw new BackupRefused('postgres');
  if (app.config.memoryDatabase) throw new BackupRefused('memory');
  if (running.has(app)) throw new BackupRefused('running');
  const progress: RunningBackup = {
    origin,
    startedAt: new Date().toISOString(),
    step: 'database',
    filesDone: 0,
    filesTotal: 0,
  };
  running.set(app, progress);
  const backupDir = backupDirOf(app.config);
  const done = (async () => {
    try {
      const made = await makeBackup(
        {
          client: clientOf(app),
          dataDir: app.config.dataDir,
          backupDir,
          s3Bucket: app.files.kind === 's3' ? app.config.FILES_S3_BUCKET : undefined,
        },
        origin,
        (step) => Object.assign(progress, step),
      );
      failures.delete(app);
      app.log.info(
        { backup: made.name, bytes: made.database.bytes, ms: made.durationMs },
        'backup made',
      );
      if (origin === 'nightly') {
        const removed = await pruneNightly(backupDir, app.config.BACKUP_KEEP);
        if (removed.length > 0) app.log.info({ removed }, 'old nightly backups removed');
      }
      return made;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.set(app, { at: new Date().toISOString(), message });
      app.log.error({ err: error, origin }, 'backup failed');
      throw error;
    } finally {
      running.delete(app);
    }
  })();
  return { progress, done };
}

/** A backup of this server, awaited (the nightly job, `npm run backup`). */
export const backUpServer = async (app: FastifyInstance, origin: BackupOrigin) =>
  startBackup(app, origin).done;
