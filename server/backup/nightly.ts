import type { FastifyInstance } from 'fastify';
import { enqueue } from '../jobs/queue';

/** The next BACKUP_HOUR o'clock on the server's clock, now included. */
export function nextNightlyBackup(now: Date, hour: number): Date {
  const at = new Date(now);
  at.setHours(hour, 0, 0, 0);
  if (at.getTime() < now.getTime()) at.setDate(at.getDate() + 1);
  return at;
}

/** One nightly backup per night: its key is its time. */
export const nightlyBackupKey = (at: Date) => `backup:nightly:${at.toISOString()}`;

/** Whether this server makes nightly backups: an embedded database in a data dir, and BACKUP_KEEP above 0. */
export const makesNightlyBackups = (app: FastifyInstance) =>
  app.databaseKind === 'pglite' && !app.config.memoryDatabase && app.config.BACKUP_KEEP > 0;

/**
 * Queues the next night's backup job (kind `backup`, server/jobs/kinds/backup.ts), due at
 * BACKUP_HOUR: each sweep queues the same key until that hour has passed, then the next night's.
 * A night the server was down, its job waits in the table and runs at the next start. Nothing on
 * PostgreSQL (pg_dump's job, docs/backups.md). Answers how many were queued (0 or 1).
 */
export async function sweepNightlyBackup(app: FastifyInstance, now: Date): Promise<number> {
  if (!makesNightlyBackups(app)) return 0;
  const at = nextNightlyBackup(now, app.config.BACKUP_HOUR);
  return enqueue(app.db, { kind: 'backup', key: nightlyBackupKey(at), payload: {}, runAt: at });
}
