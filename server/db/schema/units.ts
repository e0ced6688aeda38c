import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { modules } from './catalogue';
import { id, instant, listIndexes, reference, searchText, sortKey, timestamps } from './columns';
import { groups } from './groups';
import { orderedLinkTable } from './link-tables';
import { students } from './people';

/**
 * SCORM units (/units): one uploaded package. The zip is kept by the files adapter (packageKey);
 * its unpacked copy under DATA_DIR is a cache that is rebuilt from the zip when missing.
 */
export const units = pgTable(
  'units',
  {
    id: id(),
    /** The package's folder name, the {filename} of /unitViewer: [a-z0-9-], unique. */
    filename: text('filename').notNull(),
    title: text('title').notNull(),
    /** '1.2' or '2004'. */
    version: text('version').notNull(),
    /** The manifest's items: [{ id, title, launch, parameters? }] (domain/entities/unit.ts). */
    activities: jsonb('activities').$type<unknown[]>().notNull().default([]),
    /** Unpacked bytes and files. */
    size: bigint('size', { mode: 'number' }).notNull(),
    fileCount: integer('file_count').notNull(),
    packageKey: text('package_key').notNull(),
    packageSize: bigint('package_size', { mode: 'number' }).notNull(),
    searchText: searchText('title', 'filename'),
    ...timestamps,
  },
  (t) => [
    check('units_version_check', sql`${t.version} in ('1.2', '2004')`),
    uniqueIndex('units_filename_key').on(t.filename),
    index('units_title_idx').on(sortKey(t.title), t.id),
    ...listIndexes('units', t),
  ],
);

/** A module's units in order; a unit in a module cannot be deleted (409). */
export const moduleUnits = orderedLinkTable(
  'module_units',
  {
    moduleId: reference('module_id', () => modules.id, 'cascade'),
    unitId: reference('unit_id', () => units.id, 'restrict'),
  },
  {
    parent: 'moduleId',
    member: 'unitId',
    memberKey: 'module_units_module_unit_key',
    memberIndex: 'module_units_unit_idx',
  },
);

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

/**
 * Module tests sent by mail (POST /module/test/{id}): the link carries a random code, of which
 * only the SHA-256 is kept; groupId is the group the test was sent for, if any.
 */
export const moduleTests = pgTable(
  'module_tests',
  {
    id: id(),
    moduleId: reference('module_id', () => modules.id, 'cascade'),
    studentId: reference('student_id', () => students.id, 'cascade'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    sentBy: uuid('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    takenAt: instant('taken_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('module_tests_code_key').on(t.codeHash),
    index('module_tests_module_idx').on(t.moduleId, t.studentId),
  ],
);
