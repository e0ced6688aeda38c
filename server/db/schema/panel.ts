import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdminData, Criteria, ExamConcerned } from '../../../domain/entities/company-panel';
import { semesters } from './catalogue';
import { archivedAt, id, instant, listIndexes, reference, searchText, timestamps } from './columns';
import { companies } from './people';
import { questionPools } from './question-pools';

/**
 * The company administration panel (spec section 7: /companyData): one row per client, created by
 * its first write. updatedAt is the panel's version: every write is guarded by it (409 when stale).
 * Pedagogic contacts are customers rows flagged `pedagogic` (they also appear in /customers).
 */
export const companyPanels = pgTable('company_panels', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Null until the administrative data is first saved. */
  adminData: jsonb('admin_data').$type<AdminData>(),
  /** adminData.type, kept as a column: locked once set, and read by the road map. */
  schoolType: text('school_type'),
  criteria: jsonb('criteria')
    .$type<Criteria>()
    .notNull()
    .default({ attendance: null, elearning: null, exam: null }),
  examConcerned: jsonb('exam_concerned')
    .$type<ExamConcerned>()
    .notNull()
    .default({ examType: null, semesters: [] }),
  ...timestamps,
});

/** A client's semester entry (spec section 3): hours in minutes; referents are customers ids. */
export const companySemesters = pgTable(
  'company_semesters',
  {
    id: id(),
    companyId: reference('company_id', () => companies.id, 'cascade'),
    /** A catalogue semester in use cannot be deleted (409 through rethrowReferenced). */
    semesterId: reference('semester_id', () => semesters.id, 'restrict'),
    elearningMinutes: integer('elearning_minutes').notNull().default(0),
    presentialGroups: integer('presential_groups').notNull().default(0),
    presentialMinutes: integer('presential_minutes').notNull().default(0),
    needFormer: boolean('need_former').notNull().default(false),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    referents: jsonb('referents').$type<string[]>().notNull().default([]),
    /** Set when PUT /company/nextsemester/{id} moves the client past this entry. */
    closedAt: instant('closed_at'),
    ...timestamps,
  },
  (t) => [
    check(
      'company_semesters_counts_check',
      sql`${t.elearningMinutes} >= 0 and ${t.presentialGroups} >= 0 and ${t.presentialMinutes} >= 0`,
    ),
    index('company_semesters_company_idx').on(t.companyId, t.beginDate),
    index('company_semesters_semester_idx').on(t.semesterId),
  ],
);

/**
 * The exam subject catalogue (/examsubject), by exam type and modality. A 'Quiz automatisé' subject
 * names the question pool its quiz draws from: the API requires it on every write (a subject seeded
 * before pools existed may lack one until edited); no other modality may name one (the check).
 */
export const examSubjects = pgTable(
  'exam_subjects',
  {
    id: id(),
    name: text('name').notNull(),
    examType: text('exam_type').notNull(),
    modality: text('modality').notNull(),
    poolId: uuid('pool_id').references(() => questionPools.id, { onDelete: 'restrict' }),
    archivedAt: archivedAt(),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check(
      'exam_subjects_pool_check',
      sql`${t.modality} = 'Quiz automatisé' or ${t.poolId} is null`,
    ),
    index('exam_subjects_type_idx').on(t.examType, t.modality, t.name),
    index('exam_subjects_pool_idx').on(t.poolId),
    ...listIndexes('exam_subjects', t),
  ],
);

/** A client's exam session (spec section 3, "exam option"). */
export const examSessions = pgTable(
  'exam_sessions',
  {
    id: id(),
    companyId: reference('company_id', () => companies.id, 'cascade'),
    semester: smallint('semester').notNull(),
    modality: text('modality').notNull(),
    ewCorrect: boolean('ew_correct').notNull().default(false),
    examSubjectId: uuid('exam_subject_id').references(() => examSubjects.id, {
      onDelete: 'restrict',
    }),
    examBegin: instant('exam_begin').notNull(),
    examEnd: instant('exam_end').notNull(),
    catchUpBegin: instant('catch_up_begin'),
    catchUpEnd: instant('catch_up_end'),
    /** Null until the exam is held (spec: status name null at creation). */
    statusName: text('status_name'),
    statusCreatedAt: instant('status_created_at').notNull().defaultNow(),
    statusUpdatedAt: instant('status_updated_at').notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check('exam_sessions_semester_check', sql`${t.semester} between 3 and 6`),
    index('exam_sessions_company_idx').on(t.companyId, t.examBegin),
    index('exam_sessions_subject_idx').on(t.examSubjectId, t.examBegin),
    // GET /exam over every client: its default sort, and the grades' due date (sort and late filter).
    index('exam_sessions_begin_idx').on(t.examBegin, t.id),
    index('exam_sessions_grades_idx').on(sql`coalesce(${t.catchUpEnd}, ${t.examEnd})`, t.id),
  ],
);
