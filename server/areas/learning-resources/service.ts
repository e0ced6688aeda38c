import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { type Db, plainRecord, tableCrud } from '../../lib/crud-table';
import { pgCode, unknownReference } from '../../lib/db-errors';
import { badRequest, conflict, foundFirst, notFound } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import type { StoredUpload } from '../../lib/upload';

/** A name is text without case and accents, for sorting and searching. */
const folded = (column: PgColumn) => sql`f_unaccent(lower(${column}))`;

/**
 * Resource categories. Names are unique whatever their case and accents (categories_name_key): a
 * taken one is a 409. A category a resource is in is kept: the foreign key (RESTRICT) refuses, a 409.
 */
export const categoryCrud = tableCrud<typeof categories, Category, CreateCategory, never>({
  table: categories,
  filterSchema: CategoryFilterSchema,
  search: folded(categories.name),
  sortable: {
    name: folded(categories.name),
    createdAt: categories.createdAt,
    updatedAt: categories.updatedAt,
  },
  defaultSort: folded(categories.name),
  writeError: (error, body) => {
    if (pgCode(error) === '23505') throw conflict(CATEGORY_TAKEN, { name: body.name });
    throw error;
  },
  inUseKey: CATEGORY_IN_USE,
});

const { searchText: _searchText, ...resourceColumns } = getTableColumns(resources);

/** A resource with the name of its category. */
const selectResources = (db: Db) =>
  db
    .select({ ...resourceColumns, categoryName: categories.name })
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .$dynamic();

type ResourceRow = Omit<typeof resources.$inferSelect, 'searchText'> & {
  categoryName: string | null;
};

const toResource = ({ fileKey: _key, ...r }: ResourceRow): Resource => ({
  ...plainRecord(r),
  type: r.type as ResourceType,
  fileSize: r.fileSize === null ? null : Number(r.fileSize),
});

/** A write's file: an upload, stored by the route before the write. */
type WithFile<B> = B & { file?: StoredUpload };

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

const NO_FILE = { fileKey: null, fileName: null, contentType: null, fileSize: null };

/**
 * Learning resources: exactly one of a file (uploaded) or a url. On update a new file replaces the
 * stored one (and the url), a url turns a file resource into a link, neither keeps what it has.
 */
export const resourceCrud = tableCrud<
  typeof resources,
  Resource,
  WithFile<CreateResource>,
  WithFile<UpdateResource>,
  ResourceRow
>({
  table: resources,
  select: selectResources,
  toRecord: toResource,
  filterSchema: ResourceFilterSchema,
  filters: {
    type: (v: ResourceType | ResourceType[]) => inArray(resources.type, asArray(v)),
    categoryId: (v: string | string[]) => inArray(resources.categoryId, asArray(v)),
  },
  search: resources.searchText,
  sortable: {
    name: folded(resources.name),
    label: folded(resources.label),
    type: resources.type,
    categoryName: folded(categories.name),
    createdAt: resources.createdAt,
    updatedAt: resources.updatedAt,
  },
  defaultSort: folded(resources.name),
  checkCreate: ({ file, url }) => {
    if ((file === undefined) === (url === undefined || url === null))
      throw badRequest(FILE_OR_URL, { url: FILE_OR_URL });
  },
  checkUpdate: ({ file, url }) => {
    if (file && url) throw badRequest(FILE_OR_URL, { url: FILE_OR_URL });
  },
  insert: ({ file, url, categoryId, ...fields }) => ({
    ...fields,
    categoryId: categoryId ?? null,
    ...(fileColumns(file) ?? { url }),
  }),
  set: ({ file, url, ...fields }) => ({
    ...fields,
    ...(fileColumns(file) ?? (url ? { url, ...NO_FILE } : {})),
  }),
  // The foreign key refusing the categoryId: 400 on that field.
  writeError: (error) => {
    if (pgCode(error) === '23503') throw unknownReference('categoryId', UNKNOWN_CATEGORY);
    throw error;
  },
});

/** The stored file of a resource (its key, name and type); a missing resource is a 404. */
async function storedFile(db: Database, id: string) {
  const row = foundFirst(
    await db
      .select({
        fileKey: resources.fileKey,
        fileName: resources.fileName,
        contentType: resources.contentType,
      })
      .from(resources)
      .where(eq(resources.id, id)),
  );
  return row;
}

/** The stored file of a resource, for GET /resources/{id}/file; 404 for a link or a lost file. */
export async function resourceFile(db: Database, files: FileStore, id: string) {
  const row = await storedFile(db, id);
  const stored = row.fileKey ? await files.get(row.fileKey) : undefined;
  if (!stored) throw notFound();
  return {
    ...stored,
    fileName: row.fileName ?? 'download',
    contentType: row.contentType ?? 'application/octet-stream',
  };
}

/** An update; answers the resource and the key whose file is now unused. */
export async function updateResource(db: Database, id: string, body: WithFile<UpdateResource>) {
  const { fileKey } = await storedFile(db, id);
  const resource = await resourceCrud.update(db, id, body);
  const replaced = body.file !== undefined || Boolean(body.url);
  return { resource, unusedKey: replaced ? fileKey : null };
}

/** Deletes the resource, then its stored file. */
export async function deleteResource(db: Database, files: FileStore, id: string) {
  const { fileKey } = await storedFile(db, id);
  const resource = await resourceCrud.remove(db, id);
  if (fileKey) await files.delete(fileKey);
  return resource;
}
