import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant, reference, timestamps } from './columns';
import { companies } from './companies';
import { examSubjects } from './exam-subjects';

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
