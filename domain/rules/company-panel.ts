import { SIRET_MAX_DIGITS, SIRET_MIN_DIGITS } from '../entities/company-panel';
import type { SchoolType } from '../entities/programmes';
import { beginNotAfterEnd } from './date-order';
import { isValidEmail } from './email';
import { isBlank } from './required';

/**
 * The rules of the company panel (spec section 5, "Company panel"). Each returns message keys; the
 * panel's forms call them and the /companyData routes call them again, so the server refuses what
 * the form refuses with the same key. The French texts of the spec are the fr catalogue's.
 */
export const PANEL_MISSING_VALUES = 'app.company_panel.rules.missing_values';
export const SIRET_INVALID = 'app.company_panel.rules.siret_invalid';
export const SIRET_HELPER = 'app.company_panel.rules.siret_helper';
export const VALUES_INVALID = 'app.company_panel.rules.values_invalid';
export const HOURS_ZERO_WARNING = 'app.company_panel.rules.hours_zero_warning';
export const SEMESTER_MISSING = 'app.company_panel.rules.semester_missing';
export const BEGIN_INVALID = 'app.company_panel.rules.begin_invalid';
export const END_INVALID = 'app.company_panel.rules.end_invalid';
export const BEGIN_AFTER_END = 'app.semesters.begin_after_end';
export const INFORMATION_MISSING = 'app.company_panel.rules.information_missing';
export const EXAM_SEMESTER_TAKEN = 'app.company_panel.rules.exam_semester_taken';
export const ONE_ENTRY_ONLY = 'app.company_panel.rules.one_entry_only';
export const UNKNOWN_REFERENT = 'app.company_panel.rules.unknown_referent';
export const SEMESTER_NOT_FOR_SCHOOL = 'app.company_panel.rules.semester_not_for_school';
/** 409: the school type is locked once saved. */
export const SCHOOL_TYPE_LOCKED = 'app.company_panel.rules.school_type_locked';
/** 409: the other sections wait for the administrative data (the school type). */
export const ADMIN_DATA_FIRST = 'app.company_panel.rules.admin_data_first';
/** A semester of the client's school type with nothing set up for it: the screen asks to contact support. */
export const NO_SEMESTER_CONTENT = 'app.company_panel.rules.no_semester_content';
/** 409 on DELETE /semester/{id} when a client's entry uses it. */
export const SEMESTER_IN_USE = 'app.semesters.in_use';
/** The exam semesters of examConcerned: values 3 to 6, each once. */
export const EXAM_SEMESTERS_INVALID = 'app.company_panel.rules.exam_semesters_invalid';
/** 409 of PUT /company/nextsemester/{id}: no open semester entry to close. */
export const NO_OPEN_SEMESTER = 'app.company_panel.rules.no_open_semester';
/** 409 of PUT /company/nextsemester/{id}: the open entry is the last one, nothing follows it. */
export const NO_NEXT_SEMESTER = 'app.company_panel.rules.no_next_semester';
/** The exam semester values a client may sit (spec section 5: 3 to 6). */
export const EXAM_SEMESTER_VALUES = [3, 4, 5, 6] as const;

/** Minutes per hour (spec section 5: "Hours to minutes factor 60"). */
export const MINUTES_PER_HOUR = 60;

/**
 * Path-type school kinds: one semester entry in all, after which the add form is hidden. The spec
 * does not name them; IFAS, SAMU and CFARM are the short, single-path programmes of section 9
 * (README, "Decisions where the spec is silent").
 */
export const PATH_SCHOOL_TYPES: readonly SchoolType[] = ['IFAS', 'SAMU', 'CFARM'];
export const isPathSchoolType = (type: string | null | undefined) =>
  PATH_SCHOOL_TYPES.includes(type as SchoolType);

type Errors = Record<string, string>;

/** Digits only, at least 14 (spec section 5); a number or a string of digits. */
export function siretError(value: unknown): string | undefined {
  // A number that is not a whole, non-negative one is given but wrong (not missing).
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) {
    return SIRET_INVALID;
  }
  const digits =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (digits === '') return PANEL_MISSING_VALUES;
  return /^\d+$/.test(digits) &&
    digits.length >= SIRET_MIN_DIGITS &&
    digits.length <= SIRET_MAX_DIGITS
    ? undefined
    : SIRET_INVALID;
}

