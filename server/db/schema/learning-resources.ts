import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, listIndexes, searchText, sortKey, timestamps } from './columns';

/** Resource categories (/category): a resource in a category keeps it from deletion (409). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_key').on(sortKey(t.name))],
);

/**
 * Learning resources (/resources): a file kept by server/adapters/files (fileKey and its
 * metadata) or a link (url), exactly one of the two.
 */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    name: text('name').notNull(),
    /** The kind of resource: domain/entities/resource.ts RESOURCE_TYPES. */
    type: text('type').notNull(),
    label: text('label').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    url: text('url'),
    searchText: searchText('name', 'label'),
    ...timestamps,
  },
  (t) => [
    check('resources_file_or_url_check', sql`(${t.fileKey} is null) <> (${t.url} is null)`),
    index('resources_name_idx').on(sortKey(t.name), t.id),
    index('resources_label_idx').on(sortKey(t.label), t.id),
    index('resources_category_idx').on(t.categoryId, t.id),
    ...listIndexes('resources', t),
  ],
);
