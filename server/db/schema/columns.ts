import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const archivedAt = () => timestamp('archived_at', { withTimezone: true, mode: 'date' });

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
