import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

/**
 * A required reference to another table's row (its uuid id); onDelete says what deleting that row
 * does to this one: cascade deletes it, restrict refuses the delete.
 */
export const reference = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => uuid(name).notNull().references(target, { onDelete });

/** An instant (timestamptz), read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const archivedAt = () => timestamp('archived_at', { withTimezone: true, mode: 'date' });

/** Sort key of a name: accent- and case-free, so "Évrard" sorts with "E" even under the C collation. */
export const sortKey = (column: AnyPgColumn | SQL) => sql`f_unaccent(lower(${column}))`;

/** Accent- and case-insensitive search text; f_unaccent is the immutable wrapper of migration 0000. */
const searchable = (...columns: string[]) =>
  sql.raw(`f_unaccent(lower(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)}))`);

/**
 * The searchable text stored once per row: the trigram index and its recheck read it, where an index
 * on the expression made every candidate row call f_unaccent again.
 */
export const searchText = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(searchable(...columns));

/**
 * A text column's sort key (f_unaccent(lower(column))) stored once per row, for lists sorted by it:
 * sorting the matches of a search then reads it instead of calling f_unaccent again on every match.
 */
export const sortText = (column: string) =>
  text(`sort_${column}`).generatedAlwaysAs(sql.raw(`f_unaccent(lower(${column}))`));

/**
 * The indexes of every searchable list: its createdAt order (then id, the tie-breaker of the
 * lists) and the trigram index of its search text (see searchText).
 */
export const listIndexes = (
  table: string,
  t: { id: ExtraConfigColumn; createdAt: ExtraConfigColumn; searchText: ExtraConfigColumn },
) => [
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_search_text_idx`).using('gin', t.searchText.op('gin_trgm_ops')),
];