export interface AdminDataInput {
  denomination?: unknown;
  address?: unknown;
  phone?: unknown;
  siret?: unknown;
  type?: unknown;
  billingContact?: {
    name?: unknown;
    firstname?: unknown;
    address?: unknown;
    phone?: unknown;
    email?: unknown;
  } | null;
}

/**
 * Administrative data: every field required ("Valeur(s) manquante(s)"), SIRET digits only and at
 * least 14, the billing e-mail valid. Keys are field paths (billingContact.email).
 */
export function adminDataErrors(input: AdminDataInput): Errors {
  const errors: Errors = {};
  for (const field of ['denomination', 'address', 'phone', 'type'] as const) {
    if (isBlank(input[field])) errors[field] = PANEL_MISSING_VALUES;
  }
  const siret = siretError(input.siret);
  if (siret) errors.siret = siret;
  const contact = input.billingContact ?? {};
  for (const field of ['name', 'firstname', 'address', 'phone', 'email'] as const) {
    if (isBlank(contact[field])) errors[`billingContact.${field}`] = PANEL_MISSING_VALUES;
  }
  const email = contact.email;
  if (!errors['billingContact.email'] && (typeof email !== 'string' || !isValidEmail(email))) {
    errors['billingContact.email'] = 'app.validation.invalid_email';
  }
  return errors;
}

/**
 * The school type is locked once saved: the message key when a saved one would change. The form
 * disables the select; the route answers 409.
 */
export const schoolTypeChange = (saved: string | null | undefined, sent: unknown) =>
  saved && sent !== saved ? SCHOOL_TYPE_LOCKED : undefined;

export interface ReferentInputLike {
  name?: unknown;
  firstname?: unknown;
  phone?: unknown;
  email?: unknown;
}

/** A pedagogic contact: name, first name, phone and e-mail all required, the e-mail valid. */
export function referentErrors(input: ReferentInputLike): Errors {
  const errors: Errors = {};
  for (const field of ['name', 'firstname', 'phone', 'email'] as const) {
    if (isBlank(input[field])) errors[field] = PANEL_MISSING_VALUES;
  }
  if (!errors.email && (typeof input.email !== 'string' || !isValidEmail(input.email))) {
    errors.email = 'app.validation.invalid_email';
  }
  return errors;
}

/** The name of a pedagogic contact is stored in upper case. */
export const referentName = (name: string) => name.trim().toLocaleUpperCase('fr');

/** Hours as entered (a whole number) to stored minutes. */
export const hoursToMinutes = (hours: number) => Math.round(hours * MINUTES_PER_HOUR);
/** Stored minutes to whole hours and the minutes left, for showing "12 h 30". */
export const splitMinutes = (minutes: number) => ({
  hours: Math.floor(minutes / MINUTES_PER_HOUR),
  minutes: minutes % MINUTES_PER_HOUR,
});

