import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationContent } from '../../../domain/entities/notification';
import { staff } from './auth';
import { id, reference, timestamps } from './columns';

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

/** Who has read which intranet notification: a row per staff member and notification read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: reference('notification_id', () => notificationsIntra.id, 'cascade'),
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.staffId] }),
    // Deleting a staff member cascades here.
    index('notification_reads_staff_idx').on(t.staffId),
  ],
);
