import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const languages = pgTable(
  'languages',
  {
    id: id(),
    name: text('name').notNull(),
    /** Country code of the flag; NN means none. */
    initial: text('initial').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('languages_name_key').on(t.name)],
);

export const countries = pgTable(
  'countries',
  {
    id: id(),
    /** ISO 3166-1 alpha-2. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code), index('countries_name_idx').on(t.name)],
);
