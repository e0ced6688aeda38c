/**
 * Rules of the group forms (spec section 5, "Group forms"), shared by the API and the screens.
 * They read the merged record: on an update, the stored group with the body's fields over it.
 */
export interface SessionManagerFields {
  name?: string | null;
  language?: string | null;
  beginDate?: string | null;
  endDate?: string | null;
  idTeachers?: readonly unknown[] | null;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/**
 * The session manager section needs a name, a language, a begin and an end date and at least one
 * teacher ("A required field is missing, check Teachers, CoursePlan Dates and language"). Answers
 * the missing fields, in the form's order; empty when the section is complete.
 */
export function sessionManagerMissing(group: SessionManagerFields): string[] {
  const missing: string[] = [];
  if (!group.idTeachers || group.idTeachers.length === 0) missing.push('idTeachers');
  if (blank(group.language)) missing.push('language');
  if (blank(group.name)) missing.push('name');
  if (blank(group.beginDate)) missing.push('beginDate');
  if (blank(group.endDate)) missing.push('endDate');
  return missing;
}

/** A begin date after the end date is refused (dates as YYYY-MM-DD compare as text). */
export const datesInOrder = (beginDate?: string | null, endDate?: string | null) =>
  !beginDate || !endDate || beginDate <= endDate;

/** Hours on the API, minutes in the database (DESIGN.md). */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);
export const minutesToHours = (minutes: number) => minutes / 60;
