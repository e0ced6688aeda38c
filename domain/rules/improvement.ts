/**
 * The rules of the improvement actions register (/improvements, Qualiopi indicator 32): pure, run by
 * the form and again by the server.
 */

/** Where an action came from: a complaint, a survey, an audit, an idea. */
export const IMPROVEMENT_ORIGINS = ['complaint', 'survey', 'audit', 'idea'] as const;
export type ImprovementOrigin = (typeof IMPROVEMENT_ORIGINS)[number];
export const IMPROVEMENT_STATUSES = ['planned', 'in_progress', 'done', 'abandoned'] as const;
export type ImprovementStatus = (typeof IMPROVEMENT_STATUSES)[number];

/** What the owner of an action writes when she is a Teacher: how it goes, and what came of it. */
export const OWNER_FIELDS = ['status', 'result'] as const;

/** Message keys (locales/fragments/improvements.ts). */
export const COMPLAINT_REQUIRED = 'app.improvements.complaint_required';
export const COMPLAINT_NOT_ALLOWED = 'app.improvements.complaint_not_allowed';
export const RESULT_REQUIRED = 'app.improvements.result_required';
export const OWNER_REPORTS = 'app.improvements.owner_reports';
export const UNKNOWN_COMPLAINT = 'app.improvements.unknown_complaint';
export const SURVEY_NOT_ALLOWED = 'app.improvements.survey_not_allowed';
export const UNKNOWN_SURVEY = 'app.improvements.unknown_survey';
export const UNKNOWN_OWNER = 'app.improvements.unknown_owner';

export interface ImprovementShape {
  origin?: ImprovementOrigin | null;
  complaintId?: string | null;
  surveyId?: string | null;
  status?: ImprovementStatus | null;
  result?: string | null;
}

/**
 * The errors of an action as it will be, by field (empty: none): one from a complaint names it, and
 * only such one does; only one from a survey may name a questionnaire; a done action says what came
 * of it.
 */
export function improvementErrors(a: ImprovementShape): Record<string, string> {
  const errors: Record<string, string> = {};
  if (a.origin === 'complaint' && !a.complaintId) errors.complaintId = COMPLAINT_REQUIRED;
  if (a.origin && a.origin !== 'complaint' && a.complaintId)
    errors.complaintId = COMPLAINT_NOT_ALLOWED;
  if (a.origin && a.origin !== 'survey' && a.surveyId) errors.surveyId = SURVEY_NOT_ALLOWED;
  if (a.status === 'done' && (!a.result || a.result.trim() === '')) errors.result = RESULT_REQUIRED;
  return errors;
}

/** The fields other than the owner's that a write changes from what is stored (a Teacher may change none). */
export function fieldsBeyondOwner(
  body: Record<string, unknown>,
  current: Record<string, unknown>,
): string[] {
  return Object.keys(body).filter(
    (f) =>
      f !== 'updatedAt' &&
      !(OWNER_FIELDS as readonly string[]).includes(f) &&
      body[f] !== undefined &&
      body[f] !== current[f],
  );
}
