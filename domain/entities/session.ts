import { z } from 'zod';
import { REGISTRANT_STATUSES, SESSION_ROW_INCOMPLETE, SESSION_TYPES } from '../rules/session';
import { many, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export const SESSION_NOT_YOURS = 'app.sessions.not_yours';
export const SESSION_UNKNOWN_TEACHER = 'app.sessions.unknown_teacher';
export const SESSION_UNKNOWN_LANGUAGE = 'app.sessions.unknown_language';
export const SESSION_UNKNOWN_STUDENT = 'app.sessions.unknown_student';
export const SESSION_UNKNOWN_COMPANY = 'app.sessions.unknown_company';
export const SESSION_UNKNOWN_GROUP = 'app.sessions.unknown_group';
export const SESSION_NOT_REGISTERED = 'app.sessions.not_registered';
export const SESSION_GROUP_IN_USE = 'app.sessions.group_in_use';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A wall-clock time, 'HH:mm'. */
export const hhmm = z.string().regex(HHMM, 'app.sessions.time_invalid');

/** A row of a recurrent session (spec section 3, dataTime): weekday 1 (Monday) to 7, hours in the session's zone. */
// A row sent without its day or hours gets the rule's own message, as one sent with them empty does.
const incompleteRow = (issue: { input?: unknown }) =>
  issue.input === undefined ? SESSION_ROW_INCOMPLETE : undefined;
export const RecurrenceRowSchema = z.object({
  day: z.int({ error: incompleteRow }).min(1).max(7).nullable(),
  start: z.string({ error: incompleteRow }).regex(HHMM, 'app.sessions.time_invalid'),
  end: z.string({ error: incompleteRow }).regex(HHMM, 'app.sessions.time_invalid'),
});

export const SessionTypeSchema = z.enum(SESSION_TYPES);
export const RegistrantStatusSchema = z.enum(REGISTRANT_STATUSES);

/**
 * A training session of the agenda (spec section 3): one occurrence. A recurrent session is stored
 * as one row per occurrence sharing a seriesId; each moves, is cancelled and takes attendance alone.
 */
export const SessionSchema = z.object({
  _id: z.uuid(),
  seriesId: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  objectives: z.string(),
  resources: z.string(),
  type: SessionTypeSchema,
  /** The trainer's staff id. */
  teacher: z.uuid(),
  language: z.uuid(),
  slots: z.int(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** The IANA zone the session is planned in. */
  timeZone: z.string(),
  /** The start's wall-clock time in timeZone, 'HH:mm'. */
  localStartTime: z.string(),
  isOpenToStudentRegistration: z.boolean(),
  /** Student ids. */
  registrants: z.array(z.uuid()),
  /** Each registrant's attendance status, null until taken; a late one's arrival ('HH:mm' in timeZone). */
  statuses: z.array(
    z.object({
      student: z.uuid(),
      status: RegistrantStatusSchema.nullable(),
      arrival: z.string().nullable(),
      /** The learner's name (NAME Firstname), for a reader who may not open the learner's record. */
      name: z.string().optional(),
    }),
  ),
  company: z.uuid().nullable(),
  groups: z.array(z.uuid()).nullable(),
  recurrent: z.boolean(),
  dataTime: z.array(RecurrenceRowSchema).nullable(),
  joinUrl: z.string().nullable(),
  startUrl: z.string().nullable(),
  meetingId: z.string().nullable(),
  /** When the attendance sheet was created (/session/appointment/{id}); registrants are locked from then. */
  appointmentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * A session as the agenda draws it (GET /session/calendar): what an event shows and a drag needs,
 * the registrants counted. A month of every trainer is a thousand of them, light enough to answer
 * fast; the session's page reads the whole record.
 */
export const CalendarSessionSchema = SessionSchema.pick({
  _id: true,
  seriesId: true,
  title: true,
  type: true,
  teacher: true,
  language: true,
  company: true,
  slots: true,
  start: true,
  end: true,
  timeZone: true,
  isOpenToStudentRegistration: true,
  joinUrl: true,
  updatedAt: true,
}).extend({ registrantCount: z.int() });
export type CalendarSession = z.infer<typeof CalendarSessionSchema>;

const TEXT_MAX = 10_000;
const instant = z.iso.datetime({ offset: true, message: 'app.sessions.date_invalid' });

/**
 * The writable fields. Required fields are checked by domain/rules/session.ts (one message for
 * all of them, spec section 5), so they are optional here.
 */
const sessionFields = {
  title: z.string().max(300).optional(),
  description: z.string().max(TEXT_MAX).optional(),
  objectives: z.string().max(TEXT_MAX).optional(),
  resources: z.string().max(TEXT_MAX).optional(),
  type: SessionTypeSchema.nullable().optional(),
  teacher: z.uuid().nullable().optional(),
  language: z.uuid().nullable().optional(),
  slots: z.int().min(0).max(10_000).nullable().optional(),
  start: instant,
  end: instant,
  timeZone: z.string().max(64).optional(),
  isOpenToStudentRegistration: z.boolean().optional(),
  registrants: z.array(z.uuid()).max(1000).optional(),
  company: z.uuid().nullable().optional(),
  groups: z.array(z.uuid()).max(100).nullable().optional(),
  recurrent: z.boolean().optional(),
  dataTime: z.array(RecurrenceRowSchema).max(21).nullable().optional(),
};

export const CreateSessionSchema = writableBody(SessionSchema, sessionFields);
export type CreateSession = z.output<typeof CreateSessionSchema>;

/** An update moves or edits one occurrence (or, with scope=following, the rest of its series); recurrence is fixed at creation. */
export const UpdateSessionSchema = writableBody(SessionSchema, {
  title: sessionFields.title,
  description: sessionFields.description,
  objectives: sessionFields.objectives,
  resources: sessionFields.resources,
  type: sessionFields.type,
  teacher: sessionFields.teacher,
  language: sessionFields.language,
  slots: sessionFields.slots,
  start: instant.optional(),
  end: instant.optional(),
  isOpenToStudentRegistration: sessionFields.isOpenToStudentRegistration,
  registrants: sessionFields.registrants,
  company: sessionFields.company,
  groups: sessionFields.groups,
  updatedAt: updatedAtField.optional(),
});
export type UpdateSession = z.output<typeof UpdateSessionSchema>;

/** Which occurrences of a series an update or delete touches: this one, or this and the following ones. */
export const SeriesScopeSchema = z.object({
  scope: z.enum(['this', 'following']).default('this'),
});

/** PUT /session/registrants/{id}: the student to remove. */
export const RemoveRegistrantSchema = z.strictObject({
  student: z.uuid(),
  updatedAt: updatedAtField.optional(),
});

/** The filters of GET /session: id (getMany), q (title), teacher, company, group, type, language. */
export const SessionFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  teacher: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
  type: many(SessionTypeSchema).optional(),
  language: many(z.uuid()).optional(),
  seriesId: z.uuid().optional(),
});

/** GET /session's visible range (FullCalendar's start and end): the sessions that overlap it. */
export const SessionRangeSchema = z.object({
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }).optional(),
});

