import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, listIndexes, searchText, timestamps } from './columns';
import { complaints } from './complaints';
import { surveys } from './surveys';

/**
 * The improvement actions register (/improvements, Qualiopi indicator 32): where each came from, what
 * it is, who owns it, when it is due, how it goes and what came of it. A complaint with actions
 * cannot be deleted (restrict): the action's origin is evidence. One from a survey may name its
 * questionnaire, whose results then link to it; a questionnaire deleted leaves the action, unlinked.
 */
export const improvements = pgTable(
  'improvements',
  {
    id: id(),
    /** complaint, survey, audit, idea (IMPROVEMENT_ORIGINS). */
    origin: text('origin').notNull(),
    complaintId: uuid('complaint_id').references(() => complaints.id, { onDelete: 'restrict' }),
    /** The questionnaire an action from a survey came from (origin survey only). */
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerId: uuid('owner_id').references(() => staff.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    /** planned, in_progress, done, abandoned (IMPROVEMENT_STATUSES). */
    status: text('status').notNull().default('planned'),
    result: text('result'),
    /** The day it became done or abandoned; null while it is open. */
    closedOn: date('closed_on', { mode: 'string' }),
    ...timestamps,
    searchText: searchText('title', 'description'),
  },
  (t) => [
    ...listIndexes('improvements', t),
    index('improvements_complaint_idx').on(t.complaintId),
    index('improvements_survey_idx').on(t.surveyId),
    index('improvements_owner_idx').on(t.ownerId),
    index('improvements_due_idx').on(t.dueOn, t.id),
    check(
      'improvements_origin_check',
      sql`${t.origin} in ('complaint', 'survey', 'audit', 'idea')`,
    ),
    check(
      'improvements_status_check',
      sql`${t.status} in ('planned', 'in_progress', 'done', 'abandoned')`,
    ),
    check(
      'improvements_complaint_check',
      sql`(${t.origin} = 'complaint') = (${t.complaintId} is not null)`,
    ),
    check('improvements_survey_check', sql`${t.origin} = 'survey' or ${t.surveyId} is null`),
  ],
);
