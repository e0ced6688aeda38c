import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, listIndexes, reference, searchText, sortKey, timestamps } from './columns';
import { orderedLinkTable } from './link-tables';
import { modules } from './modules';

/**
 * SCORM units (/units): one uploaded package. The zip is kept by the files adapter (packageKey);
 * its unpacked copy under DATA_DIR is a cache that is rebuilt from the zip when missing.
 */
export const units = pgTable(
  'units',
  {
    id: id(),
    /** The package's folder name, the {filename} of /unitViewer: [a-z0-9-], unique. */
    filename: text('filename').notNull(),
    title: text('title').notNull(),
    /** '1.2' or '2004'. */
    version: text('version').notNull(),
    /** The manifest's items: [{ id, title, launch, parameters? }] (domain/entities/unit.ts). */
    activities: jsonb('activities').$type<unknown[]>().notNull().default([]),
    /** Unpacked bytes and files. */
    size: bigint('size', { mode: 'number' }).notNull(),
    fileCount: integer('file_count').notNull(),
    packageKey: text('package_key').notNull(),
    packageSize: bigint('package_size', { mode: 'number' }).notNull(),
    searchText: searchText('title', 'filename'),
    ...timestamps,
  },
  (t) => [
    check('units_version_check', sql`${t.version} in ('1.2', '2004')`),
    uniqueIndex('units_filename_key').on(t.filename),
    index('units_title_idx').on(sortKey(t.title), t.id),
    ...listIndexes('units', t),
  ],
);

/** A module's units in order; a unit in a module cannot be deleted (409). */
export const moduleUnits = orderedLinkTable(
  'module_units',
  {
    moduleId: reference('module_id', () => modules.id, 'cascade'),
    unitId: reference('unit_id', () => units.id, 'restrict'),
  },
  {
    parent: 'moduleId',
    member: 'unitId',
    memberKey: 'module_units_module_unit_key',
    memberIndex: 'module_units_unit_idx',
  },
);
