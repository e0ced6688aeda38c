import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  type NotificationContent,
  NotificationContentSchema,
} from '../../../domain/entities/notification';
import { ROLES, type Role } from '../../../domain/permissions';
import type { Database } from '../../db/connect';
import { groupTeachers, notificationRecipients, notificationsIntra, staff } from '../../db/schema';

/**
 * The staff a notification concerns. The roles given receive it all (by default the Super
 * Administrators and Admins); a Teacher receives it only about her groups (groupIds) or when she
 * is named (staffIds: a session's trainer, who started an import). Archived and pending staff never.
 */
export interface Audience {
  roles?: readonly Role[];
  groupIds?: readonly string[];
  staffIds?: readonly string[];
}

export interface NewNotification {
  content: NotificationContent;
  link?: string | null;
  createdAt?: Date;
  /** Who receives it; the Super Administrators and Admins when omitted. */
  audience?: Audience;
  /** Added once: a second notification with the same key is ignored (checks run on every server). */
  key?: string;
}

const ADMINS: readonly Role[] = [ROLES.superAdmin, ROLES.admin];

/** The staff members an audience names, as a condition on the staff table. */
function audienceCondition({ roles = ADMINS, groupIds = [], staffIds = [] }: Audience): SQL {
  const teachers = groupIds.length
    ? inArray(
        staff.id,
        sql`(select ${groupTeachers.staffId} from ${groupTeachers} where ${inArray(groupTeachers.groupId, [...groupIds])})`,
      )
    : undefined;
  const named = staffIds.length ? inArray(staff.id, [...staffIds]) : undefined;
  const byRole = roles.length ? inArray(staff.type, [...roles]) : undefined;
  return and(
    isNull(staff.archivedAt),
    eq(staff.status, 'active'),
    or(byRole, teachers, named) ?? sql`false`,
  ) as SQL;
}

/** Notifications written per statement: a pass that raises thousands writes them in a few. */
const BATCH = 200;

/**
 * Stores intranet notifications as kinds and parameters, each checked against its kind's schema,
 * with a recipient row for each staff member of its audience. Answers how many were added (a keyed
 * one already there is not added again). Two statements per BATCH notifications: their rows, then
 * the recipients of those that were added.
 */
export async function addNotifications(db: Database, items: NewNotification[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items
      .slice(i, i + BATCH)
      .map(({ content, link, createdAt, audience = {}, key }) => {
        const { kind, params } = NotificationContentSchema.parse(content);
        const row = { id: randomUUID(), kind, params, link: link ?? null, key: key ?? null };
        return { row: createdAt ? { ...row, createdAt } : row, audience };
      });
    const rows = await db
      .insert(notificationsIntra)
      .values(batch.map((b) => b.row))
      .onConflictDoNothing({ target: notificationsIntra.key })
      .returning({ id: notificationsIntra.id });
    if (rows.length === 0) continue;
    added += rows.length;
    const kept = new Set(rows.map((r) => r.id));
    const audiences = batch
      .filter((b) => kept.has(b.row.id))
      .map(
        (b) =>
          sql`select ${b.row.id}::uuid, ${staff.id}, null::timestamptz from ${staff} where ${audienceCondition(b.audience)}`,
      );
    await db.execute(
      sql`insert into ${notificationRecipients} (notification_id, staff_id, read_at) ${sql.join(audiences, sql` union all `)}`,
    );
  }
  return added;
}

/** The notification rows of the query that are for that staff member (a join on her recipient row). */
export const forRecipient = (staffId: string) =>
  and(
    eq(notificationRecipients.notificationId, notificationsIntra.id),
    eq(notificationRecipients.staffId, staffId),
  );

/** True when the recipient row joined (forRecipient) says she has read it. */
export const isRead = sql<boolean>`${notificationRecipients.readAt} is not null`;

/** Marks one notification read for its recipient; idempotent, false when it is not hers. */
export async function markRead(db: Database, notificationId: string, staffId: string) {
  const rows = await db
    .update(notificationRecipients)
    .set({ readAt: sql`coalesce(${notificationRecipients.readAt}, now())` })
    .where(
      and(
        eq(notificationRecipients.notificationId, notificationId),
        eq(notificationRecipients.staffId, staffId),
      ),
    )
    .returning({ id: notificationRecipients.notificationId });
  return rows.length > 0;
}

/** Marks every notification read for a staff member; answers how many were unread before. */
export async function markAllRead(db: Database, staffId: string): Promise<number> {
  const rows = await db
    .update(notificationRecipients)
    .set({ readAt: sql`now()` })
    .where(and(eq(notificationRecipients.staffId, staffId), isNull(notificationRecipients.readAt)))
    .returning({ id: notificationRecipients.notificationId });
  return rows.length;
}
