import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, reference, timestamps } from './columns';
import { languages } from './reference';

/** Skills content (spec section 3, "Content item"): titles at a level and language ... */
export const contentTitles = pgTable(
  'content_titles',
  {
    id: id(),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    languageId: uuid('language_id').references(() => languages.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    check('content_titles_level_check', sql`${t.level} between 0 and 6`),
    index('content_titles_level_idx').on(t.level, t.languageId, t.title),
  ],
);

/** ... and under each title its items: a label, type 2 (operational) or 3 (linguistic), a level. */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    titleId: reference('title_id', () => contentTitles.id, 'cascade'),
    content: text('content').notNull(),
    type: smallint('type').notNull(),
    level: smallint('level').notNull(),
    ...timestamps,
  },
  (t) => [
    check('content_items_type_check', sql`${t.type} in (2, 3)`),
    check('content_items_level_check', sql`${t.level} between 0 and 6`),
    index('content_items_title_idx').on(t.titleId, t.type),
  ],
);
