import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, listIndexes, searchText, sortKey, timestamps } from './columns';

/** E-learning modules (spec section 3: _id, name, level, tags); level A0..C2 as 0..6. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check('modules_level_check', sql`${t.level} between 0 and 6`),
    index('modules_name_idx').on(sortKey(t.name), t.id),
    index('modules_level_idx').on(t.level, t.id),
    ...listIndexes('modules', t),
  ],
);
