import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Answer } from '../../../domain/entities/test-attempt';
import { id, instant, listIndexes, reference, searchText, timestamps } from './columns';
import { groups } from './groups';
import { companies, students } from './people';
import { questionPools } from './questions';

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
  ],
);
