import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  type CreateSurvey,
  type StoredQuestion,
  type Survey,
  SurveyFilterSchema,
  type SurveyQuestion,
  type UpdateSurvey,
} from '../../../domain/entities/survey';
import { ONE_ACTIVE, questionErrors, type SurveyKind, withIds } from '../../../domain/rules/survey';
import { surveys } from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import { tableCrud } from '../../lib/crud-table';
import { constraintOf, pgCode } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';

export const SURVEY_IN_USE = 'app.surveys.in_use';

type Row = typeof surveys.$inferSelect;

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

const crud = tableCrud<typeof surveys, Survey, CreateSurvey, UpdateSurvey>({
  table: surveys,
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
export const updateSurvey = crud.update;
export const removeSurvey = crud.remove;
