import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { id, listIndexes, reference, searchText, sortKey, timestamps } from './columns';
import { companies } from './companies';
import { contentItems } from './contents';
import { courses } from './courses';
import { resources } from './learning-resources';
import { linkTable } from './link-tables';
import { objectives } from './objectives';
import { languages } from './reference';
import { students } from './students';

/**
 * Groups (spec section 3, "Group"): a client's course plan. Durations are kept in minutes
 * (DESIGN.md: hours x 60); the API speaks hours.
 */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    companyId: reference('company_id', () => companies.id, 'restrict'),
    name: text('name').notNull(),
    /** EW, MW, Coaching (domain/entities/group.ts GROUP_TYPES). */
    type: text('type').notNull(),
    /** A0..C2 as 0..6. */
    level: smallint('level').notNull(),
    languageId: reference('language_id', () => languages.id, 'restrict'),
    /** Training types (TRAINING_TYPES), each once. */
    typeoftraining: jsonb('typeoftraining').$type<string[]>().notNull().default([]),
    /** professional, general, profandgen; null when not chosen. */
    typeoflanguage: text('typeoflanguage'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    beginDate: date('begin_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    atCompany: boolean('at_company').notNull().default(false),
    middleTest: boolean('middle_test').notNull().default(false),
    endTest: boolean('end_test').notNull().default(false),
    /** toeic, linguageneral, linguabusiness; null when no exam. */
    typeofexam: text('typeofexam'),
    /** 0..10, or null (the form's empty choice). */
    semester: smallint('semester'),
    writerComment: text('writer_comment').notNull().default(''),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check('groups_level_check', sql`${t.level} between 0 and 6`),
    check('groups_semester_check', sql`${t.semester} between 0 and 10`),
    check('groups_duration_check', sql`${t.durationMinutes} >= 0`),
    check(
      'groups_dates_check',
      sql`${t.beginDate} is null or ${t.endDate} is null or ${t.beginDate} <= ${t.endDate}`,
    ),
    index('groups_company_idx').on(t.companyId, sortKey(t.name), t.id),
    index('groups_name_idx').on(sortKey(t.name), t.id),
    index('groups_begin_idx').on(t.beginDate, t.id),
    ...listIndexes('groups', t),
  ],
);

/** The trainers of a group (idTeachers): staff rows of type 3. A Teacher's "own" scope reads this. */
export const groupTeachers = pgTable(
  'group_teachers',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    staffId: reference('staff_id', () => staff.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.staffId] }),
    index('group_teachers_staff_idx').on(t.staffId, t.groupId),
  ],
);

/**
 * The learners of a group (listIdUsers), with their place in it: individual hours planned and the
 * trainer's comment (PUT /group/user/{groupId}/{userId}; the training follow-up reads both).
 */
export const groupStudents = pgTable(
  'group_students',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    studentId: reference('student_id', () => students.id, 'restrict'),
    /** Hours planned for this learner, in minutes; null: the group's duration. */
    plannedMinutes: integer('planned_minutes'),
    comment: text('comment').notNull().default(''),
    /**
     * Her status in the action, which the funding plan gives (LEARNER_STATUSES of
     * domain/entities/group-funding.ts): employee, job_seeker, …; null: not given.
     */
    status: text('status'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    index('group_students_student_idx').on(t.studentId, t.groupId),
    check('group_students_planned_check', sql`${t.plannedMinutes} >= 0`),
    check(
      'group_students_status_check',
      sql`${t.status} in ('employee', 'job_seeker', 'self_employed', 'individual', 'student', 'other')`,
    ),
  ],
);

/** The courses a group follows, in order; listModules is the course's modules (course_modules). */
export const groupCourses = linkTable(
  'group_courses',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    courseId: reference('course_id', () => courses.id, 'restrict'),
    position: integer('position').notNull(),
  },
  { parent: 'groupId', member: 'courseId', memberIndex: 'group_courses_course_idx' },
);

/** A group's objectives ({name} list), in order. */
export const groupObjectives = linkTable(
  'group_objectives',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    objectiveId: reference('objective_id', () => objectives.id, 'restrict'),
    position: integer('position').notNull(),
  },
  { parent: 'groupId', member: 'objectiveId', memberIndex: 'group_objectives_objective_idx' },
);

/** Objectives a learner has reached in a group (training follow-up). */
export const groupObjectivesReached = pgTable(
  'group_objectives_reached',
  {
    groupId: uuid('group_id').notNull(),
    studentId: uuid('student_id').notNull(),
    objectiveId: uuid('objective_id').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId, t.objectiveId] }),
    // Leaving the group, or the objective leaving the group, takes the mark with it.
    foreignKey({
      name: 'group_objectives_reached_student_fk',
      columns: [t.groupId, t.studentId],
      foreignColumns: [groupStudents.groupId, groupStudents.studentId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_objectives_reached_objective_fk',
      columns: [t.groupId, t.objectiveId],
      foreignColumns: [groupObjectives.groupId, groupObjectives.objectiveId],
    }).onDelete('cascade'),
  ],
);

/** A group's resources from the catalogue, each suggested or not. */
export const groupResources = linkTable(
  'group_resources',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    resourceId: reference('resource_id', () => resources.id, 'restrict'),
    suggested: boolean('suggested').notNull().default(false),
    position: integer('position').notNull(),
  },
  { parent: 'groupId', member: 'resourceId', memberIndex: 'group_resources_resource_idx' },
);

/** formationContent: the skills (content items) chosen for the group in the Content tab. */
export const groupContents = linkTable(
  'group_contents',
  {
    groupId: reference('group_id', () => groups.id, 'cascade'),
    contentItemId: reference('content_item_id', () => contentItems.id, 'restrict'),
  },
  { parent: 'groupId', member: 'contentItemId', memberIndex: 'group_contents_item_idx' },
);

/**
 * The grading of a group (groupnotation): a score 0..10 per learner, test (middle or end) and skill,
 * with a comment. The level comes from the score (spec section 9). Grades keep the learner in the
 * group and the group from deletion (409).
 */
export const groupGrades = pgTable(
  'group_grades',
  {
    groupId: uuid('group_id').notNull(),
    studentId: uuid('student_id').notNull(),
    /** middle or end (domain/entities/group.ts GRADE_TESTS). */
    test: text('test').notNull(),
    /** listening, reading, speaking, writing, grammar (GRADE_SKILLS). */
    skill: text('skill').notNull(),
    score: real('score').notNull(),
    comment: text('comment').notNull().default(''),
    gradedBy: uuid('graded_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId, t.test, t.skill] }),
    // A graded learner stays in the group, and a graded group stays (409 on removal or deletion).
    foreignKey({
      name: 'group_grades_member_fk',
      columns: [t.groupId, t.studentId],
      foreignColumns: [groupStudents.groupId, groupStudents.studentId],
    }).onDelete('restrict'),
    index('group_grades_student_idx').on(t.studentId),
    check('group_grades_score_check', sql`${t.score} between 0 and 10`),
  ],
);
