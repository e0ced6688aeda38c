import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSurveySchema,
  SurveySchema,
  UpdateSurveySchema,
} from '../../../domain/entities/survey';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import {
  countSurveys,
  createSurvey,
  getSurvey,
  removeSurvey,
  surveyConditions,
  surveyRows,
  updateSurvey,
} from './service';

const LIST =
  'The satisfaction questionnaires (Qualiopi indicator 30), oldest first unless sorted. Sort fields: name, kind, active, createdAt, updatedAt. Filters: q (name), id, kind, active. A Teacher reads them all.';
const QUESTIONS =
  'questions: each of a kind (rating 1 to 5, nps 0 to 10, choice, multi, text), its text in en, fr and de, its choices (two at least for choice and multi), required, and alert (rating only: a rating of 2 or less notifies the administrators). A question or choice without an id gets one; keep the ids of an edit, since answers name them. 400 on questions when a rule fails; 409 when another questionnaire of the kind is active.';

/**
 * The satisfaction questionnaires (/surveys): administrators write them, one active a kind; a
 * Teacher reads them.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/surveys',
    tags: ['quality'],
    access: areaAccess('surveys'),
    record: SurveySchema,
    list: {
      summary:
        'The satisfaction questionnaires: a page and Content-Range with range, sort or filter',
      description: LIST,
      conditions: (list) => surveyConditions(list),
      rows: surveyRows,
      count: countSurveys,
    },
    create: {
      summary: 'Creates a satisfaction questionnaire',
      description: QUESTIONS,
      body: CreateSurveySchema,
      errors: [409],
      run: (body) => createSurvey(app.db, body),
    },
    get: {
      summary: 'A satisfaction questionnaire',
      run: (id) => getSurvey(app.db, id),
    },
    update: {
      summary: 'Updates a satisfaction questionnaire; a stale updatedAt is a 409',
      description: QUESTIONS,
      body: UpdateSurveySchema,
      errors: [409],
      run: (id, body) => updateSurvey(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a satisfaction questionnaire',
      description:
        'One already sent is kept (409): its answers refer to it. Deactivate it instead.',
      errors: [409],
      run: (id) => removeSurvey(app.db, id),
    },
  });
};
