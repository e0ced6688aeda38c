import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * Makes an event's notification idempotent: a check that runs on every API server (late grades,
     * a missing signature) adds it once. Null for events that happen once by nature.
     */
    key: text('key'),
    ...timestamps,
  },
  (t) => [
    index('notifications_intra_created_idx').on(t.createdAt),
    uniqueIndex('notifications_intra_key_key').on(t.key),
  ],
);

/**
 * Who a notification is for (the staff it concerns: a Teacher only about her groups and sessions),
 * and when each of them read it: a row per recipient, read_at null while unread.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: reference('notification_id', () => notificationsIntra.id, 'cascade'),
    staffId: reference('staff_id', () => staff.id, 'cascade'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.notificationId] }),
    index('notification_recipients_notification_idx').on(t.notificationId),
  ],
);
