import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredQuestion } from '../../../domain/entities/survey';
import type { Answers } from '../../../domain/rules/survey';
import { staff } from './auth';
import { id, instant, reference, timestamps } from './columns';
import { customers } from './customers';
import { groups } from './groups';
import { students } from './students';

const KINDS = sql.raw(
  "('learner_end', 'learner_after', 'client_end', 'client_yearly', 'trainer_end', 'funder_yearly')",
);

/**
 * The satisfaction questionnaires (/surveys, Qualiopi indicator 30): one kind each (who is asked
 * and when), at most one active a kind (the partial unique index), questions as jsonb
 * (domain/entities/survey.ts validates them).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surveys_active_kind_key').on(t.kind).where(sql`${t.active}`),
    index('surveys_created_idx').on(t.createdAt, t.id),
    check('surveys_kind_check', sql`${t.kind} in ${KINDS}`),
  ],
);

/**
 * One recipient's survey of one occasion: a kind, its group (the end-of-training kinds) or its civil
 * year (the yearly ones), and its recipient, a learner, a client contact, a trainer or a funder's
 * address (the kind says which; the check keeps them together). The unique key, nulls not distinct, makes it created
 * once whichever server's pass comes first. The link's token is HMAC(app secret, nonce), as
 * agreement_signatures': the row keeps the nonce and the token's hash (both hidden in the audit
 * trail), never the token. The answers are kept once (answered_at set with them).
 */
export const surveyRequests = pgTable(
  'survey_requests',
  {
    id: id(),
    kind: text('kind').notNull(),
    surveyId: reference('survey_id', () => surveys.id, 'restrict'),
    /** The group of an end-of-training kind; null for a yearly one. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The civil year a yearly kind asks about; null for the others. */
    year: integer('year'),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** A funder's contact (lower case), from the funding plans: a funder is no record of its own. */
    email: text('email'),
    /** The mail's and the page's language. */
    lang: text('lang').notNull(),
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** When its mail went (null: queued), and how many reminders went since (two at most). */
    sentAt: instant('sent_at'),
    reminders: integer('reminders').notNull().default(0),
    remindedAt: instant('reminded_at'),
    expiresAt: instant('expires_at').notNull(),
    answeredAt: instant('answered_at'),
    answers: jsonb('answers').$type<Answers>(),
    ...timestamps,
  },
  (t) => [
    unique('survey_requests_occasion_key')
      .on(t.kind, t.groupId, t.year, t.studentId, t.customerId, t.staffId, t.email)
      .nullsNotDistinct(),
    index('survey_requests_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
    index('survey_requests_staff_idx').on(t.staffId).where(sql`${t.staffId} is not null`),
    index('survey_requests_group_idx').on(t.groupId),
    index('survey_requests_survey_idx').on(t.surveyId),
    index('survey_requests_open_idx').on(t.sentAt).where(sql`${t.answeredAt} is null`),
    check('survey_requests_kind_check', sql`${t.kind} in ${KINDS}`),
    check('survey_requests_reminders_check', sql`${t.reminders} between 0 and 2`),
    check(
      'survey_requests_recipient_check',
      sql`num_nonnulls(${t.studentId}, ${t.customerId}, ${t.staffId}, ${t.email}) = 1 and
        case when ${t.kind} like 'learner_%' then ${t.studentId} is not null
        when ${t.kind} like 'client_%' then ${t.customerId} is not null
        when ${t.kind} = 'trainer_end' then ${t.staffId} is not null
        else ${t.email} is not null end`,
    ),
    check(
      'survey_requests_occasion_check',
      sql`case when ${t.kind} like '%_yearly' then ${t.groupId} is null and ${t.year} is not null
        else ${t.groupId} is not null and ${t.year} is null end`,
    ),
    check('survey_requests_answers_check', sql`(${t.answeredAt} is null) = (${t.answers} is null)`),
  ],
);
