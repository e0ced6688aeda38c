/** Semester values of the group forms and the catalogue (spec section 9: 0 to 10). */
export const SEMESTER_VALUE_MIN = 0;
export const SEMESTER_VALUE_MAX = 10;
export const SEMESTER_VALUE_INVALID = 'app.semesters.value_invalid';

/** A semester value is a whole number from 0 to 10: the message key when it is not, else undefined. */
export function semesterValueError(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= SEMESTER_VALUE_MIN &&
    value <= SEMESTER_VALUE_MAX
    ? undefined
    : SEMESTER_VALUE_INVALID;
}
