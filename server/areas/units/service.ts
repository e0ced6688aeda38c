import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type Activity,
  type ScormVersion,
  UNIT_IN_USE,
  UNIT_TRACKED,
  type Unit,
  type UnitChoice,
  UnitFilterSchema,
  type UpdateUnit,
} from '../../../domain/entities/unit';
import type { FileStore } from '../../adapters/files';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { moduleUnits, units, unitTrackers } from '../../db/schema';
import { plainRecord, tableCrud } from '../../lib/crud-table';
import { isStillReferenced } from '../../lib/db-errors';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import {
  extractPackage,
  PackageError,
  type PackageLimits,
  temporaryFolder,
  unpackPackage,
} from '../../lib/scorm/package';
import { readMultipartForm } from '../../lib/upload';

type UnitRow = typeof units.$inferSelect;

export const toUnit = ({ packageKey: _key, searchText: _text, ...r }: UnitRow): Unit => ({
  ...plainRecord(r),
  version: r.version as ScormVersion,
  activities: r.activities as Activity[],
});

/** Where unpacked packages live: DATA_DIR/content/<filename>/ (the content origin serves it). */
export const contentRoot = (config: Config) => join(config.dataDir, 'content');

export const packageLimits = (config: Config): PackageLimits => ({
  maxFiles: config.PACKAGE_MAX_FILES,
  maxUnpackedBytes: config.PACKAGE_MAX_UNPACKED_BYTES,
});

