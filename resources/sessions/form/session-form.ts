import { addMinutes } from 'date-fns';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  MIN_SESSION_MINUTES,
  missingRowField,
  missingSessionFields,
  type RecurrenceRow,
  recurrenceError,
  SESSION_NO_SLOT,
  SESSION_REQUIRED,
  SESSION_ZONE_INVALID,
  sessionTimesError,
} from '../../../domain/rules/session';

/** The session form's values: the API's fields (spec section 3), as react-admin's form holds them. */
export interface SessionValues {
  title?: string;
  description?: string;
  objectives?: string;
  resources?: string;
  type?: string | null;
  teacher?: string | null;
  language?: string | null;
  slots?: number | null;
  start?: string | null;
  end?: string | null;
  timeZone?: string;
  isOpenToStudentRegistration?: boolean;
  registrants?: string[];
  company?: string | null;
  groups?: string[] | null;
  recurrent?: boolean;
  dataTime?: RecurrenceRow[] | null;
  updatedAt?: string;
}

type Errors = Record<string, unknown>;

/**
 * The rules of spec section 5 on the form's values, each from domain/rules/session.ts with the key
 * the API answers: the required fields, start before end and 30 minutes, a slot at least, and for a
 * recurrent session its rows (a day each, 30 minutes apart).
 */
export function validateSession(values: SessionValues): Errors {
  const errors: Errors = {};
  for (const field of missingSessionFields(values)) errors[field] = SESSION_REQUIRED;
  if (!values.start) errors.start = SESSION_REQUIRED;
  if (!values.end) errors.end = SESSION_REQUIRED;
  const times = sessionTimesError(values.start, values.end);
  if (times && !values.recurrent) errors.end = times;
  if (values.isOpenToStudentRegistration) {
    if (!values.slots || values.slots < 1) errors.slots = SESSION_NO_SLOT;
  } else if ((values.registrants ?? []).length === 0) {
    errors.registrants = SESSION_NO_SLOT;
  }
  if (values.timeZone && !isTimeZone(values.timeZone)) errors.timeZone = SESSION_ZONE_INVALID;
  if (values.recurrent) {
    const rows = recurrenceError(values.dataTime);
    if (rows?.row === undefined) {
      if (rows) errors.dataTime = rows.key;
    } else {
      const field = missingRowField(values.dataTime?.[rows.row] ?? {}) ?? 'end';
      const rowErrors: Errors[] = [];
      rowErrors[rows.row] = { [field]: rows.key };
      errors.dataTime = rowErrors;
    }
  }
  return errors;
}

/** A new session: the range chosen in the agenda (or the next half hour), free registration off. */
export function newSession(
  start?: string | null,
  end?: string | null,
  teacher?: string,
): SessionValues {
  const from = start ? new Date(start) : nextHalfHour(new Date());
  const to = end ? new Date(end) : addMinutes(from, 60);
  return {
    title: '',
    description: '',
    objectives: '',
    resources: '',
    type: 'Group',
    teacher: teacher ?? null,
    language: null,
    slots: 0,
    start: from.toISOString(),
    end: (to.getTime() - from.getTime() >= MIN_SESSION_MINUTES * 60_000
      ? to
      : addMinutes(from, MIN_SESSION_MINUTES)
    ).toISOString(),
    timeZone: DEFAULT_TIME_ZONE,
    isOpenToStudentRegistration: false,
    registrants: [],
    company: null,
    groups: [],
    recurrent: false,
    dataTime: [],
  };
}

const nextHalfHour = (now: Date) => {
  const d = new Date(now);
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() < 30 ? 30 : 60);
  return d;
};

/**
 * What the form sends (spec section 5): free registration off, the slots are the registrants and
 * company and groups go along; on, both are null and the slots are what was entered. A one-off
 * session sends no rows.
 */
export function sessionBody(values: SessionValues): SessionValues {
  const open = values.isOpenToStudentRegistration === true;
  const registrants = values.registrants ?? [];
  return {
    ...values,
    slots: open ? Number(values.slots ?? 0) : registrants.length,
    company: open ? null : (values.company ?? null),
    groups: open ? null : (values.groups ?? []),
    dataTime: values.recurrent ? (values.dataTime ?? []) : null,
  };
}