/** Whole, non-negative numbers (spec: "digits"); a numeric string as typed counts. */
export function isWholeCount(value: unknown): boolean {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** The catalogue semester an entry points at, as the rules need it. */
export interface CatalogueSemester {
  _id: string;
  value: number;
  begin: string;
  end: string;
  examType: boolean;
  schoolTypes: readonly string[];
}

export interface SemesterEntryLike {
  _id?: string;
  semester?: string | null;
  elearningHours?: unknown;
  presentialGroups?: unknown;
  presentialHours?: unknown;
  needFormer?: boolean;
  beginDate?: string | null;
  endDate?: string | null;
  referents?: readonly string[];
}

export interface SemesterEntryContext {
  /** The catalogue semester the entry points at; undefined when none (or an unknown one). */
  semester: CatalogueSemester | undefined;
  /** Today, YYYY-MM-DD. */
  today: string;
  /** The client's school type (administrative data). */
  schoolType: string | null | undefined;
  /** The pedagogic contacts' ids of the panel. */
  referentIds: readonly string[];
  /**
   * Whether the begin date may lie in the past: true for an entry already saved with that begin
   * date (a running semester stays valid), false for a new one or a changed begin date.
   */
  beginUnchanged?: boolean;
}

/**
 * One semester entry, as the add form and PUT /companyData/semesters check it. Hours and groups are
 * whole non-negative numbers ("Valeurs incorrectes"); a semester is required; begin is not before
 * the semester's start nor before today; end is not after the semester's end; begin is not after
 * end; a needed trainer needs presential groups and hours ("Informations manquantes").
 */
export function semesterEntryErrors(entry: SemesterEntryLike, ctx: SemesterEntryContext): Errors {
  const errors: Errors = {};
  for (const field of ['elearningHours', 'presentialGroups', 'presentialHours'] as const) {
    if (!isWholeCount(entry[field])) errors[field] = VALUES_INVALID;
  }
  if (!entry.semester || !ctx.semester) {
    errors.semester = SEMESTER_MISSING;
  } else if (ctx.schoolType && !ctx.semester.schoolTypes.includes(ctx.schoolType)) {
    errors.semester = SEMESTER_NOT_FOR_SCHOOL;
  }
  const begin = entry.beginDate ?? '';
  const end = entry.endDate ?? '';
  if (!begin) errors.beginDate = PANEL_MISSING_VALUES;
  if (!end) errors.endDate = PANEL_MISSING_VALUES;
  if (begin && ctx.semester && begin < ctx.semester.begin) errors.beginDate = BEGIN_INVALID;
  if (begin && !ctx.beginUnchanged && begin < ctx.today) errors.beginDate = BEGIN_INVALID;
  if (end && ctx.semester && end > ctx.semester.end) errors.endDate = END_INVALID;
  if (!errors.beginDate && !errors.endDate) {
    const order = beginNotAfterEnd(begin, end);
    if (order) errors.endDate = order;
  }
  if (entry.needFormer) {
    const groups = Number(entry.presentialGroups);
    const hours = Number(entry.presentialHours);
    if (!errors.presentialGroups && !(groups > 0)) errors.presentialGroups = INFORMATION_MISSING;
    if (!errors.presentialHours && !(hours > 0)) errors.presentialHours = INFORMATION_MISSING;
  }
  const unknown = (entry.referents ?? []).find((id) => !ctx.referentIds.includes(id));
  if (unknown !== undefined) errors.referents = UNKNOWN_REFERENT;
  return errors;
}

/** The warning (not an error) of spec section 5: every hour is zero. */
export const allHoursZero = (entry: SemesterEntryLike) =>
  Number(entry.elearningHours) === 0 && Number(entry.presentialHours) === 0;

/**
 * Rules across the entries of a client: for an exam-type semester, one entry per semester value;
 * for a path-type school kind, one entry in all. Keys by entry index.
 */
export function semesterListErrors(
  entries: readonly SemesterEntryLike[],
  catalogue: readonly CatalogueSemester[],
  schoolType: string | null | undefined,
): Record<number, string> {
  const errors: Record<number, string> = {};
  if (isPathSchoolType(schoolType)) {
    for (let i = 1; i < entries.length; i++) errors[i] = ONE_ENTRY_ONLY;
  }
  const byId = new Map(catalogue.map((s) => [s._id, s]));
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    const semester = entry.semester ? byId.get(entry.semester) : undefined;
    if (!semester?.examType) return;
    if (seen.has(semester.value)) errors[i] ??= EXAM_SEMESTER_TAKEN;
    seen.add(semester.value);
  });
  return errors;
}

/** Whether the add form shows: a path-type school kind has one entry in all. */
export const canAddSemesterEntry = (
  schoolType: string | null | undefined,
  entries: readonly unknown[],
) => !(isPathSchoolType(schoolType) && entries.length >= 1);

/**
 * The catalogue semesters an entry may use: those of the client's school type, without the exam
 * semesters whose value another entry already holds (the entry being edited keeps its own).
 */
export function offeredSemesters(
  catalogue: readonly CatalogueSemester[],
  schoolType: string | null | undefined,
  entries: readonly SemesterEntryLike[],
  editing?: string,
): CatalogueSemester[] {
  const byId = new Map(catalogue.map((s) => [s._id, s]));
  const taken = new Set(
    entries
      .filter((e) => e._id === undefined || e._id !== editing)
      .map((e) => (e.semester ? byId.get(e.semester) : undefined))
      .filter((s): s is CatalogueSemester => s?.examType === true)
      .map((s) => s.value),
  );
  return catalogue.filter(
    (s) =>
      (!schoolType || s.schoolTypes.includes(schoolType)) && !(s.examType && taken.has(s.value)),
  );
}

/** examConcerned: its semesters are values 3 to 6, each at most once. Key `semesters`. */
export function examConcernedErrors(input: { semesters?: readonly unknown[] }): Errors {
  const list = input.semesters ?? [];
  const valid =
    list.every((v) => (EXAM_SEMESTER_VALUES as readonly unknown[]).includes(v)) &&
    new Set(list).size === list.length;
  return valid ? {} : { semesters: EXAM_SEMESTERS_INVALID };
}
