import { eq, sql } from 'drizzle-orm';
import {
  type NotificationContent,
  NotificationContentSchema,
} from '../../../domain/entities/notification';
import type { Database } from '../../db/connect';
import { notificationReads, notificationsIntra } from '../../db/schema';

export interface NewNotification {
  content: NotificationContent;
  link?: string | null;
  createdAt?: Date;
}

/** Stores intranet notifications as kinds and parameters, each checked against its kind's schema. */
export async function addNotifications(db: Database, items: NewNotification[]) {
  if (items.length === 0) return;
  await db.insert(notificationsIntra).values(
    items.map(({ content, link, createdAt }) => {
      const { kind, params } = NotificationContentSchema.parse(content);
      return { kind, params, link: link ?? null, createdAt };
    }),
  );
}

/** True when that staff member has read the notification row of the query (a correlated EXISTS). */
export const readBy = (staffId: string) =>
  sql<boolean>`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notificationsIntra.id} and ${notificationReads.staffId} = ${staffId})`;

/** Marks one notification read for a staff member; idempotent, false when there is no such notification. */
export async function markRead(db: Database, notificationId: string, staffId: string) {
  const [found] = await db
    .select({ id: notificationsIntra.id })
    .from(notificationsIntra)
    .where(eq(notificationsIntra.id, notificationId))
    .limit(1);
  if (!found) return false;
  await db.insert(notificationReads).values({ notificationId, staffId }).onConflictDoNothing();
  return true;
}

/** Marks every notification read for a staff member; answers how many were unread before. */
export async function markAllRead(db: Database, staffId: string): Promise<number> {
  const rows = await db
    .insert(notificationReads)
    .select(
      db
        .select({
          notificationId: notificationsIntra.id,
          staffId: sql<string>`${staffId}::uuid`.as('staff_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(notificationsIntra),
    )
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return rows.length;
}
