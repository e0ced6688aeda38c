import { inArray, sql } from 'drizzle-orm';
import {
  type CreateQuestion,
  type Question,
  QuestionFilterSchema,
  type UpdateQuestion,
} from '../../../domain/entities/question';
import type { Database } from '../../db/connect';
import { questions, testAttempts } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { languageRefused } from '../../lib/db-errors';
import { conflict } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import { rowsOf } from '../../lib/raw-rows';
import { type Content, contentOf, questionColumns, toQuestion } from './content';

const crud = tableCrud<typeof questions, Question, CreateQuestion, UpdateQuestion>({
  table: questions,
  toRecord: toQuestion,
  filterSchema: QuestionFilterSchema,
  filters: {
    type: (v: string | string[]) => inArray(questions.type, asArray(v)),
    skill: (v: string | string[]) => inArray(questions.skill, asArray(v)),
    level: (v: number | number[]) => inArray(questions.level, asArray(v)),
    language: (v: string | string[]) => inArray(questions.languageId, asArray(v)),
  },
  archivedAt: questions.archivedAt,
  search: questions.searchText,
  sortable: {
    type: questions.type,
    skill: questions.skill,
    level: questions.level,
    language: questions.languageId,
    createdAt: questions.createdAt,
    updatedAt: questions.updatedAt,
  },
  defaultSort: 'createdAt',
  insert: questionColumns,
  writeError: languageRefused,
});

/** The rules run on the record as it will be; the version grows when prompt, choices, gaps or guide change. */
async function update(db: Database, id: string, { updatedAt, ...body }: UpdateQuestion) {
  const current = await crud.get(db, id);
  const next = questionColumns({ ...current, ...body } as Content);
  // Added to the stored version, so two writes without updatedAt both count.
  const version =
    contentOf(next) === contentOf(current) ? undefined : sql`${questions.version} + 1`;
  return crud
    .write(db, id, { ...next, version: version as number | undefined }, updatedAt)
    .catch(languageRefused);
}

/** A question a test drew is kept (409): archive it to leave it out of new draws. */
export const QUESTION_IN_USE = 'app.questions.in_use';

/**
 * DELETE /question/{id}: refused (409) once a test drew it. An attempt keeps its own frozen copy,
 * but its review and the learner's history still name the question.
 */
async function remove(db: Database, id: string) {
  const drawn = await rowsOf(
    db,
    sql`select 1 as one from ${testAttempts}
        where ${testAttempts.questions} @> ${JSON.stringify([{ questionId: id }])}::jsonb limit 1`,
  );
  if (drawn.length > 0) throw conflict(QUESTION_IN_USE);
  return crud.remove(db, id);
}

export const questionCrud = { ...crud, update, remove };
