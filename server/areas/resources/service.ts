import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CATEGORY_IN_USE,
  CATEGORY_TAKEN,
  type Category,
  CategoryFilterSchema,
  type CreateCategory,
  type CreateResource,
  FILE_OR_URL,
  type Resource,
  ResourceFilterSchema,
  type ResourceType,
  UNKNOWN_CATEGORY,
  type UpdateResource,
} from '../../../domain/entities/resource';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { categories, resources } from '../../db/schema';
import { pgCode, rethrowReferenced, unknownReference } from '../../lib/db-errors';
import { badRequest, conflict, notFound, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
} from '../../lib/list-query';
import { unchangedSince } from '../../lib/stale-write';
import type { StoredUpload } from '../../lib/upload';

// ---- categories ----

type CategoryRow = typeof categories.$inferSelect;
const toCategory = (r: CategoryRow): Category => ({
  _id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const categoryName = sql`f_unaccent(lower(${categories.name}))`;
const CATEGORY_SORTABLE = {
  name: categoryName,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

export function categoryConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(CategoryFilterSchema, list);
  return and(
    searchCondition(categoryName, filter.q),
    filter.id !== undefined ? inArray(categories.id, asArray(filter.id)) : undefined,
  );
}

export function categoryRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select()
    .from(categories)
    .where(where)
    .orderBy(
      ...orderBy(list, sortableFor(CATEGORY_SORTABLE, list.filter.q), categoryName, categories.id),
    )
    .offset(list.offset);
  return (list.limit !== undefined ? query.limit(list.limit) : query).then((rows) =>
    rows.map(toCategory),
  );
}

export async function countCategories(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(categories).where(where);
  return n;
}

/** Names are unique whatever their case and accents (categories_name_key): a taken one is a 409. */
export async function createCategory(db: Database, body: CreateCategory): Promise<Category> {
  try {
    const [row] = await db.insert(categories).values({ name: body.name }).returning();
    return toCategory(row);
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(CATEGORY_TAKEN, { name: body.name });
    throw error;
  }
}

/** A category a resource is in is kept: the foreign key (RESTRICT) refuses, a 409. */
export async function deleteCategory(db: Database, id: string): Promise<Category> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound();
  await db
    .delete(categories)
    .where(eq(categories.id, id))
    .catch(rethrowReferenced(CATEGORY_IN_USE));
  return toCategory(row);
}

// ---- resources ----

