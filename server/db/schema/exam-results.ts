import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, real, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './auth';
import { reference, timestamps } from './columns';
import { examSessions } from './exams';
import { students } from './students';
import { testAttempts } from './test-attempts';

/**
 * An exam session's results (/examresult): per learner and skill a score out of 10 and a level
 * (0..6). Staff enter them for the modalities a person marks; an automatic quiz writes them when the
 * learner hands it in (attemptId). A learner's overall result is the mean of her skills.
 */
export const examResults = pgTable(
  'exam_results',
  {
    examSessionId: reference('exam_session_id', () => examSessions.id, 'cascade'),
    studentId: reference('student_id', () => students.id, 'cascade'),
    /** QUESTION_SKILLS: the grading skills and vocabulary. */
    skill: text('skill').notNull(),
    score: real('score').notNull(),
    level: smallint('level').notNull(),
    attemptId: uuid('attempt_id').references(() => testAttempts.id, { onDelete: 'set null' }),
    gradedBy: uuid('graded_by').references(() => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.examSessionId, t.studentId, t.skill] }),
    index('exam_results_student_idx').on(t.studentId),
    index('exam_results_attempt_idx').on(t.attemptId),
    check('exam_results_score_check', sql`${t.score} between 0 and 10`),
    check('exam_results_level_check', sql`${t.level} between 0 and 6`),
  ],
);
