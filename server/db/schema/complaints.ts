import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, listIndexes, searchText, timestamps } from './columns';
import { groups } from './groups';
import { sessions } from './sessions';

/**
 * The complaints register (/complaints, Qualiopi indicator 31): a complaint or difficulty as it was
 * received, what it is about, and the answer given. The group, session or trainer it is about may be
 * deleted later: the complaint stays, without the link. Kept until deleted by an administrator.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** learner, client, trainer, funder, other (COMPLAINT_SOURCES). */
    source: text('source').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    teacherId: uuid('teacher_id').references(() => staff.id, { onDelete: 'set null' }),
    answer: text('answer'),
    answeredOn: date('answered_on', { mode: 'string' }),
    /** open, answered, closed (COMPLAINT_STATUSES). */
    status: text('status').notNull().default('open'),
    recordedBy: uuid('recorded_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
    searchText: searchText('subject', 'from_name', 'description'),
  },
  (t) => [
    ...listIndexes('complaints', t),
    index('complaints_received_idx').on(t.receivedOn, t.id),
    index('complaints_group_idx').on(t.groupId),
    index('complaints_session_idx').on(t.sessionId),
    index('complaints_teacher_idx').on(t.teacherId),
    index('complaints_recorded_by_idx').on(t.recordedBy),
    check(
      'complaints_source_check',
      sql`${t.source} in ('learner', 'client', 'trainer', 'funder', 'other')`,
    ),
    check('complaints_status_check', sql`${t.status} in ('open', 'answered', 'closed')`),
    check(
      'complaints_answer_check',
      sql`${t.status} = 'open' or (${t.answer} is not null and ${t.answeredOn} is not null)`,
    ),
  ],
);
