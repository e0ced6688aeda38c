import { randomInt } from 'node:crypto';
import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import { POOL_IN_USE } from '../../../domain/entities/access-code';
import {
  type CreateQuestionPool,
  type PoolDraw,
  type QuestionPool,
  QuestionPoolFilterSchema,
  type UpdateQuestionPool,
  type WriteRule,
} from '../../../domain/entities/question-pool';
import { drawQuestions, poolErrors, poolSize } from '../../../domain/rules/question-draw';
import type { Database, Db } from '../../db/connect';
import { languages, questionPools, questions } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { languageRefused } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import { toQuestion } from '../questions';

type Row = typeof questionPools.$inferSelect;

/** A pool's record from its row (the search text stays on the server). */
export const toPool = ({ id, languageId, searchText: _, ...r }: Row): QuestionPool => ({
  ...r,
  _id: id,
  language: languageId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A rule as stored: each skill and type once. */
const stored = (rule: WriteRule) => ({
  ...rule,
  skills: [...new Set(rule.skills)],
  types: [...new Set(rule.types)],
});

/** The row of a pool: the rules checked (a 400 with the message on its field), its size with them. */
function poolColumns(pool: {
  name: string;
  language: string;
  rules: WriteRule[];
  timeLimit?: number | null;
}) {
  const errors = poolErrors(pool);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  const rules = pool.rules.map(stored);
  return {
    name: pool.name.trim(),
    languageId: pool.language,
    rules,
    size: poolSize(rules),
    timeLimit: pool.timeLimit ?? null,
  };
}

const crud = tableCrud<typeof questionPools, QuestionPool, CreateQuestionPool, UpdateQuestionPool>({
  table: questionPools,
  toRecord: toPool,
  filterSchema: QuestionPoolFilterSchema,
  filters: {
    language: (v: string | string[]) => inArray(questionPools.languageId, asArray(v)),
  },
  search: questionPools.searchText,
  sortable: {
    name: questionPools.name,
    // The language column of the list: by the language's name, as the reader sees it.
    language: sql`(select ${languages.name} from ${languages} where ${languages.id} = ${questionPools.languageId})`,
    size: questionPools.size,
    timeLimit: questionPools.timeLimit,
    createdAt: questionPools.createdAt,
    updatedAt: questionPools.updatedAt,
  },
  defaultSort: 'createdAt',
  insert: poolColumns,
  writeError: languageRefused,
  inUseKey: POOL_IN_USE,
});

/** The rules run on the pool as it will be. */
async function update(db: Database, id: string, { updatedAt, ...body }: UpdateQuestionPool) {
  const current = await crud.get(db, id);
  const next = poolColumns({ ...current, ...body });
  return crud.write(db, id, next, updatedAt).catch(languageRefused);
}

/**
 * A draw of the pool's rules from the bank: the questions not archived, in the pool's language,
 * `seen` counting how often the learner met each (none for a preview). The randomness is the
 * server's (crypto.randomInt); the questions come back in the test's order.
 */
export async function drawPool(
  db: Db,
  pool: Pick<QuestionPool, 'rules' | 'language'>,
  seen: ReadonlyMap<string, number> = new Map(),
): Promise<PoolDraw> {
  const levels = pool.rules.flatMap((r) => [r.levelFrom, r.levelTo]);
  const rows = await db
    .select({
      id: questions.id,
      level: questions.level,
      skill: questions.skill,
      type: questions.type,
    })
    .from(questions)
    .where(
      and(
        eq(questions.languageId, pool.language),
        isNull(questions.archivedAt),
        between(questions.level, Math.min(...levels), Math.max(...levels)),
      ),
    );
  const candidates = rows.map((r) => ({ ...r, seen: seen.get(r.id) ?? 0 }));
  const { ids, shortfalls } = drawQuestions(pool.rules, candidates, randomInt);
  const drawn = ids.length
    ? await db.select().from(questions).where(inArray(questions.id, ids))
    : [];
  const byId = new Map(drawn.map((row) => [row.id, toQuestion(row)]));
  return { questions: ids.flatMap((id) => byId.get(id) ?? []), shortfalls };
}

/** A preview draw of a pool (GET /qpool/{id}/draw). */
const preview = async (db: Database, id: string) => drawPool(db, await crud.get(db, id));

export const questionPoolCrud = { ...crud, update, preview };
