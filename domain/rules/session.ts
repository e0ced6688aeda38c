import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, differenceInCalendarDays, format, getISODay } from 'date-fns';
import { toDate } from './dates';

/** Spec section 9: a session lasts 30 minutes at least. */
export const MIN_SESSION_MINUTES = 30;
/** The zone of a session that names none (DESIGN.md). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
/** The day (YYYY-MM-DD) an instant falls on, on the provider's clock (DEFAULT_TIME_ZONE). */
export const providerDay = (instant: Date): string =>
  format(new TZDate(instant.getTime(), DEFAULT_TIME_ZONE), 'yyyy-MM-dd');
/**
 * The instants a period of days (YYYY-MM-DD, both included) runs between on the provider's clock:
 * its first day's midnight, and the midnight after its last day.
 */
export function providerDayBounds(from: string, to: string): { from: string; until: string } {
  const at = (day: string, plus = 0) => {
    const [y, m, d] = day.split('-').map(Number);
    return new TZDate(y, m - 1, d + plus, DEFAULT_TIME_ZONE).toISOString();
  };
  return { from: at(from), until: at(to, 1) };
}
/** The most occurrences one recurrent session expands into: a year of daily lessons. */
export const MAX_OCCURRENCES = 400;
/** The longest one occurrence may last: the calendar reads a range by start, bounded by this. */
export const MAX_SESSION_DAYS = 7;

export const SESSION_TYPES = ['Group-visio', 'Group', 'One-to-one-visio', 'One-to-one'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const REGISTRANT_STATUSES = ['present', 'absent', 'late'] as const;

/** The messages of spec section 5, "Session creation". */
export const SESSION_REQUIRED = 'app.sessions.required';
export const SESSION_MIN_DURATION = 'app.sessions.min_duration';
export const SESSION_START_AFTER_END = 'app.sessions.start_after_end';
export const SESSION_NO_ROWS = 'app.sessions.no_rows';
export const SESSION_ROW_INCOMPLETE = 'app.sessions.row_incomplete';
export const SESSION_NO_SLOT = 'app.sessions.no_slot';
export const SESSION_NO_OCCURRENCE = 'app.sessions.no_occurrence';
export const SESSION_TOO_MANY = 'app.sessions.too_many_occurrences';
export const SESSION_ZONE_INVALID = 'app.sessions.zone_invalid';
export const SESSION_TOO_LONG = 'app.sessions.too_long';

/** A row of a recurrent session: a weekday (1 Monday to 7 Sunday) and its hours, 'HH:mm' in the session's zone. */
export interface RecurrenceRow {
  day: number | null;
  start: string;
  end: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** True when the zone is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The fields of spec section 5's first rule that are empty. */
export function missingSessionFields(body: {
  title?: unknown;
  description?: unknown;
  type?: unknown;
  teacher?: unknown;
  language?: unknown;
}): string[] {
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  return (['title', 'description', 'type', 'teacher', 'language'] as const).filter((f) =>
    blank(body[f]),
  );
}

/**
 * Start and end of a one-off session (spec section 5): the message key of the first broken rule
 * (start before end, then 30 minutes at least), else undefined.
 */
export function sessionTimesError(start: unknown, end: unknown): string | undefined {
  const s = toDate(start);
  const e = toDate(end);
  if (!s || !e) return undefined;
  if (s.getTime() >= e.getTime()) return SESSION_START_AFTER_END;
  if (e.getTime() - s.getTime() < MIN_SESSION_MINUTES * 60_000) return SESSION_MIN_DURATION;
  return undefined;
}

/**
 * The form's reaction to a new start (spec section 5): a start moved to or past the end pushes the
 * end to start + 30 minutes, with the warning; an end less than 30 minutes after the start is reset
 * to start + 30 minutes.
 */
export function afterStartChange(start: Date, end: Date | undefined) {
  if (!end || end.getTime() - start.getTime() >= MIN_SESSION_MINUTES * 60_000)
    return { end, warning: undefined };
  return {
    end: addMinutes(start, MIN_SESSION_MINUTES),
    warning: end.getTime() <= start.getTime() ? SESSION_START_AFTER_END : SESSION_MIN_DURATION,
  };
}

/** The form's reaction to a new end: earlier than start + 30 minutes, it is reset there. */
export function afterEndChange(start: Date | undefined, end: Date) {
  if (!start || end.getTime() - start.getTime() >= MIN_SESSION_MINUTES * 60_000)
    return { end, warning: undefined };
  return { end: addMinutes(start, MIN_SESSION_MINUTES), warning: SESSION_MIN_DURATION };
}

/** The first of a row's fields left empty (its day, then its hours), where "Session are incompleted" goes. */
export function missingRowField(row: Partial<RecurrenceRow>): keyof RecurrenceRow | undefined {
  return (['day', 'start', 'end'] as const).find((field) => !row[field]);
}

/**
 * The rows of a recurrent session: the message key of the first broken rule and the row it is
 * about ("No session programmed" without rows, "Session are incompleted" for a row without its day
 * or hours, 30 minutes at least between a row's start and end), else undefined.
 */
export function recurrenceError(
  rows: readonly RecurrenceRow[] | null | undefined,
): { key: string; row?: number } | undefined {
  if (!rows || rows.length === 0) return { key: SESSION_NO_ROWS };
  for (const [i, row] of rows.entries()) {
    if (missingRowField(row)) return { key: SESSION_ROW_INCOMPLETE, row: i };
    if (minutesOf(row.end) - minutesOf(row.start) < MIN_SESSION_MINUTES)
      return { key: SESSION_MIN_DURATION, row: i };
  }
  return undefined;
}

/** One occurrence of a session: its start and end instants. */
export interface Occurrence {
  start: Date;
  end: Date;
}

/**
 * The occurrences of a recurrent session: every day from the first to the last day of the period
 * (both read in the session's zone) whose weekday a row names, at the row's hours in that zone. A
 * 09:00 lesson stays at 09:00 on both sides of a change to or from summer time. Sorted by start.
 */
export function expandRecurrence(
  periodStart: Date,
  periodEnd: Date,
  rows: readonly RecurrenceRow[],
  zone: string,
  max = MAX_OCCURRENCES + 1,
): Occurrence[] {
  const first = new TZDate(periodStart.getTime(), zone);
  const last = new TZDate(periodEnd.getTime(), zone);
  const days = differenceInCalendarDays(last, first);
  const out: Occurrence[] = [];
  for (let d = 0; d <= days && out.length < max; d++) {
    const day = addDays(first, d);
    const weekday = getISODay(day);
    for (const row of rows) {
      if (row.day !== weekday) continue;
      out.push({ start: atClock(day, row.start, zone), end: atClock(day, row.end, zone) });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * An instant moved to another wall-clock time on its own day in the zone: the hours of an edited
 * occurrence given to the following ones of its series, each on its own date.
 */
export function atWallTime(instant: Date, hours: number, minutes: number, zone: string): Date {
  const local = new TZDate(instant.getTime(), zone);
  return new Date(
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      hours,
      minutes,
      zone,
    ).getTime(),
  );
}

/** An instant moved to an 'HH:mm' wall-clock time on its own day in the zone (a row's hours, an arrival). */
export function atClock(instant: Date, hhmm: string, zone: string): Date {
  const m = minutesOf(hhmm);
  return atWallTime(instant, Math.floor(m / 60), m % 60, zone);
}

/** An instant as 'HH:mm' in the zone: the spec's localStartTime. */
export function wallTime(instant: Date, zone: string): string {
  const local = new TZDate(instant.getTime(), zone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
}
