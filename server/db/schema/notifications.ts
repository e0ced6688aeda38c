import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationContent } from '../../../domain/entities/notification';
import { id, timestamps } from './columns';

/**
 * Intranet notifications shown to staff, stored as a kind and its parameters so that each reader
 * sees them in their own language; the menu badge counts the last 3 days.
 */
export const notificationsIntra = pgTable(
  'notifications_intra',
  {
    id: id(),
    kind: text('kind').$type<NotificationContent['kind']>().notNull(),
    params: jsonb('params')
      .$type<NotificationContent['params']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    link: text('link'),
    ...timestamps,
  },
  (t) => [index('notifications_intra_created_idx').on(t.createdAt)],
);
