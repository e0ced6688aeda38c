import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
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

/**
 * The recipient rows of notifications, in one statement whatever their number: each audience's
 * roles, groups (their Teachers) and named staff joined to the staff table, then only the staff
 * who are active and not archived, each once per notification.
 */
function insertRecipients(kept: { id: string; audience: Audience }[]): SQL {
  const audiences = JSON.stringify(
    kept.map(({ id, audience: { roles = ADMINS, groupIds = [], staffIds = [] } }) => ({
      id,
      roles,
      group_ids: groupIds,
      staff_ids: staffIds,
    })),
  );
  return sql`
    with a as (
      select * from jsonb_to_recordset(${audiences}::jsonb)
        as a(id uuid, roles smallint[], group_ids uuid[], staff_ids uuid[])
    ),
    named as (
      select a.id, s.id as staff_id from a cross join lateral unnest(a.roles) r(type)
        join ${staff} s on s.type = r.type
      union
      select a.id, t.staff_id from a cross join lateral unnest(a.group_ids) g(id)
        join ${groupTeachers} t on t.group_id = g.id
      union
      select a.id, n.id from a cross join lateral unnest(a.staff_ids) n(id)
    )
    insert into ${notificationRecipients} (notification_id, staff_id, read_at)
    select named.id, s.id, null from named join ${staff} s on s.id = named.staff_id
    where s.archived_at is null and s.status = 'active'`;
}

/**
 * Brings the planner's statistics of the notification tables up to date. A first pass that raises
 * tens of thousands into tables that were empty needs it after its first batch: PostgreSQL keeps,
 * per connection, the plan of the recipients' foreign key check made while the table was empty (a
 * scan of the whole table), and each row then reads every notification written before it
 * (docs/bench.md: the at-risk pass).
 */
export const analyzeNotifications = (db: Database) =>
  db.execute(sql`analyze ${notificationsIntra}, ${notificationRecipients}`);

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
    await db.execute(
      insertRecipients(
        batch
          .filter((b) => kept.has(b.row.id))
          .map((b) => ({ id: b.row.id, audience: b.audience })),
      ),
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
