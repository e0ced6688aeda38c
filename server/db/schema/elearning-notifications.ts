import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, instant, reference, timestamps } from './columns';
import { groups } from './groups';
import { students } from './students';

/**
 * The e-learning notifications' templates (/notifications), per kind and language (fr, en, de),
 * with placeholders such as {{learner}}; a kind without a row here is sent with its default text
 * from locales/.
 */
export const elearningTemplates = pgTable(
  'elearning_templates',
  {
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.kind, t.language] })],
);

/**
 * The sending log of the e-learning notifications: who, what, when and the delivery result. `key`
 * (kind, group, learner and period) makes each message go once, whichever API server finds it due.
 */
export const elearningNotifications = pgTable(
  'elearning_notifications',
  {
    id: id(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    groupId: reference('group_id', () => groups.id, 'cascade'),
    studentId: reference('student_id', () => students.id, 'cascade'),
    email: text('email').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    jobId: uuid('job_id'),
    sentAt: instant('sent_at'),
    ...timestamps,
  },
  (t) => [
    index('elearning_notifications_created_idx').on(t.createdAt, t.id),
    index('elearning_notifications_group_idx').on(t.groupId),
    index('elearning_notifications_student_idx').on(t.studentId),
    check('elearning_notifications_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
