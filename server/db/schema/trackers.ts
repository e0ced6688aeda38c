import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, reference, timestamps } from './columns';
import { students } from './students';
import { units } from './units';

/** Who a tracker belongs to: a learner (studentId), or a staff member's preview (staffId). */
const trackerOwner = {
  studentId: uuid('student_id').references(() => students.id, { onDelete: 'cascade' }),
  staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
};

/**
 * The SCORM runtime data of one learner (or one staff preview) in one activity of a unit
 * (/unittrackers/user/{a}/{b}): the whole cmi for scorm-again's loadFromJSON, and the figures
 * read by module progress. Learner trackers keep their unit from deletion (restrict); the
 * unit's delete removes preview trackers first.
 */
export const unitTrackers = pgTable(
  'unit_trackers',
  {
    id: id(),
    ...trackerOwner,
    unitId: reference('unit_id', () => units.id, 'restrict'),
    activityId: text('activity_id').notNull(),
    cmi: jsonb('cmi').$type<Record<string, unknown>>().notNull().default({}),
    /** not attempted | incomplete | completed | passed | failed | browsed */
    status: text('status').notNull().default('not attempted'),
    /** Score in percent (0..100), when the package reports one. */
    score: real('score'),
    location: text('location'),
    /** Seconds accumulated over the sessions (cmi total time). */
    totalSeconds: integer('total_seconds').notNull().default(0),
    /** Incremented by each commit: a stale commit (lower sequence) changes nothing. */
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('unit_trackers_owner_check', sql`(${t.studentId} is null) <> (${t.staffId} is null)`),
    uniqueIndex('unit_trackers_student_key')
      .on(t.studentId, t.unitId, t.activityId)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('unit_trackers_staff_key')
      .on(t.staffId, t.unitId, t.activityId)
      .where(sql`${t.staffId} is not null`),
    index('unit_trackers_unit_idx').on(t.unitId),
  ],
);

/** Time spent in a unit per day (/idletracker/user/{a}/{b}): connection time against targets. */
export const idleTrackers = pgTable(
  'idle_trackers',
  {
    id: id(),
    ...trackerOwner,
    unitId: reference('unit_id', () => units.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('idle_trackers_owner_check', sql`(${t.studentId} is null) <> (${t.staffId} is null)`),
    check('idle_trackers_seconds_check', sql`${t.seconds} >= 0`),
    uniqueIndex('idle_trackers_student_key')
      .on(t.studentId, t.unitId, t.day)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('idle_trackers_staff_key')
      .on(t.staffId, t.unitId, t.day)
      .where(sql`${t.staffId} is not null`),
    index('idle_trackers_unit_idx').on(t.unitId),
  ],
);
