import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import {
  type BackupOrigin,
  backupName,
  CHECKSUMS_FILE,
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  type Manifest,
  SECRET_FILE,
} from './manifest';

/** What a backup reads. */
export interface BackupSource {
  /** The open embedded database: the server's own, or the command's when no server runs. */
  client: PGlite;
  /** DATA_DIR: its files/ folder (the folder store) and jwt-secret are copied. */
  dataDir: string;
  /** Where the backup folder goes (BACKUP_DIR, by default DATA_DIR/backups). */
  backupDir: string;
  /** The bucket, when the files live in S3: they are not copied, the manifest says so. */
  s3Bucket?: string;
}

export interface BackupProgress {
  step: 'database' | 'files';
  filesDone: number;
  filesTotal: number;
}

/** Writes a stream to a file, answering its size and SHA-256 (the checksum is taken on the way). */
export async function writeHashed(body: Readable, target: string) {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(body, tap, createWriteStream(target, { mode: 0o600 }));
  return { bytes, sha256: hash.digest('hex') };
}

/** The files of a folder, as paths relative to it with `/`, sorted; the store's half-written `.part` files aside. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.part'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/**
 * One backup of the embedded database and its files, into a new folder of backupDir:
 * - the database: a CHECKPOINT, then PGlite's dumpDataDir (a tarball of the data dir, taken while
 *   PGlite runs no other query: a transaction open at that instant is absent from it, as after a
 *   crash), gzipped, with its SHA-256;
 * - the folder store's files (DATA_DIR/files), copied after the dump, each with its SHA-256 in
 *   files.sha256; with S3 only the bucket's name;
 * - DATA_DIR/jwt-secret, when the secret is kept there (not when JWT_SECRET is set).
 * It is written as a dot-folder and renamed when whole: a folder without a dot is a finished
 * backup. A failure removes what it wrote.
 */
export async function makeBackup(
  source: BackupSource,
  origin: BackupOrigin,
  onProgress: (progress: BackupProgress) => void = () => {},
): Promise<Manifest & { path: string }> {
  const started = new Date();
  const name = backupName(started, origin);
  await mkdir(source.backupDir, { recursive: true, mode: 0o700 });
  const partial = join(source.backupDir, `.partial-${name}`);
  const path = join(source.backupDir, name);
  await mkdir(partial, { mode: 0o700 });
  try {
    onProgress({ step: 'database', filesDone: 0, filesTotal: 0 });
    // The dump then holds the data files as of now, with little WAL for the restore to replay.
    await source.client.exec('CHECKPOINT');
    const dump = await source.client.dumpDataDir('gzip');
    const database = await writeHashed(
      Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream),
      join(partial, DATABASE_FILE),
    );

    let files: Manifest['files'];
    if (source.s3Bucket) files = { store: 's3', bucket: source.s3Bucket };
    else {
      const root = join(source.dataDir, 'files');
      const keys = await filesUnder(root);
      const lines: string[] = [];
      let bytes = 0;
      let done = 0;
      for (const key of keys) {
        onProgress({ step: 'files', filesDone: done, filesTotal: keys.length });
        const target = join(partial, FILES_FOLDER, key);
        await mkdir(dirname(target), { recursive: true });
        let copied: { bytes: number; sha256: string };
        try {
          copied = await writeHashed(createReadStream(join(root, key)), target);
        } catch (error) {
          // Removed between the listing and its copy (an expired export): not in the backup.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        lines.push(`${copied.sha256}  ${FILES_FOLDER}/${key}`);
        bytes += copied.bytes;
        done += 1;
      }
      await writeFile(join(partial, CHECKSUMS_FILE), lines.map((l) => `${l}\n`).join(''), {
        mode: 0o600,
      });
      files = { store: 'folder', count: lines.length, bytes };
    }

    const secret = await copyFile(join(source.dataDir, SECRET_FILE), join(partial, SECRET_FILE))
      .then(() => chmod(join(partial, SECRET_FILE), 0o600))
      .then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );

    const manifest: Manifest = {
      format: 1,
      name,
      createdAt: started.toISOString(),
      origin,
      durationMs: Date.now() - started.getTime(),
      database: { file: DATABASE_FILE, ...database },
      files,
      secret,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await rename(partial, path);
    return { ...manifest, path };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
