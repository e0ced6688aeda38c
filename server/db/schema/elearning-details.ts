import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, reference, timestamps } from './columns';
import { companies } from './companies';
import { groups } from './groups';

/** A block of the e-learning programme or evaluation: a title and its content lines. */
export interface ContentBlock {
  title: string;
  content: string[];
}
/** A block of the e-learning resources: a title and a file name. */
export interface FileBlock {
  title: string;
  filename: string;
}

/**
 * A group's e-learning details (/elearningdetails): one row per group. Hours are kept in minutes;
 * the three targets are percents.
 */
export const elearningDetails = pgTable(
  'elearning_details',
  {
    id: id(),
    groupId: reference('group_id', () => groups.id, 'cascade'),
    companyId: reference('company_id', () => companies.id, 'restrict'),
    semester: smallint('semester'),
    /** elearningDuration: e-learning hours planned. */
    elearningMinutes: integer('elearning_minutes').notNull().default(0),
    /** presentialHours. */
    presentialMinutes: integer('presential_minutes').notNull().default(0),
    /** elearningDurationTarget: the connection-time target, in hours on the API. */
    durationTargetMinutes: integer('duration_target_minutes').notNull().default(0),
    /** elearningTarget: quiz success percent (min 0, step 5). */
    elearningTarget: real('elearning_target').notNull().default(0),
    /** elearningAttempts: programme percent, 0..100 (step 5). */
    elearningAttempts: real('elearning_attempts').notNull().default(0),
    elearningOptions: jsonb('elearning_options')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    programme: jsonb('programme').$type<ContentBlock[]>().notNull().default([]),
    evaluations: jsonb('evaluations').$type<ContentBlock[]>().notNull().default([]),
    resourceBlocks: jsonb('resource_blocks').$type<FileBlock[]>().notNull().default([]),
    /** PUT /elearningdetails/notif/{id}: learners get e-learning reminders. */
    notify: boolean('notify').notNull().default(false),
    /**
     * The e-learning notifications' settings per kind (welcome, inactive, behind, ending, results):
     * each kind's switch and thresholds, as the elearning object of PUT /elearningdetails/notif/{id}.
     */
    notifySettings: jsonb('notify_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** POST /elearningdetails/exam/{id}: the exam that closes the e-learning (type and date). */
    exam: jsonb('exam').$type<Record<string, unknown> | null>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('elearning_details_group_key').on(t.groupId),
    index('elearning_details_company_idx').on(t.companyId),
    check(
      'elearning_details_minutes_check',
      sql`${t.elearningMinutes} >= 0 and ${t.presentialMinutes} >= 0 and ${t.durationTargetMinutes} >= 0`,
    ),
    check(
      'elearning_details_percent_check',
      sql`${t.elearningTarget} between 0 and 100 and ${t.elearningAttempts} between 0 and 100`,
    ),
    check('elearning_details_semester_check', sql`${t.semester} between 0 and 10`),
  ],
);
