import { BEGIN_AFTER_END } from '../../domain/rules/date-order';
import {
  datesInOrder,
  type SessionManagerFields,
  sessionManagerMissing,
} from '../../domain/rules/group';
import { isBlank, isEmptyList } from '../../domain/rules/required';

export const REQUIRED = 'app.validation.required';

type Values = Record<string, unknown>;

/** A trainer or course as the API answers it ({_id, ...}) or as a form holds it (its id). */
const idOf = (v: unknown) =>
  typeof v === 'object' && v !== null
    ? String((v as { _id?: unknown; id?: unknown })._id ?? (v as { id?: unknown }).id)
    : String(v);

/**
 * The session manager of spec section 5: trainers, language, name and both dates, else "A required
 * field is missing, check Teachers, CoursePlan Dates and language".
 */
export const sessionManagerComplete = (v: Values) =>
  sessionManagerMissing(v as SessionManagerFields).length === 0;

/**
 * The group form's checks, before anything is sent: name, type, level, trainers, language and the
 * dates are "Required" (the session manager's section says its own message); begin not after end.
 */
export function validateGroup(v: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['name', 'type', 'language']) if (isBlank(v[field])) errors[field] = REQUIRED;
  if (typeof v.level !== 'number') errors.level = REQUIRED;
  if (isEmptyList(v.idTeachers)) errors.idTeachers = REQUIRED;
  for (const field of sessionManagerMissing(v as SessionManagerFields))
    if (field === 'beginDate' || field === 'endDate') errors[field] = REQUIRED;
  if (!datesInOrder(v.beginDate as string | null, v.endDate as string | null))
    errors.endDate = BEGIN_AFTER_END;
  return errors;
}

const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** The fields of the Course, Session manager, Objectives and Resources sections and the comments. */
export function groupBody(v: Values): Record<string, unknown> {
  const objectives = Array.isArray(v.objectives) ? v.objectives : [];
  const resources = Array.isArray(v.resources) ? v.resources : [];
  return {
    name: String(v.name ?? '').trim(),
    type: v.type,
    level: v.level,
    language: v.language,
    idTeachers: Array.isArray(v.idTeachers) ? v.idTeachers.map(idOf) : [],
    typeoftraining: Array.isArray(v.typeoftraining) ? v.typeoftraining : [],
    typeoflanguage: orNull(v.typeoflanguage),
    duration: typeof v.duration === 'number' ? v.duration : 0,
    beginDate: orNull(v.beginDate),
    endDate: orNull(v.endDate),
    atCompany: Boolean(v.atCompany),
    middleTest: Boolean(v.middleTest),
    endTest: Boolean(v.endTest),
    typeofexam: orNull(v.typeofexam),
    semester: typeof v.semester === 'number' ? v.semester : null,
    objectives: objectives
      .map((o: { name?: unknown }) => ({ name: String(o?.name ?? '').trim() }))
      .filter((o, i, all) => o.name !== '' && all.findIndex((x) => x.name === o.name) === i),
    resources: resources
      .filter((r: { resourceId?: unknown }) => !isBlank(r?.resourceId))
      .map((r: { resourceId: string; suggested?: unknown }) => ({
        resourceId: r.resourceId,
        suggested: Boolean(r.suggested),
      }))
      .filter((r, i, all) => all.findIndex((x) => x.resourceId === r.resourceId) === i),
    writerComment: String(v.writerComment ?? ''),
  };
}

/** A group as the form edits it: trainers as ids (the API answers them as objects). */
export const groupFormValues = <R extends Values>(record: R): R => ({
  ...record,
  idTeachers: Array.isArray(record.idTeachers) ? record.idTeachers.map(idOf) : [],
});

/** The values a new group starts from. */
export const NEW_GROUP: Values = {
  name: '',
  idTeachers: [],
  typeoftraining: [],
  typeoflanguage: null,
  duration: 0,
  beginDate: null,
  endDate: null,
  atCompany: false,
  middleTest: false,
  endTest: false,
  typeofexam: null,
  semester: null,
  objectives: [],
  resources: [],
  writerComment: '',
};
