import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { Answer } from '../../../domain/entities/test-attempt';
import { accessCodes } from './access-codes';
import { id, instant, reference, timestamps } from './columns';
import { companies } from './companies';
import { examSessions } from './exams';
import { groups } from './groups';
import { students } from './students';

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
