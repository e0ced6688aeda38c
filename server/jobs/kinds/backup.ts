import { makesNightlyBackups } from '../../backup/nightly';
import { backUpServer } from '../../backup/runner';
import type { JobHandler } from '../handler';

/**
 * The nightly backup (server/backup/nightly.ts queues it): a backup of the embedded database and
 * its files into BACKUP_DIR, then the nightly backups past BACKUP_KEEP removed. A backup running
 * already (someone's "Back up now") fails this attempt: the queue tries again a minute later.
 * Nothing when the server no longer makes nightly backups (BACKUP_KEEP set to 0 since).
 */
export const nightlyBackup: JobHandler = async ({ app }) => {
  if (!makesNightlyBackups(app)) return;
  await backUpServer(app, 'nightly');
};
