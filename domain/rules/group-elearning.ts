import {
  GROUP_SEMESTER_MAX,
  GROUP_SEMESTER_MIN,
  HOURS_STEP,
  PERCENT_STEP,
} from '../entities/group';
import {
  EL_HOURS_INVALID,
  EL_PERCENT_INVALID,
  EL_SEMESTER_INVALID,
  MAX_HOURS,
  PERCENT_MAX,
} from '../entities/group-elearning';

/**
 * The number rules of the group e-learning form (spec section 5, "Group forms"): hours and the
 * connection-time target min 0 step 0.5; the quiz success percent min 0 step 5 (at most 100); the
 * programme percent 0..100 step 5; the semester empty or 0..10. The E-learning tab validates with
 * it and the /elearningdetails routes refuse with the same message keys.
 */
export interface ElearningNumbers {
  elearningDuration?: unknown;
  presentialHours?: unknown;
  elearningDurationTarget?: unknown;
  elearningTarget?: unknown;
  elearningAttempts?: unknown;
  semester?: unknown;
}

/** A multiple of the step, whatever the binary fractions make of it (6.5 is 65 tenths). */
export const isStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;

/** A number of hours: 0 or more, a multiple of 0.5. */
export const hoursError = (value: unknown): string | undefined =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= MAX_HOURS &&
  isStep(value, HOURS_STEP)
    ? undefined
    : EL_HOURS_INVALID;

/** A percent: 0 to 100, a multiple of 5. */
export const percentError = (value: unknown): string | undefined =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= PERCENT_MAX &&
  isStep(value, PERCENT_STEP)
    ? undefined
    : EL_PERCENT_INVALID;

/** Empty (null) or a whole number 0..10. */
export const semesterError = (value: unknown): string | undefined =>
  value === null ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= GROUP_SEMESTER_MIN &&
    value <= GROUP_SEMESTER_MAX)
    ? undefined
    : EL_SEMESTER_INVALID;

const HOUR_FIELDS = ['elearningDuration', 'presentialHours', 'elearningDurationTarget'] as const;
const PERCENT_FIELDS = ['elearningTarget', 'elearningAttempts'] as const;

/** The message key of each wrong field among those given (an absent field is not checked). */
export function elearningNumberErrors(values: ElearningNumbers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of HOUR_FIELDS) {
    const error = values[field] === undefined ? undefined : hoursError(values[field]);
    if (error) errors[field] = error;
  }
  for (const field of PERCENT_FIELDS) {
    const error = values[field] === undefined ? undefined : percentError(values[field]);
    if (error) errors[field] = error;
  }
  const semester = values.semester === undefined ? undefined : semesterError(values.semester);
  if (semester) errors.semester = semester;
  return errors;
}
