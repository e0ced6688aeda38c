import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  type CreateQuestion,
  type Question,
  QuestionFilterSchema,
  type UpdateQuestion,
  type WriteChoice,
} from '../../../domain/entities/question';
import { questionErrors } from '../../../domain/rules/question';
import { isBlank } from '../../../domain/rules/required';
import type { Database } from '../../db/connect';
import { questions } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { pgCode, unknownReference } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { asArray, iso } from '../../lib/list-query';
import { richTextPlain, sanitizeRichText } from '../../lib/rich-text';

type Row = typeof questions.$inferSelect;
type Content = Omit<CreateQuestion, 'choices'> & { choices: WriteChoice[] };

const toQuestion = ({ id, languageId, promptText: _, searchText: __, ...r }: Row): Question => ({
  ...r,
  _id: id,
  type: r.type as Question['type'],
  skill: r.skill as Question['skill'],
  language: languageId,
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A choice without an id gets a short one that no other choice of the question has. */
function withIds(choices: WriteChoice[]) {
  const taken = new Set(choices.map((c) => c.id));
  const fresh = () => {
    let id: string;
    do id = randomBytes(4).toString('hex');
    while (taken.has(id));
    taken.add(id);
    return id;
  };
  return choices.map((c) => ({ id: c.id ?? fresh(), text: c.text.trim(), correct: c.correct }));
}

/** The row of a question: prompt sanitised, the rules checked (a 400 by field), ids given, a guide for free only. */
function columns(q: Content) {
  const prompt = sanitizeRichText(q.prompt);
  const promptText = richTextPlain(prompt);
  const errors = questionErrors({ ...q, prompt, promptText });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return {
    type: q.type,
    skill: q.skill,
    level: q.level,
    languageId: q.language,
    prompt,
    promptText,
    choices: withIds(q.choices),
    gaps: q.gaps.map((g) => ({ answers: g.answers.map((a) => a.trim()) })),
    guide: q.type === 'free' && !isBlank(q.guide) ? (q.guide?.trim() ?? null) : null,
  };
}

/** A language that does not exist (the foreign key refuses): 400 on the field. */
const languageError = (error: unknown): never => {
  if (pgCode(error) === '23503') throw unknownReference('language', 'app.people.unknown_language');
  throw error;
};

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
  insert: columns,
  writeError: languageError,
});

const CONTENT = ['prompt', 'choices', 'gaps', 'guide'] as const;

/** The rules run on the record as it will be; the version grows when the prompt, choices, gaps or guide change. */
async function update(db: Database, id: string, { updatedAt, ...body }: UpdateQuestion) {
  const current = await crud.get(db, id);
  const next = columns({ ...current, ...body } as Content);
  const changed = CONTENT.some((k) => JSON.stringify(next[k]) !== JSON.stringify(current[k]));
  // Added to the stored version, so two writes without updatedAt both count.
  const version = changed ? (sql`${questions.version} + 1` as unknown as number) : undefined;
  return crud.write(db, id, { ...next, version }, updatedAt).catch(languageError);
}

/** Archived questions leave the lists and appear under /question/archived. */
const archive = (db: Database, id: string, archived: boolean) =>
  crud.write(db, id, { archivedAt: archived ? new Date() : null });

export const questionCrud = { ...crud, update, archive };
