import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { writeHashed } from './make';
import { CHECKSUMS_FILE, FILES_FOLDER, type Manifest, readManifest, SECRET_FILE } from './manifest';
import { runningServer } from './server-link';

/** A refusal or a damaged backup: the command prints its message, nothing was left behind. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreResult {
  manifest: Manifest;
  target: string;
  files: number;
  durationMs: number;
}

/**
 * Restores a backup folder (server/backup/make.ts) into a new data dir: refused when the target
 * exists and is not empty, or a server runs on it. Every checksum is checked on the way (the
 * database's and each file's): a mismatch stops it and removes what it wrote. The database is
 * loaded with PGlite.create({ dataDir, loadDataDir }) and opened once; the migrations of a newer
 * server are applied by its start, as after an upgrade.
 */
export async function restoreBackup(from: string, to: string): Promise<RestoreResult> {
  const started = Date.now();
  const source = resolve(from);
  const target = resolve(to);
  const manifest = await readManifest(source);
  if (!manifest) throw new RestoreError(`${source} is not a backup (no readable manifest.json)`);
  if (runningServer(target))
    throw new RestoreError(`a server is running on ${target}: stop it, or restore elsewhere`);
  if (existsSync(target) && (await readdir(target)).length > 0)
    throw new RestoreError(`${target} exists and is not empty: restore into a new data dir`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  try {
    const dump = await readFile(join(source, manifest.database.file));
    if (createHash('sha256').update(dump).digest('hex') !== manifest.database.sha256)
      throw new RestoreError(`${manifest.database.file} does not match its checksum`);

    let files = 0;
    if (manifest.files.store === 'folder') {
      const lines = (await readFile(join(source, CHECKSUMS_FILE), 'utf8')).split('\n');
      for (const line of lines) {
        if (line === '') continue;
        const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
        const path = match?.[2] ?? '';
        const parts = path.split('/');
        // files/<key>, never out of the target.
        if (!match || parts[0] !== FILES_FOLDER || parts.length < 2 || parts.includes('..'))
          throw new RestoreError(`${CHECKSUMS_FILE} has a line that does not read: ${line}`);
        const copy = join(target, path);
        await mkdir(dirname(copy), { recursive: true });
        const written = await writeHashed(createReadStream(join(source, path)), copy);
        if (written.sha256 !== match[1])
          throw new RestoreError(`${path} does not match its checksum`);
        files += 1;
      }
    }

    if (manifest.secret) {
      await copyFile(join(source, SECRET_FILE), join(target, SECRET_FILE));
      await chmod(join(target, SECRET_FILE), 0o600);
    }

    const client = await PGlite.create({
      dataDir: join(target, 'db'),
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm, unaccent },
    });
    try {
      // Opened for real: the WAL replayed and drizzle's journal read.
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.close();
    }
    return { manifest, target, files, durationMs: Date.now() - started };
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}
