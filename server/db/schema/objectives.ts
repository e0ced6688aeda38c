import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, sortKey, timestamps } from './columns';

/** Known objectives (GET /objectives suggests them): one row per name, whatever its case or accents. */
export const objectives = pgTable(
  'objectives',
  {
    id: id(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('objectives_name_key').on(sortKey(t.name))],
);
