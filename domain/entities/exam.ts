import { z } from 'zod';
import { dayOrInstant, many, requiredText, updatedAtField } from './fields';
import { ExamModalitySchema } from './semester';
import { writableBody } from './writable-body';

/** Exam types of spec section 9; "exam types 1 and 2" of section 5 are toeic and linguageneral. */
export const EXAM_TYPES = ['toeic', 'linguageneral', 'linguabusiness'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** Semester values offered for exams (spec section 9: 3 to 6). */
export const EXAM_SEMESTER_MIN = 3;
export const EXAM_SEMESTER_MAX = 6;

/** Status names of an exam session; null until the exam is held (spec: name null at creation). */
export const EXAM_STATUSES = ['done', 'graded'] as const;

/**
 * A subject of the catalogue (/examsubject), by exam type and modality; a 'Quiz automatisé'
 * subject names the question pool its quiz draws from (domain/rules/exam-subject.ts).
 */
export const ExamSubjectSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  examType: z.enum(EXAM_TYPES),
  modality: ExamModalitySchema,
  pool: z.uuid().nullable(),
  /** Set: no longer offered to a new session; the sessions using it keep it. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExamSubject = z.infer<typeof ExamSubjectSchema>;

export const EXAM_SUBJECT_NAME_MAX = 200;

/** POST /examsubject: the rules of domain/rules/exam-subject.ts run on it (400 on the field). */
export const CreateExamSubjectSchema = writableBody(ExamSubjectSchema, {
  name: requiredText(EXAM_SUBJECT_NAME_MAX),
  examType: z.enum(EXAM_TYPES),
  modality: ExamModalitySchema,
  pool: z.uuid().nullable().default(null),
});
export type CreateExamSubject = z.output<typeof CreateExamSubjectSchema>;

/** PUT /examsubject/{id}: the rules run on the subject as it will be; a stale updatedAt is a 409. */
export const UpdateExamSubjectSchema = writableBody(ExamSubjectSchema, {
  name: requiredText(EXAM_SUBJECT_NAME_MAX).optional(),
  examType: z.enum(EXAM_TYPES).optional(),
  modality: ExamModalitySchema.optional(),
  pool: z.uuid().nullable().optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateExamSubject = z.output<typeof UpdateExamSubjectSchema>;

/** The filters of GET /examsubject's list dialect: q (the name), id (getMany), examType, modality, pool, archived. */
export const ExamSubjectFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  examType: many(z.enum(EXAM_TYPES)).optional(),
  modality: many(ExamModalitySchema).optional(),
  pool: many(z.uuid()).optional(),
  archived: z.boolean().optional(),
});

const period = z.object({
  begin: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

/**
 * An exam session of a client (spec section 3, "exam option"): catchUp, modality, EWCorrect,
 * examSubject (id and name), examBegin, examEnd, status, semester.
 */
export const ExamSessionSchema = z.object({
  _id: z.uuid(),
  company: z.uuid(),
  semester: z.int(),
  modality: ExamModalitySchema,
  /** The written part is corrected by the provider (EW: e-learning written). */
  EWCorrect: z.boolean(),
  examSubject: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  examBegin: z.string(),
  examEnd: z.string(),
  /** The catch-up session, once added. */
  catchUp: z.object({ begin: z.string(), end: z.string() }).nullable(),
  status: z.object({
    name: z.enum(EXAM_STATUSES).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExamSession = z.infer<typeof ExamSessionSchema>;

/**
 * An exam session as GET /exam lists it (the /exams screen): the session, its client's exam type
 * (company_panels.exam_concerned), when its grades are expected (gradesDueAt in
 * domain/rules/exam-session.ts) and whether they are late (expected before now, not graded yet).
 */
export const ExamListItemSchema = ExamSessionSchema.extend({
  examType: z.enum(EXAM_TYPES).nullable(),
  gradesExpectedAt: z.string(),
  late: z.boolean(),
});
export type ExamListItem = z.infer<typeof ExamListItemSchema>;

/** The status filter of GET /exam: `pending` is a session whose status name is still null. */
export const EXAM_STATUS_FILTERS = ['pending', ...EXAM_STATUSES] as const;
export type ExamStatusFilter = (typeof EXAM_STATUS_FILTERS)[number];

/** A calendar day (YYYY-MM-DD) or an instant: the bounds of the examBegin filters. */

/**
 * The filters of GET /exam: q (subject name), id, company, group (the sessions reaching it),
 * examType, modality, semester, status, late, examBegin_gte and examBegin_lte.
 */
export const ExamFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  company: many(z.uuid()).optional(),
  group: many(z.uuid()).optional(),
  examType: many(z.enum(EXAM_TYPES)).optional(),
  modality: many(ExamModalitySchema).optional(),
  semester: many(z.int().min(EXAM_SEMESTER_MIN).max(EXAM_SEMESTER_MAX)).optional(),
  status: many(z.enum(EXAM_STATUS_FILTERS)).optional(),
  late: z.boolean().optional(),
  examBegin_gte: dayOrInstant.optional(),
  examBegin_lte: dayOrInstant.optional(),
});

/** A subject as sent: its id, or the {_id, name} the API returned. */
const subjectRef = z.union([z.uuid(), z.object({ _id: z.uuid(), name: z.string().optional() })]);

/** PUT /exam/new/{companyId}/{semester}: the rules of domain/rules/exam-session.ts run on it. */
export const NewExamBodySchema = z.strictObject({
  modality: ExamModalitySchema,
  EWCorrect: z.boolean().default(false),
  examSubject: subjectRef.nullable().default(null),
  examBegin: z.iso.datetime({ offset: true }),
  examEnd: z.iso.datetime({ offset: true }),
  catchUp: period.strict().nullable().default(null),
  /** Accepted as the spec sends it; the name is always null at creation. */
  status: z.object({ name: z.null() }).partial().strict().optional(),
});
export type NewExamBody = z.output<typeof NewExamBodySchema>;

/** PUT /exam/update/{id}: any of the fields, the status name, and the updatedAt as read (409 when stale). */
export const UpdateExamBodySchema = z.strictObject({
  modality: ExamModalitySchema.optional(),
  EWCorrect: z.boolean().optional(),
  examSubject: subjectRef.nullable().optional(),
  examBegin: z.iso.datetime({ offset: true }).optional(),
  examEnd: z.iso.datetime({ offset: true }).optional(),
  catchUp: period.strict().nullable().optional(),
  status: z.strictObject({ name: z.enum(EXAM_STATUSES).nullable() }).optional(),
  updatedAt: updatedAtField,
});
export type UpdateExamBody = z.output<typeof UpdateExamBodySchema>;
