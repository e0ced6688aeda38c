import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, listIndexes, reference, searchText, timestamps } from './columns';
import { companies } from './companies';
import { examSessions } from './exams';
import { groups } from './groups';
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
