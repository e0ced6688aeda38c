import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { QuestionMedia } from '../../../domain/entities/question';
import { QUESTION_SKILLS, QUESTION_TYPES } from '../../../domain/entities/question-constants';
import { archivedAt, id, listIndexes, reference, searchText, timestamps } from './columns';
import { languages } from './reference';

const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The question bank (/question): a prompt (sanitised HTML, and its plain text for the search), the
 * choices or gaps with their answer key, the grading notes of a free-text question, and a version
 * that grows when the content changes. A language in use is kept (restrict).
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    /** single | multiple | gap | free (domain/entities/question-constants.ts). */
    type: text('type').notNull(),
    skill: text('skill').notNull(),
    /** A0..C2 as 0..6. */
    level: smallint('level').notNull(),
    languageId: reference('language_id', () => languages.id, 'restrict'),
    prompt: text('prompt').notNull(),
    /** The prompt's plain text, which the search reads. */
    promptText: text('prompt_text').notNull(),
    choices: jsonb('choices')
      .$type<{ id: string; text: string; correct: boolean }[]>()
      .notNull()
      .default([]),
    gaps: jsonb('gaps').$type<{ answers: string[] }[]>().notNull().default([]),
    guide: text('guide'),
    /**
     * An optional audio or image file shown with the prompt, in the file store under `key` (one file
     * per question: replacing it replaces the key). The test page reads it through a URL signed for
     * the attempt.
     */
    media: jsonb('media').$type<QuestionMedia>(),
    version: integer('version').notNull().default(1),
    archivedAt: archivedAt(),
    searchText: searchText('prompt_text'),
    ...timestamps,
  },
  (t) => [
    check('questions_type_check', sql`${t.type} in (${oneOf(QUESTION_TYPES)})`),
    check('questions_skill_check', sql`${t.skill} in (${oneOf(QUESTION_SKILLS)})`),
    check('questions_level_check', sql`${t.level} between 0 and 6`),
    index('questions_language_idx').on(t.languageId, t.id),
    index('questions_level_idx').on(t.level, t.id),
    ...listIndexes('questions', t),
  ],
);
