import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Intranet notifications shown to staff; the menu badge counts the last 3 days. */
export const notificationsIntra = pgTable(
  'notifications_intra',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    ...timestamps,
  },
  (t) => [index('notifications_intra_created_idx').on(t.createdAt)],
);
