import { addDays, addYears, setHours, startOfDay } from 'date-fns';
import {
  EXAM_SEMESTER_MAX,
  EXAM_SEMESTER_MIN,
  type ExamSubject,
  type ExamType,
} from '../entities/exam';
import type { ExamModality } from '../entities/programmes';
import { toDate } from './dates';

/**
 * The rules of a client's exam sessions (spec sections 5 and 9, "Exam add"). They return message
 * keys; the exams tab calls them and the /exam routes call them again with the same keys.
 */
export const EXAM_DATE_MISSING = 'app.exams.date_missing';
export const EXAM_BEGIN_NOT_BEFORE_END = 'app.exams.begin_not_before_end';
export const EXAM_DATE_OUTSIDE_WINDOW = 'app.exams.date_outside_window';
export const NO_SUBJECTS = 'app.exams.no_subjects';
export const NO_MORE_SUBJECTS = 'app.exams.no_more_subjects';
export const SUBJECT_UNAVAILABLE = 'app.exams.subject_unavailable';
export const SUBJECT_MISSING = 'app.exams.subject_missing';
export const EXAM_SEMESTER_INVALID = 'app.exams.semester_invalid';
/** The failures the exams tab notifies (spec section 5, "Company panel failures"). */
export const EXAM_ADD_FAILED = 'app.exams.add_failed';
export const EXAM_CATCHUP_FAILED = 'app.exams.catchup_failed';
export const EXAM_UPDATE_FAILED = 'app.exams.update_failed';
export const EXAM_DELETE_FAILED = 'app.exams.delete_failed';

/** Exam dates start 21 days ahead, at 09:00 (spec section 9). */
export const EXAM_LEAD_DAYS = 21;
export const EXAM_START_HOUR = 9;
/** Grades are returned 3 weeks after the exam or its catch-up (spec section 9). */
export const GRADES_AFTER_DAYS = 21;

/** The modalities that need no subject (spec section 5). */
export const NO_SUBJECT_MODALITIES: readonly ExamModality[] = [
  'Sur table',
  'Oral - cours en présentiel',
  'Voie postale',
];
/** "Exam types 1 and 2" of spec section 5: a subject used this school year is not offered again. */
export const EXCLUDE_USED_TYPES: readonly ExamType[] = ['toeic', 'linguageneral'];

export const needsSubject = (modality: ExamModality | string | null | undefined): boolean =>
  !!modality && !NO_SUBJECT_MODALITIES.includes(modality as ExamModality);

/** The dates an exam may take: from the local day of now + 21 days at 09:00, up to one year after that. */
export function examWindow(now: Date): { min: Date; max: Date } {
  const min = setHours(addDays(startOfDay(now), EXAM_LEAD_DAYS), EXAM_START_HOUR);
  return { min, max: addYears(min, 1) };
}

export interface ExamPeriodInput {
  examBegin?: string | null;
  examEnd?: string | null;
  catchUp?: { begin?: string | null; end?: string | null } | null;
}

/**
 * Each date set and inside examWindow, begin strictly before end, for the exam and for its catch-up
 * (when there is one). Keys examBegin, examEnd, catchUp.begin, catchUp.end.
 */
export function examPeriodErrors(input: ExamPeriodInput, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const { min, max } = examWindow(now);
  const check = (begin: unknown, end: unknown, beginKey: string, endKey: string) => {
    const b = toDate(begin);
    const e = toDate(end);
    for (const [date, key] of [
      [b, beginKey],
      [e, endKey],
    ] as const) {
      if (!date) errors[key] = EXAM_DATE_MISSING;
      else if (date.getTime() < min.getTime() || date.getTime() > max.getTime()) {
        errors[key] = EXAM_DATE_OUTSIDE_WINDOW;
      }
    }
    if (b && e && !errors[endKey] && b.getTime() >= e.getTime()) {
      errors[endKey] = EXAM_BEGIN_NOT_BEFORE_END;
    }
  };
  check(input.examBegin, input.examEnd, 'examBegin', 'examEnd');
  if (input.catchUp) check(input.catchUp.begin, input.catchUp.end, 'catchUp.begin', 'catchUp.end');
  return errors;
}

/** The school year holding a date: 1 September (local, 00:00) to the next 1 September. */
export function schoolYearOf(date: Date): { start: Date; end: Date } {
  const year = date.getMonth() >= 8 ? date.getFullYear() : date.getFullYear() - 1;
  const start = new Date(year, 8, 1);
  return { start, end: addYears(start, 1) };
}

/**
 * The subjects a new session may take: those of the client's exam type and the modality, not
 * archived; for EXCLUDE_USED_TYPES, less the ones the client used this school year. No exam type: none.
 */
export function availableSubjects<
  S extends Pick<ExamSubject, '_id' | 'examType' | 'modality'> & { archivedAt?: string | null },
>(
  subjects: readonly S[],
  used: readonly string[],
  examType: ExamType | null,
  modality: ExamModality,
): S[] {
  if (!examType) return [];
  const excluded = EXCLUDE_USED_TYPES.includes(examType) ? new Set(used) : new Set<string>();
  return subjects.filter(
    (s) =>
      s.examType === examType && s.modality === modality && !s.archivedAt && !excluded.has(s._id),
  );
}

/**
 * The subject rule: none needed for NO_SUBJECT_MODALITIES; otherwise the catalogue must hold
 * subjects of the type and modality (no_subjects), one must be left (no_more_subjects), one must be
 * chosen (subject_missing) and be among the available (subject_unavailable).
 */
export function subjectError(
  input: { modality: ExamModality | string | null | undefined; examSubject: string | null },
  subjects: readonly Pick<ExamSubject, '_id'>[],
  available: readonly Pick<ExamSubject, '_id'>[],
): string | undefined {
  if (!needsSubject(input.modality)) return undefined;
  if (subjects.length === 0) return NO_SUBJECTS;
  if (available.length === 0) return NO_MORE_SUBJECTS;
  if (!input.examSubject) return SUBJECT_MISSING;
  return available.some((s) => s._id === input.examSubject) ? undefined : SUBJECT_UNAVAILABLE;
}

/** When the grades are expected: 3 weeks after the end of the exam or of its catch-up. */
export function gradesExpectedAt(end: string | Date): Date {
  const date = toDate(end) ?? new Date(Number.NaN);
  return addDays(date, GRADES_AFTER_DAYS);
}

/** When a session's grades are expected: 3 weeks after its catch-up's end if it has one, else its exam's end. */
export function gradesDueAt(session: {
  examEnd: string | Date;
  catchUp?: { end: string | Date } | null;
}): Date {
  return gradesExpectedAt(session.catchUp ? session.catchUp.end : session.examEnd);
}

/** Grades are late once their expected date is past and the session is not graded. */
export const gradesLate = (
  session: { examEnd: string | Date; catchUp?: { end: string | Date } | null },
  status: string | null,
  now: Date,
): boolean => status !== 'graded' && gradesDueAt(session).getTime() < now.getTime();

/** An exam's semester is a whole number from 3 to 6 (spec section 9). */
export function examSemesterError(value: unknown): string | undefined {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EXAM_SEMESTER_MIN &&
    value <= EXAM_SEMESTER_MAX
    ? undefined
    : EXAM_SEMESTER_INVALID;
}
