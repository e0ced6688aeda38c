import {
  type NotificationContent,
  NotificationContentSchema,
} from '../../../domain/entities/notification';
import type { Database } from '../../db/connect';
import { notificationsIntra } from '../../db/schema';

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
