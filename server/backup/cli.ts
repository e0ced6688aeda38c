import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { loadConfig } from '../config';
import { makeBackup } from './make';
import { listBackups, type Manifest } from './manifest';
import { RestoreError, restoreBackup } from './restore';
import { backupDirOf } from './runner';
import { runningServer, type ServerLink } from './server-link';

export const USAGE = `Usage:
  npm run backup                                (node dist-server/backup.mjs backup)
      Backs up DATA_DIR's embedded database and files into BACKUP_DIR (default DATA_DIR/backups):
      through the server when one runs on DATA_DIR, by itself when none does.
  npm run restore -- <backup folder> <new data dir>   (node dist-server/backup.mjs restore …)
      Restores a backup into a new data dir (refused when it exists and is not empty); then start
      the server with DATA_DIR set to it.
  node dist-server/backup.mjs list
      Lists the backups in BACKUP_DIR.`;

type Print = (line: string) => void;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: Manifest, path: string): string {
  const files =
    manifest.files.store === 'folder'
      ? `${manifest.files.count} files (${megabytes(manifest.files.bytes)})`
      : `no files (they are in the S3 bucket ${manifest.files.bucket}, yours to keep)`;
  return `${path}\n  database ${megabytes(manifest.database.bytes)}, ${files}, ${manifest.secret ? 'with' : 'without'} DATA_DIR/jwt-secret, in ${(manifest.durationMs / 1000).toFixed(1)} s`;
}

/** Asks the running server for the backup (POST /api/backups/local); no timeout: a big backup takes minutes. */
function askServer(link: ServerLink): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${link.url}/api/backups/local`,
      { method: 'POST', headers: { 'x-backup-token': link.token } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function backup(print: Print, env: NodeJS.ProcessEnv): Promise<number> {
  const config = loadConfig(env);
  if (config.DATABASE_URL) {
    print('The database is PostgreSQL: back it up with pg_dump (docs/backups.md).');
    return 2;
  }
  const backupDir = backupDirOf(config);
  const link = runningServer(config.dataDir);
  if (link) {
    print(`A server runs on ${config.dataDir} (process ${link.pid}): it makes the backup.`);
    const answer = await askServer(link);
    if (answer.status !== 200) {
      const message = (() => {
        try {
          return (JSON.parse(answer.body) as { message?: string }).message ?? answer.body;
        } catch {
          return answer.body;
        }
      })();
      print(`The server refused (${answer.status}): ${message}`);
      return 1;
    }
    const manifest = JSON.parse(answer.body) as Manifest;
    print(`Backup made: ${describe(manifest, join(backupDir, manifest.name))}`);
    return 0;
  }
  const dbDir = join(config.dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    print(`No embedded database in ${dbDir}.`);
    return 1;
  }
  print(`No server runs on ${config.dataDir}: this command opens its database itself.`);
  const client = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm, unaccent } });
  try {
    const made = await makeBackup(
      {
        client,
        dataDir: config.dataDir,
        backupDir,
        s3Bucket: config.FILES_S3_BUCKET,
      },
      'manual',
    );
    print(`Backup made: ${describe(made, made.path)}`);
    return 0;
  } finally {
    await client.close();
  }
}

async function restore(args: string[], print: Print, env: NodeJS.ProcessEnv): Promise<number> {
  const [from, to] = args;
  if (!from || !to || args.length !== 2) {
    print(USAGE);
    return 2;
  }
  // A name alone is looked for in BACKUP_DIR.
  const source =
    existsSync(from) || from.includes('/') ? from : join(backupDirOf(loadConfig(env)), from);
  try {
    const restored = await restoreBackup(source, to);
    print(`Restored ${restored.manifest.name} into ${restored.target}:`);
    print(
      `  the database, ${restored.files} files${restored.manifest.files.store === 's3' ? ` (none: the files are in the S3 bucket ${restored.manifest.files.bucket})` : ''}${restored.manifest.secret ? ', DATA_DIR/jwt-secret' : ' (no jwt-secret in the backup: set JWT_SECRET as before)'}, in ${(restored.durationMs / 1000).toFixed(1)} s.`,
    );
    print(`Start the server on it: DATA_DIR=${restored.target} npm run serve`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      print(`Restore refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function list(print: Print, env: NodeJS.ProcessEnv): Promise<number> {
  const backups = await listBackups(backupDirOf(loadConfig(env)));
  if (backups.length === 0) print('No backup.');
  for (const b of backups) print(`${b.origin.padEnd(7)} ${describe(b, b.path)}`);
  return 0;
}

/** The command (server/backup/main.ts): answers its exit code. */
export async function runCli(
  argv: string[],
  print: Print = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'backup' && rest.length === 0) return backup(print, env);
  if (command === 'restore') return restore(rest, print, env);
  if (command === 'list' && rest.length === 0) return list(print, env);
  print(USAGE);
  return 2;
}
