import type { ExamModality } from '../entities/programmes';
import { needsSubject } from './exam-session';

/**
 * The rules of a catalogue subject (/examsubject). They return message keys; the subjects' form
 * and the API run the same ones.
 */
export const SUBJECT_MODALITY_NEEDS_NONE = 'app.exam_subjects.modality_needs_none';
export const SUBJECT_POOL_REQUIRED = 'app.exam_subjects.pool_required';
export const SUBJECT_POOL_NOT_ALLOWED = 'app.exam_subjects.pool_not_allowed';
export const SUBJECT_IN_USE = 'app.exam_subjects.in_use';
export const SUBJECT_UNKNOWN_POOL = 'app.exam_subjects.unknown_pool';

/** The modality whose subject is a quiz drawn from a question pool. */
export const QUIZ_MODALITY: ExamModality = 'Quiz automatisé';

export const namesPool = (modality: ExamModality | string | null | undefined): boolean =>
  modality === QUIZ_MODALITY;

/**
 * A subject's modality needs subjects (a session of 'Sur table' takes none, so no subject of it is
 * offered); a 'Quiz automatisé' subject names its pool, no other modality names one. Keys by field.
 */
export function examSubjectErrors(subject: {
  modality: ExamModality | string | null | undefined;
  pool: string | null | undefined;
}): Record<string, string> {
  if (subject.modality && !needsSubject(subject.modality)) {
    return { modality: SUBJECT_MODALITY_NEEDS_NONE };
  }
  if (namesPool(subject.modality) && !subject.pool) return { pool: SUBJECT_POOL_REQUIRED };
  if (!namesPool(subject.modality) && subject.pool) return { pool: SUBJECT_POOL_NOT_ALLOWED };
  return {};
}