/** A folder name from the title: "Médical English!" -> "medical-english-3fa9c1". */
export function filenameFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'unit'}-${randomBytes(3).toString('hex')}`;
}

const unitTitle = sql`f_unaccent(lower(${units.title}))`;

/**
 * SCORM units: listed, read and renamed as declared here (title only, the other fields of the
 * record are read-only); the upload and the delete, which handle the files, are functions below.
 */
// A unit's update is not guarded: its body has no updatedAt.
export const unitCrud = tableCrud<typeof units, Unit, never, UpdateUnit & { updatedAt?: string }>({
  table: units,
  toRecord: toUnit,
  filterSchema: UnitFilterSchema,
  filters: { version: (v: ScormVersion) => eq(units.version, v) },
  search: units.searchText,
  sortable: {
    title: unitTitle,
    version: units.version,
    size: units.size,
    createdAt: units.createdAt,
    updatedAt: units.updatedAt,
  },
  defaultSort: unitTitle,
  set: (body) => ({ title: body.title.trim() }),
});

/** Every unit for the module form's picker, by title. */
export async function allUnits(db: Database): Promise<UnitChoice[]> {
  const rows = await db
    .select({
      id: units.id,
      title: units.title,
      version: units.version,
      filename: units.filename,
    })
    .from(units)
    .orderBy(asc(unitTitle), asc(units.id));
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    version: r.version as ScormVersion,
    filename: r.filename,
  }));
}

const packageError = (error: unknown) =>
  error instanceof PackageError ? new HttpError(400, error.messageKey, error.params) : error;

export interface UnitDeps {
  db: Database;
  config: Config;
  files: FileStore;
}

/**
 * Stores a package (a zip on disk) as a unit: checked and unpacked into the content folder, the zip
 * kept by the files adapter under packageKey. Nothing is kept when anything refuses. The answer
 * carries the report of what the package holds (launch pages, files the manifest names but lacks).
 */
export async function createUnitFromZip(
  { db, config, files }: UnitDeps,
  zipPath: string,
  packageKey: string,
  packageSize: number,
): Promise<Unit> {
  const root = contentRoot(config);
  await mkdir(root, { recursive: true });
  const unpacked = await unpackPackage(zipPath, root, packageLimits(config), (manifest) =>
    filenameFor(manifest.title),
  ).catch((error) => {
    throw packageError(error);
  });
  try {
    const [row] = await db
      .insert(units)
      .values({
        filename: unpacked.filename,
        title: unpacked.manifest.title,
        version: unpacked.manifest.version,
        activities: unpacked.manifest.activities,
        size: unpacked.size,
        fileCount: unpacked.fileCount,
        packageKey,
        packageSize,
      })
      .returning();
    return { ...toUnit(row), report: unpacked.report };
  } catch (error) {
    await rm(join(root, unpacked.filename), { recursive: true, force: true });
    await files.delete(packageKey).catch(() => {});
    throw error;
  }
}

/** POST /unit: the multipart `file` part streamed into app.files, then checked and unpacked. */
export async function uploadUnit(deps: UnitDeps, request: FastifyRequest): Promise<Unit> {
  // A JSON body (a stock react-admin create) carries no package.
  if (!request.isMultipart()) throw badRequest('app.units.no_file', { file: 'app.units.no_file' });
  const form = await readMultipartForm(request, deps.files, {
    maxBytes: deps.config.PACKAGE_MAX_BYTES,
    keyFor: () => `units/${randomUUID()}.zip`,
  });
  if (!form.file) throw badRequest('app.units.no_file', { file: 'app.units.no_file' });
  const key = form.file.key;
  const work = await mkdtemp(join(tmpdir(), 'unit-upload-'));
  try {
    const zipPath = join(work, 'package.zip');
    if (!(await deps.files.download(key, zipPath))) throw badRequest('app.units.bad_zip');
    return await createUnitFromZip(deps, zipPath, key, form.file.size);
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const rebuilding = new Map<string, Promise<void>>();

/**
 * Re-creates DATA_DIR/content/<filename>/ from the stored zip when it is missing (another server
 * took the upload, S3 storage, a cleaned disk): unpacked into a temporary folder, then renamed
 * into place. Concurrent calls for one unit share one rebuild.
 */
export async function ensureUnpacked(
  deps: Omit<UnitDeps, 'db'>,
  unit: Pick<UnitRow, 'filename' | 'packageKey' | 'activities'>,
): Promise<void> {
  const root = contentRoot(deps.config);
  const target = join(root, unit.filename);
  if ((await stat(target).catch(() => undefined))?.isDirectory()) return;
  const running = rebuilding.get(unit.filename);
  if (running) return running;
  const job = (async () => {
    await mkdir(root, { recursive: true });
    const work = await mkdtemp(join(tmpdir(), 'unit-rebuild-'));
    const temp = temporaryFolder(root);
    try {
      const zipPath = join(work, 'package.zip');
      if (!(await deps.files.download(unit.packageKey, zipPath)))
        throw new Error(`The package ${unit.packageKey} of ${unit.filename} is missing`);
      await extractPackage(zipPath, temp, packageLimits(deps.config));
      await rename(temp, target).catch(async (error) => {
        // Another server renamed its copy first: that one is as good.
        if ((await stat(target).catch(() => undefined))?.isDirectory()) return;
        throw error;
      });
    } finally {
      await rm(temp, { recursive: true, force: true });
      await rm(work, { recursive: true, force: true });
    }
  })();
  rebuilding.set(unit.filename, job);
  try {
    await job;
  } finally {
    rebuilding.delete(unit.filename);
  }
}

/** ensureUnpacked by folder name (the content origin's lookup); false when no unit has it. */
export async function ensureUnpackedByFilename(deps: UnitDeps, filename: string): Promise<boolean> {
  const [row] = await deps.db.select().from(units).where(eq(units.filename, filename));
  if (!row) return false;
  await ensureUnpacked(deps, row);
  return true;
}

/**
 * Deletes a unit: 409 while a module holds it or a learner has tracking in it (both foreign keys
 * RESTRICT); staff previews' trackers go with it, in the same transaction. Then its zip and its
 * unpacked folder are removed.
 */
export async function deleteUnit({ db, config, files }: UnitDeps, id: string): Promise<Unit> {
  const unit = await unitCrud.get(db, id);
  const inModule = async () => {
    const [used] = await db
      .select({ n: count() })
      .from(moduleUnits)
      .where(eq(moduleUnits.unitId, id));
    return used.n > 0;
  };
  if (await inModule()) throw conflict(UNIT_IN_USE);
  const packageKey = await db
    .transaction(async (tx) => {
      await tx
        .delete(unitTrackers)
        .where(and(eq(unitTrackers.unitId, id), isNotNull(unitTrackers.staffId)));
      const [row] = await tx
        .delete(units)
        .where(eq(units.id, id))
        .returning({ packageKey: units.packageKey });
      return row?.packageKey;
    })
    .catch(async (error) => {
      if (!isStillReferenced(error)) throw error;
      throw new HttpError(409, (await inModule()) ? UNIT_IN_USE : UNIT_TRACKED);
    });
  await rm(join(contentRoot(config), unit.filename), { recursive: true, force: true });
  if (packageKey) await files.delete(packageKey).catch(() => {});
  return unit;
}
