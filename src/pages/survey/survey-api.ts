import type { SurveyPage } from '../../../domain/entities/survey';
import type { Answers } from '../../../domain/rules/survey';
import { type LinkRead, publicCall, readByLink } from '../public-call';

/** A recipient's public calls (GET and POST /survey/{token}). */
const path = (token: string) => `/survey/${encodeURIComponent(token)}`;

export type SurveyRead = LinkRead<SurveyPage>;

/** GET: the questionnaire; a 404 (or a malformed token's 400) is an unknown or expired link. */
export const readSurvey = (token: string) => readByLink<SurveyPage>(path(token));

/** POST {answers}: 201 once kept; a refusal's status, message and errors by question. */
export const sendAnswers = (token: string, answers: Answers) =>
  publicCall<unknown>(path(token), { method: 'POST', body: { answers } });
