import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PoolRule } from '../../../domain/entities/question-pool';
import { id, listIndexes, reference, searchText, timestamps } from './columns';
import { languages } from './reference';

/**
 * Question pools (/qpool): named draw rules over the bank of one language ("4 questions per level
 * from A1 to C1, per skill"). `size` is what a draw gives when the bank holds enough, kept with the
 * rules it follows from.
 */
export const questionPools = pgTable(
  'question_pools',
  {
    id: id(),
    name: text('name').notNull(),
    languageId: reference('language_id', () => languages.id, 'restrict'),
    rules: jsonb('rules').$type<PoolRule[]>().notNull(),
    size: integer('size').notNull(),
    /** Minutes a learner has once she starts; null: no limit. */
    timeLimit: integer('time_limit'),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check('question_pools_time_limit_check', sql`${t.timeLimit} between 1 and 240`),
    ...listIndexes('question_pools', t),
  ],
);
