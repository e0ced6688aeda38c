import { http } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';

/** A backup under way (GET /backups' running, POST /backups' answer). */
export interface RunningBackup {
  origin: 'nightly' | 'manual';
  startedAt: string;
  step: 'database' | 'files';
  filesDone: number;
  filesTotal: number;
}

/** One backup kept in BACKUP_DIR (its manifest.json, server/backup/manifest.ts). */
export interface BackupRow {
  name: string;
  createdAt: string;
  origin: 'nightly' | 'manual';
  durationMs: number;
  database: { file: string; bytes: number; sha256: string };
  files: { store: 'folder'; count: number; bytes: number } | { store: 's3'; bucket: string };
  secret: boolean;
}

/** GET /backups: what the page shows. */
export interface Backups {
  database: 'pglite' | 'postgres';
  files: 'folder' | 's3';
  folder: string;
  keep: number;
  hour: number;
  nextNightly: string | null;
  running: RunningBackup | null;
  lastFailure: { at: string; message: string } | null;
  backups: BackupRow[];
}

const request = throwOnKo(http);

export async function readBackups(): Promise<Backups> {
  return (await request<Backups>('/backups')).data;
}

/** POST /backups: 202 once started. */
export async function startBackup(): Promise<RunningBackup> {
  return (await request<RunningBackup>('/backups', { method: 'POST' })).data;
}
