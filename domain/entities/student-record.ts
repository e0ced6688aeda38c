import { z } from 'zod';
import { AtRiskFlagSchema } from './at-risk';
import { TEMPLATE_KINDS } from './document-template';
import { dayOrInstant, many } from './fields';
import { GROUP_STATES } from './group';
import { SlotStatusSchema } from './signature';

/**
 * A learner's record (/student/{studentId}, issue 46): the sections of her page, each read by one
 * list path of the list dialect, filtered by her id.
 */

/** Message keys (locales/fragments/student-record.ts). */
export const STUDENT_REQUIRED = 'app.student_record.student_required';

/** Her hours in a group, as the group's training follow-up counts them (domain/rules/group-results.ts). */
export const RecordHoursSchema = z.object({
  plannedHours: z.number(),
  /** The group's e-learning details' hours in class and in e-learning; null where they say none. */
  plannedPresentialHours: z.number().nullable(),
  plannedElearningHours: z.number().nullable(),
  presentialHours: z.number(),
  elearningHours: z.number(),
  doneHours: z.number(),
  remainingHours: z.number(),
});

/** Her half-days in a group's sessions, by what was marked, and the share attended (null: none marked). */
export const HalfDaysSchema = z.object({
  attended: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  attendanceRate: z.number().int().nullable(),
});

/** GET /student/record/groups: one of her groups, with her own figures in it. */
export const RecordGroupSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  trainers: z.array(z.string()),
  courses: z.array(z.string()),
  level: z.number().int(),
  languageId: z.uuid(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  state: z.enum(GROUP_STATES),
  hours: RecordHoursSchema,
  halfDays: HalfDaysSchema,
});
export type RecordGroup = z.infer<typeof RecordGroupSchema>;

/** The filters of GET /student/record/groups: studentId (required), state, id, companyId, languageId. */
export const RecordGroupFilterSchema = z.object({
  studentId: z.uuid().optional(),
  id: many(z.uuid()).optional(),
  companyId: many(z.uuid()).optional(),
  languageId: many(z.uuid()).optional(),
  state: many(z.enum(GROUP_STATES)).optional(),
});

/** One half-day of a session as marked for her: the status, the arrival or departure, the justification. */
export const RecordHalfDaySchema = z.object({
  slot: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** Null while not marked. */
  status: SlotStatusSchema.nullable(),
  /** The arrival (late) or the departure (left early). */
  at: z.string().nullable(),
  minutes: z.number().int(),
  /** The justification's file name, when an excused absence has one. */
  documentName: z.string().nullable(),
  signed: z.boolean(),
});
export type RecordHalfDay = z.infer<typeof RecordHalfDaySchema>;

/** GET /student/record/sessions: one of her sessions, past or coming, with her half-days. */
export const RecordSessionSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  type: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  teacherName: z.string(),
  groups: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  halfDays: z.array(RecordHalfDaySchema),
});
export type RecordSession = z.infer<typeof RecordSessionSchema>;

/** The filters of GET /student/record/sessions: studentId (required), id, groupId, from, to (day or instant). */
export const RecordSessionFilterSchema = z.object({
  studentId: z.uuid().optional(),
  id: many(z.uuid()).optional(),
  groupId: many(z.uuid()).optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
});

export const RESULT_KINDS = ['placement', 'exam', 'grade'] as const;

/** One skill of a result: its score out of 10 and the level shown (e.g. "B1.4"). */
export const RecordSkillSchema = z.object({
  skill: z.string(),
  score: z.number(),
  level: z.string(),
});

/**
 * GET /student/record/results: one of her results, newest first: a placement test taken with a
 * code (its score, level and the answers still to mark), an exam session's results per skill, or
 * a group's middle or end test per skill. The overall score is out of 10, its level shown as
 * "B1.4"; null while nothing is marked.
 */
export const RecordResultSchema = z.object({
  _id: z.string(),
  kind: z.enum(RESULT_KINDS),
  at: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  level: z.string().nullable(),
  /** A placement test's answers still to mark. */
  pending: z.number().int().nullable(),
  skills: z.array(RecordSkillSchema),
  /** What it opens: the attempt's review, the exam session, the group's grading. */
  attemptId: z.uuid().nullable(),
  examSessionId: z.uuid().nullable(),
  groupId: z.uuid().nullable(),
  /** A group's test: middle or end. */
  test: z.enum(['middle', 'end']).nullable(),
});
export type RecordResult = z.infer<typeof RecordResultSchema>;

