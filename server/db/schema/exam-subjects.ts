import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, id, listIndexes, searchText, timestamps } from './columns';
import { questionPools } from './question-pools';

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