export const SESSION_NO_REGISTRANTS = 'app.sessions.no_registrants';
export const SESSION_REGISTRANTS_LOCKED = 'app.sessions.registrants_locked';
export const SESSION_NO_SHEET = 'app.sessions.no_sheet';
export const SESSION_ARRIVAL_REQUIRED = 'app.sessions.arrival_required';

/** PUT /session/appointment/{id}: one registrant's attendance (null: not taken), a late one's arrival. */
export const MarkAttendanceSchema = z.strictObject({
  student: z.uuid(),
  status: RegistrantStatusSchema.nullable(),
  /** 'HH:mm' in the session's zone; only with late, and then required. */
  arrival: hhmm.nullable().optional(),
  updatedAt: updatedAtField.optional(),
});
export type MarkAttendance = z.infer<typeof MarkAttendanceSchema>;

export const COMMENT_NOT_YOURS = 'app.sessions.comment_not_yours';
export const UNKNOWN_SESSION = 'app.sessions.unknown_session';

/** A staff comment on a session (spec section 3): never shown to learners. */
export const SessionCommentSchema = z.object({
  _id: z.uuid(),
  session: z.uuid(),
  /** Null once the author's account is deleted. */
  author: z.uuid().nullable(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionComment = z.infer<typeof SessionCommentSchema>;

/** POST /session/comment/: the session and the text. */
export const CreateSessionCommentSchema = z.strictObject({
  session: z.uuid(),
  text: z
    .string()
    .max(5000)
    .refine((v) => v.trim() !== '', 'app.validation.required'),
});
export type CreateSessionComment = z.infer<typeof CreateSessionCommentSchema>;