/** The filters of GET /student/record/results: studentId (required), kind, id, attemptId, examSessionId, groupId. */
export const RecordResultFilterSchema = z.object({
  studentId: z.uuid().optional(),
  kind: many(z.enum(RESULT_KINDS)).optional(),
  id: many(z.string().max(100)).optional(),
  attemptId: many(z.uuid()).optional(),
  examSessionId: many(z.uuid()).optional(),
  groupId: many(z.uuid()).optional(),
});

export const DOCUMENT_KINDS = ['certificate', 'justification', 'issued'] as const;

/**
 * GET /student/record/documents: one of her documents, newest first: the certificate of attendance
 * of a group that has begun (made when downloaded, in PDF or Word), or the document that justifies
 * an absence (the file as it was attached to the half-day).
 */
export const RecordDocumentSchema = z.object({
  /** "certificate:<groupId>", "justification:<sessionId>:<slot>" or "issued:<documentId>". */
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** A certificate: the group's first day at midnight, Paris time; a justification: the session's start; a document issued: when. */
  at: z.string(),
  /** The group's name, or the session's title. */
  title: z.string(),
  groupId: z.uuid().nullable(),
  /** A certificate: the group's dates. */
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sessionId: z.uuid().nullable(),
  /** A justification: the half-day's index in the session, and the file's name. */
  slot: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** A document issued and kept (issue 47): its id, kind and version. */
  documentId: z.uuid().nullable(),
  issuedKind: z.enum(TEMPLATE_KINDS).nullable(),
  version: z.number().int().nullable(),
});
export type RecordDocument = z.infer<typeof RecordDocumentSchema>;

/** The filters of GET /student/record/documents: studentId (required), kind, id, groupId, sessionId. */
export const RecordDocumentFilterSchema = z.object({
  studentId: z.uuid().optional(),
  kind: many(z.enum(DOCUMENT_KINDS)).optional(),
  id: many(z.string().max(100)).optional(),
  groupId: many(z.uuid()).optional(),
  sessionId: many(z.uuid()).optional(),
});

/** The filters of GET /student/record/elearning: studentId (required), moduleId, companyId. */
export const RecordElearningFilterSchema = z.object({
  studentId: z.uuid().optional(),
  moduleId: z.uuid().optional(),
  companyId: z.uuid().optional(),
});

/** A level reached and where it comes from. */
export const RecordLevelSchema = z.object({
  level: z.string(),
  at: z.string(),
  title: z.string(),
  kind: z.enum(RESULT_KINDS),
});

/**
 * GET /student/record/summary/{id}: the top of her record, from her sections' own queries: her
 * level at entry (first placement test marked) and now (latest exam or group test), her hours in
 * class and in e-learning against planned, her half-days, her e-learning completion, her groups by
 * state. A Teacher's summary counts the groups she teaches only.
 */
export const RecordSummarySchema = z.object({
  studentId: z.uuid(),
  levelAtEntry: RecordLevelSchema.nullable(),
  levelNow: RecordLevelSchema.nullable(),
  hours: z.object({
    plannedHours: z.number(),
    presentialHours: z.number(),
    plannedPresentialHours: z.number(),
    elearningHours: z.number(),
    plannedElearningHours: z.number().nullable(),
  }),
  halfDays: HalfDaysSchema,
  elearning: z.object({
    completedActivities: z.number().int(),
    totalActivities: z.number().int(),
    percentage: z.number().int().nullable(),
  }),
  groups: z.object({
    coming: z.number().int(),
    running: z.number().int(),
    ended: z.number().int(),
  }),
  /** Her open at-risk flags in the reader's scope (GET /atrisk), each with its rule and reason. */
  atRisk: z.array(
    AtRiskFlagSchema.pick({
      _id: true,
      groupId: true,
      groupName: true,
      rule: true,
      figures: true,
      raisedAt: true,
    }),
  ),
});
export type RecordSummary = z.infer<typeof RecordSummarySchema>;
