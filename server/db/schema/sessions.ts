import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecurrenceRow } from '../../../domain/rules/session';
import { staff } from './auth';
import { id, instant, reference, timestamps } from './columns';
import { companies } from './companies';
import { groups } from './groups';
import { linkTable } from './link-tables';
import { languages } from './reference';
import { students } from './students';

/**
 * Training sessions of the agenda (spec section 3, "Session"): one row per occurrence. The
 * occurrences of a recurrent session share `series_id` and keep the rows they were expanded from
 * (`data_time`) in their IANA zone, so each moves, is cancelled and takes attendance alone.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    seriesId: uuid('series_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    objectives: text('objectives').notNull().default(''),
    resources: text('resources').notNull().default(''),
    /** Group-visio, Group, One-to-one-visio, One-to-one (domain/rules/session.ts SESSION_TYPES). */
    type: text('type').notNull(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
    slots: integer('slots').notNull(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    isOpen: boolean('is_open').notNull().default(false),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    recurrent: boolean('recurrent').notNull().default(false),
    dataTime: jsonb('data_time').$type<RecurrenceRow[]>(),
    joinUrl: text('join_url'),
    startUrl: text('start_url'),
    meetingId: text('meeting_id'),
    /** When the attendance sheet was created (spec section 8): from then on the registrants are locked. */
    appointmentAt: instant('appointment_at'),
    ...timestamps,
  },
  (t) => [
    // The calendar reads the sessions overlapping a range: by start, bounded by the longest session.
    index('sessions_start_idx').on(t.start, t.id),
    index('sessions_teacher_idx').on(t.teacherId, t.start),
    index('sessions_series_idx').on(t.seriesId, t.start),
    index('sessions_company_idx').on(t.companyId),
    index('sessions_language_idx').on(t.languageId),
    check('sessions_end_check', sql`${t.end} > ${t.start}`),
    check('sessions_slots_check', sql`${t.slots} >= 0`),
  ],
);

/** The learners registered to a session, with their attendance status (null until taken). */
export const sessionRegistrants = pgTable(
  'session_registrants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    /** present, absent, late. */
    status: text('status'),
    /** A late learner's arrival (the attendance sheet). */
    arrivedAt: instant('arrived_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId] }),
    index('session_registrants_student_idx').on(t.studentId),
  ],
);

/**
 * A registrant's attendance in one half-day of the session (domain/rules/attendance.ts): present,
 * absent, late (arrival), left early (departure) or a justified absence (with its document in the
 * files adapter). session_registrants.status is the spec's summary of these rows.
 */
export const slotAttendance = pgTable(
  'slot_attendance',
  {
    sessionId: uuid('session_id').notNull(),
    studentId: uuid('student_id').notNull(),
    /** The half-day's index in the session (0: the first). */
    slot: integer('slot').notNull(),
    /** present, absent, late, leftEarly, excused. */
    status: text('status').notNull(),
    /** The arrival (late) or the departure (left early). */
    at: instant('at'),
    /** The minutes attended, which the follow-up adds up. */
    minutes: integer('minutes').notNull(),
    /** A justified absence's document. */
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    /** Who marked it last. */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.studentId, t.slot] }),
    foreignKey({
      columns: [t.sessionId, t.studentId],
      foreignColumns: [sessionRegistrants.sessionId, sessionRegistrants.studentId],
      name: 'slot_attendance_registrant_fk',
    }).onDelete('cascade'),
    check(
      'slot_attendance_status_check',
      sql`${t.status} in ('present', 'absent', 'late', 'leftEarly', 'excused')`,
    ),
    check('slot_attendance_minutes_check', sql`${t.minutes} >= 0 and ${t.slot} >= 0`),
  ],
);

/** The groups a session is for (free registration off): a group with sessions cannot be deleted. */
export const sessionGroups = linkTable(
  'session_groups',
  {
    sessionId: reference('session_id', () => sessions.id, 'cascade'),
    groupId: reference('group_id', () => groups.id, 'restrict'),
  },
  { parent: 'sessionId', member: 'groupId', memberIndex: 'session_groups_group_idx' },
);

/** Staff comments on a session (spec section 3): never shown to learners, in a feed, a mail or an export. */
export const sessionComments = pgTable(
  'session_comments',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Null once its author's account is deleted: the comment stays. */
    authorId: uuid('author_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [index('session_comments_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * A trainer's private calendar feed (iCal): the SHA-256 of its random token, never the token. A new
 * one replaces the old, which stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ...timestamps,
});
