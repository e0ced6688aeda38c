import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  type CreateSurvey,
  type StoredQuestion,
  type Survey,
  SurveyFilterSchema,
  type SurveyQuestion,
  type UpdateSurvey,
} from '../../../domain/entities/survey';
import {
  ANSWERED_LOCKED,
  changesWhatWasAsked,
  ONE_ACTIVE,
  questionErrors,
  type SurveyKind,
  withIds,
} from '../../../domain/rules/survey';
import type { Database } from '../../db/connect';
import { surveyRequests, surveys } from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import { qualified, tableCrud } from '../../lib/crud-table';
import { constraintOf, pgCode } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';

export const SURVEY_IN_USE = 'app.surveys.in_use';

const answered = sql<number>`(select count(*)::int from ${surveyRequests} where ${surveyRequests.surveyId} = ${qualified(surveys, surveys.id)} and ${surveyRequests.answeredAt} is not null)`;
const columns = {
  id: surveys.id,
  kind: surveys.kind,
  name: surveys.name,
  active: surveys.active,
  questions: surveys.questions,
  answered,
  createdAt: surveys.createdAt,
  updatedAt: surveys.updatedAt,
};
type Row = typeof surveys.$inferSelect & { answered: number };

const toSurvey = ({ id, createdAt, updatedAt, ...r }: Row): Survey => ({
  ...r,
  _id: id,
  kind: r.kind as SurveyKind,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** A short id for a new question or choice: answers name it, so an edit keeps it. */
const newId = () => randomBytes(6).toString('base64url');

/** The questions as stored: the rules of domain/rules/survey.ts (400 on `questions`), then ids. */
export function storedQuestions(questions: SurveyQuestion[]): StoredQuestion[] {
  const errors = questionErrors(questions);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return withIds(questions, newId);
}

const crud = tableCrud<typeof surveys, Survey, CreateSurvey, UpdateSurvey, Row>({
  table: surveys,
  select: (db) => db.select(columns).from(surveys).$dynamic(),
  toRecord: toSurvey,
  filterSchema: SurveyFilterSchema,
  filters: {
    kind: (v: string | string[]) => inArray(surveys.kind, asArray(v)),
    active: (v: boolean) => eq(surveys.active, v),
  },
  search: sortKey(surveys.name),
  sortable: {
    name: sortKey(surveys.name),
    kind: surveys.kind,
    active: surveys.active,
    createdAt: surveys.createdAt,
    updatedAt: surveys.updatedAt,
  },
  defaultSort: 'createdAt',
  insert: (body) => ({ ...body, questions: storedQuestions(body.questions) }),
  set: ({ questions, ...body }) => ({
    ...body,
    ...(questions ? { questions: storedQuestions(questions) } : {}),
  }),
  // Another active questionnaire of the kind: one is sent a kind (the partial unique index).
  writeError: (error) => {
    if (pgCode(error) === '23505' && constraintOf(error) === 'surveys_active_kind_key')
      throw conflict(ONE_ACTIVE);
    throw error;
  },
  inUseKey: SURVEY_IN_USE,
});

export const surveyConditions = crud.conditions;
export const surveyRows = crud.rows;
export const countSurveys = crud.count;
export const getSurvey = crud.get;
export const createSurvey = crud.create;
/**
 * An edit of a questionnaire: once answered, what it asks (its kind, its questions' ids, kinds,
 * texts and choices) stays as its answers were given to (409, nothing written); its name, whether
 * it is active, and whether a question is required or raises an alert may still change.
 */
export function updateSurvey(db: Database, id: string, body: UpdateSurvey) {
  return db.transaction(async (tx) => {
    // The row locked first: an answer being kept holds it FOR SHARE until it commits
    // (answer.ts), so the count below sees it, and an answer that comes after waits for this
    // edit and is checked against the questions it leaves.
    await tx.execute(sql`select 1 from ${surveys} where ${surveys.id} = ${id} for update`);
    const current = await crud.get(tx, id);
    const next = body.questions ? storedQuestions(body.questions) : undefined;
    if (current.answered > 0 && changesWhatWasAsked(current, { kind: body.kind, questions: next }))
      throw conflict(ANSWERED_LOCKED, { count: current.answered });
    return crud.update(tx as unknown as Database, id, body);
  });
}
export const removeSurvey = crud.remove;