const resourceColumns = {
  id: resources.id,
  name: resources.name,
  type: resources.type,
  label: resources.label,
  categoryId: resources.categoryId,
  categoryName: categories.name,
  fileKey: resources.fileKey,
  fileName: resources.fileName,
  contentType: resources.contentType,
  fileSize: resources.fileSize,
  url: resources.url,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

type ResourceRow = {
  id: string;
  name: string;
  type: string;
  label: string;
  categoryId: string | null;
  categoryName: string | null;
  fileKey: string | null;
  fileName: string | null;
  contentType: string | null;
  fileSize: number | null;
  url: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toResource = (r: ResourceRow): Resource => ({
  _id: r.id,
  name: r.name,
  type: r.type as ResourceType,
  label: r.label,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  fileName: r.fileName,
  contentType: r.contentType,
  fileSize: r.fileSize === null ? null : Number(r.fileSize),
  url: r.url,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const resourceName = sql`f_unaccent(lower(${resources.name}))`;
const RESOURCE_SORTABLE = {
  name: resourceName,
  label: sql`f_unaccent(lower(${resources.label}))`,
  type: resources.type,
  categoryName: sql`f_unaccent(lower(${categories.name}))`,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

export function resourceConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(ResourceFilterSchema, list);
  return and(
    searchCondition(resources.searchText, filter.q),
    filter.id !== undefined ? inArray(resources.id, asArray(filter.id)) : undefined,
    filter.type !== undefined ? inArray(resources.type, asArray(filter.type)) : undefined,
    filter.categoryId !== undefined
      ? inArray(resources.categoryId, asArray(filter.categoryId))
      : undefined,
  );
}

const selectResources = (db: Database) =>
  db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId));

export function resourceRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = selectResources(db)
    .where(where)
    .orderBy(
      ...orderBy(list, sortableFor(RESOURCE_SORTABLE, list.filter.q), resourceName, resources.id),
    )
    .offset(list.offset);
  return (list.limit !== undefined ? query.limit(list.limit) : query).then((rows) =>
    rows.map(toResource),
  );
}

export async function countResources(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(resources).where(where);
  return n;
}

async function resourceRow(db: Database, id: string) {
  const [row] = await selectResources(db).where(eq(resources.id, id));
  if (!row) throw notFound();
  return row;
}

export const getResource = async (db: Database, id: string) =>
  toResource(await resourceRow(db, id));

/** The stored file of a resource, for GET /resources/{id}/file; 404 for a link or a lost file. */
export async function resourceFile(db: Database, files: FileStore, id: string) {
  const row = await resourceRow(db, id);
  if (!row.fileKey) throw notFound();
  const stored = await files.get(row.fileKey);
  if (!stored) throw notFound();
  return {
    ...stored,
    fileName: row.fileName ?? 'download',
    contentType: row.contentType ?? 'application/octet-stream',
  };
}

/** A foreign key refusing the categoryId (23503 on insert/update): 400 on that field. */
const rethrowUnknownCategory = (error: unknown): never => {
  if (pgCode(error) === '23503') throw unknownReference('categoryId', UNKNOWN_CATEGORY);
  throw error;
};

const fileColumns = (file: StoredUpload | undefined) =>
  file
    ? {
        fileKey: file.key,
        fileName: file.fileName,
        contentType: file.contentType,
        fileSize: file.size,
        url: null,
      }
    : undefined;

/** Exactly one of a file (uploaded) or a url. */
export async function createResource(
  db: Database,
  body: CreateResource,
  file?: StoredUpload,
): Promise<Resource> {
  const url = body.url ?? null;
  if ((file === undefined) === (url === null) || (file && url))
    throw badRequest(FILE_OR_URL, { url: FILE_OR_URL });
  const [row] = await db
    .insert(resources)
    .values({
      name: body.name,
      type: body.type,
      label: body.label,
      categoryId: body.categoryId ?? null,
      ...(fileColumns(file) ?? { url }),
    })
    .returning({ id: resources.id })
    .catch(rethrowUnknownCategory);
  return getResource(db, row.id);
}

/**
 * A new file replaces the stored one (and the url); a url turns a file resource into a link;
 * neither keeps what the resource has. Answers the resource and the key whose file is now unused.
 */
export async function updateResource(
  db: Database,
  id: string,
  body: UpdateResource,
  file?: StoredUpload,
): Promise<{ resource: Resource; unusedKey: string | null }> {
  const current = await resourceRow(db, id);
  if (file && body.url) throw badRequest(FILE_OR_URL, { url: FILE_OR_URL });
  const source = fileColumns(file) ?? (body.url ? { url: body.url, ...NO_FILE } : {});
  const [row] = await db
    .update(resources)
    .set({
      name: body.name,
      type: body.type,
      label: body.label,
      categoryId: body.categoryId,
      ...source,
      updatedAt: new Date(),
    })
    .where(and(eq(resources.id, id), unchangedSince(resources.updatedAt, body.updatedAt)))
    .returning({ id: resources.id })
    .catch(rethrowUnknownCategory);
  if (!row) throw staleUpdate();
  const replaced = 'fileKey' in source && current.fileKey !== source.fileKey;
  return {
    resource: await getResource(db, id),
    unusedKey: replaced ? current.fileKey : null,
  };
}

const NO_FILE = { fileKey: null, fileName: null, contentType: null, fileSize: null };

/** Deletes the resource, then its stored file. */
export async function deleteResource(
  db: Database,
  files: FileStore,
  id: string,
): Promise<Resource> {
  const row = await resourceRow(db, id);
  await db.delete(resources).where(eq(resources.id, id));
  if (row.fileKey) await files.delete(row.fileKey);
  return toResource(row);
}

/** The field errors of a refused multipart form, with the keys the JSON body's validation uses. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_'];
    const key = issue.message.startsWith('app.')
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'app.errors.field_required'
        : issue.code === 'too_big'
          ? 'app.errors.field_too_long'
          : issue.code === 'unrecognized_keys'
            ? 'app.errors.field_unknown'
            : 'app.errors.field_invalid';
    for (const name of keys) if (!out.has(name)) out.set(name, key);
  }
  return Object.fromEntries(out);
}
