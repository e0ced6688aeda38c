import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Answer } from '../../../domain/entities/test-attempt';
import { staff } from './auth';
import { id, instant, listIndexes, reference, searchText, timestamps } from './columns';
import { groups } from './groups';
import { examSessions } from './panel';
import { companies, students } from './people';
import { questionPools } from './question-pools';

/**
 * Access codes (/code): a code opens its pool's test for its client (and group) between validFrom
 * and validUntil, at most maxUses times. A pool in use is kept (restrict); a client's codes go with it.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: id(),
    code: text('code').notNull(),
    poolId: reference('pool_id', () => questionPools.id, 'restrict'),
    /**
     * An automatic quiz's exam session ('Quiz automatisé'): the code opens that session's quiz, drawn
     * from the pool with quizLevel and quizCount (GET /exam/quizmaker) instead of the pool's rules.
     */
    examSessionId: uuid('exam_session_id').references(() => examSessions.id, {
      onDelete: 'cascade',
    }),
    /** A0..C2 as 0..6: the level of an exam quiz's questions. */
    quizLevel: smallint('quiz_level'),
    /** Questions per skill of an exam quiz. */
    quizCount: smallint('quiz_count'),
    companyId: reference('company_id', () => companies.id, 'cascade'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    searchText: searchText('code'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('access_codes_code_key').on(t.code),
    index('access_codes_pool_idx').on(t.poolId),
    index('access_codes_company_idx').on(t.companyId, t.id),
    check('access_codes_uses_check', sql`${t.uses} between 0 and ${t.maxUses}`),
    check(
      'access_codes_quiz_check',
      sql`(${t.examSessionId} is null and ${t.quizLevel} is null and ${t.quizCount} is null) or (${t.examSessionId} is not null and ${t.quizLevel} between 0 and 6 and ${t.quizCount} between 1 and 50)`,
    ),
    index('access_codes_exam_idx').on(t.examSessionId),
    ...listIndexes('access_codes', t),
  ],
);

/** A question as it was when the attempt drew it: what the learner saw and what grades it. */
export interface FrozenQuestion {
  questionId: string;
  version: number;
  type: 'single' | 'multiple' | 'gap' | 'free';
  skill: string;
  level: number;
  prompt: string;
  /** In the attempt's order. */
  choices: { id: string; text: string; correct: boolean }[];
  gaps: { answers: string[] }[];
  /** The question's audio or image when drawn (its file is kept while an attempt names it). */
  media?: { key: string; kind: 'audio' | 'image'; contentType: string };
}

/**
 * A test taken with a code: who took it, the questions drawn and frozen, the answers saved as they
 * come, and at the end the marks, score and level. Only the SHA-256 of the browser's token is kept.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: id(),
    codeId: uuid('code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    companyId: reference('company_id', () => companies.id, 'cascade'),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** The exam session of an automatic quiz: handing it in writes the learner's exam results. */
    examSessionId: uuid('exam_session_id').references(() => examSessions.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    answers: jsonb('answers').$type<(Answer | null)[]>().notNull(),
    marks: jsonb('marks').$type<(number | null)[]>(),
    score: real('score'),
    level: smallint('level'),
    pending: integer('pending'),
    /** When the pool's time limit runs out (null: no limit); answers later than that are refused. */
    deadline: instant('deadline'),
    finishedAt: instant('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('test_attempts_company_idx').on(t.companyId, t.createdAt),
    index('test_attempts_student_idx').on(t.studentId),
    index('test_attempts_code_idx').on(t.codeId),
    index('test_attempts_exam_idx').on(t.examSessionId),
    // The placement results list's first page, by its default sort and by hand-in time.
    index('test_attempts_created_idx').on(t.createdAt, t.id),
    index('test_attempts_finished_idx').on(t.finishedAt, t.id),
    // The job that hands in attempts whose time ran out reads the open ones by deadline.
    index('test_attempts_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.finishedAt} is null and ${t.deadline} is not null`),
  ],
);

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
