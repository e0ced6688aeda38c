import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Who made a backup: the nightly job, or someone (the command, the admin page's button). */
export const BACKUP_ORIGINS = ['nightly', 'manual'] as const;
export type BackupOrigin = (typeof BACKUP_ORIGINS)[number];

/** The database's dump in a backup folder: PGlite's dumpDataDir, a gzipped tarball of its data dir. */
export const DATABASE_FILE = 'database.tar.gz';
/** The stored files' copy, under the same keys as DATA_DIR/files. */
export const FILES_FOLDER = 'files';
/** One line a file, `sha256sum -c` can read it: `<hex>  files/<key>`. */
export const CHECKSUMS_FILE = 'files.sha256';
/** DATA_DIR/jwt-secret: without it the restored server would sign with a new secret (signed links dead). */
export const SECRET_FILE = 'jwt-secret';
export const MANIFEST_FILE = 'manifest.json';

export const ManifestSchema = z.object({
  format: z.literal(1),
  name: z.string(),
  createdAt: z.string(),
  origin: z.enum(BACKUP_ORIGINS),
  durationMs: z.number(),
  database: z.object({ file: z.string(), bytes: z.number(), sha256: z.string() }),
  /** folder: the files are in the backup; s3: they are the bucket's to keep (docs/backups.md). */
  files: z.discriminatedUnion('store', [
    z.object({ store: z.literal('folder'), count: z.number(), bytes: z.number() }),
    z.object({ store: z.literal('s3'), bucket: z.string() }),
  ]),
  secret: z.boolean(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A backup's folder name: its time (sortable, no colons) and origin, e.g. 2026-12-06T02-00-00-123Z-nightly. */
export const backupName = (at: Date, origin: BackupOrigin) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${origin}`;

/** The manifest of a backup folder; undefined when it holds none that reads (a folder of something else). */
export async function readManifest(folder: string): Promise<Manifest | undefined> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The finished backups in a folder, newest first (a backup being written is a dot-folder, not listed). */
export async function listBackups(backupDir: string): Promise<(Manifest & { path: string })[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const found: (Manifest & { path: string })[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const path = join(backupDir, name);
    const manifest = await readManifest(path);
    if (manifest) found.push({ ...manifest, path });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Removes the nightly backups past the newest `keep` (BACKUP_KEEP); backups made by hand are kept
 * until someone removes them. Answers the names removed.
 */
export async function pruneNightly(backupDir: string, keep: number): Promise<string[]> {
  const nightly = (await listBackups(backupDir)).filter((b) => b.origin === 'nightly');
  const old = nightly.slice(Math.max(keep, 0));
  for (const backup of old) await rm(backup.path, { recursive: true, force: true });
  return old.map((b) => b.name);
}
