import { z } from 'zod';
import { EXAM_SEMESTER_MAX, EXAM_SEMESTER_MIN, EXAM_STATUSES, EXAM_TYPES } from './exam';
import { dayOrInstant, LevelSchema, many, updatedAtField } from './fields';
import { EXAM_MODALITIES } from './programmes';
import { QUESTION_SKILLS, type QuestionSkill } from './question-constants';

/**
 * Exam results (spec section 7, /examresult): per exam session, learner and skill (QUESTION_SKILLS:
 * the grading skills and vocabulary) a score 0..10 and a level 0..6 (A0..C2). Staff enter them for
 * the modalities a person marks; a 'Quiz automatisé' session's come from the quiz (fromQuiz).
 */
export const EXAM_RESULT_SKILLS = QUESTION_SKILLS;
export type ExamResultSkill = QuestionSkill;

/** Message keys of the exam results' rules (locales/fragments/exam-results.ts). */
export const QUIZ_MODALITY_RESULTS = 'app.exam_results.quiz_modality';
export const SESSION_HAS_RESULTS = 'app.exam_results.session_has_results';
export const NOT_SESSION_LEARNER = 'app.exam_results.not_learner';
export const RESULT_SCORE_INVALID = 'app.exam_results.score_invalid';
export const RESULT_LEVEL_INVALID = 'app.exam_results.level_invalid';
export const RESULT_SKILL_UNKNOWN = 'app.exam_results.skill_unknown';

/** One skill's result: the score /10, the level 0..6, and whether a quiz wrote it. */
export const SkillResultSchema = z.object({
  score: z.number(),
  level: z.int(),
  fromQuiz: z.boolean(),
});
export type SkillResult = z.infer<typeof SkillResultSchema>;

/** Every skill, null when the learner has no result in it. */
export const SkillResultsSchema = z.object(
  Object.fromEntries(EXAM_RESULT_SKILLS.map((s) => [s, SkillResultSchema.nullable()])) as Record<
    ExamResultSkill,
    z.ZodNullable<typeof SkillResultSchema>
  >,
);
export type SkillResults = z.infer<typeof SkillResultsSchema>;

/** The mean score of the skills given (rounded to 0.1) and its level with sublevel ("B1.4"). */
export const OverallSchema = z.object({
  score: z.number(),
  level: z.int(),
  display: z.string(),
});
export type Overall = z.infer<typeof OverallSchema>;

/** A learner of a session with their results. */
export const ExamResultLearnerSchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  skills: SkillResultsSchema,
  /** null without any result. */
  overall: OverallSchema.nullable(),
  /** The latest change of the learner's results in this session (null: none); PUT sends it back. */
  updatedAt: z.string().nullable(),
});
export type ExamResultLearner = z.infer<typeof ExamResultLearnerSchema>;

/** GET /examresult/{id}: the session and one row per learner. */
export const ExamSessionResultsSchema = z.object({
  session: z.object({
    _id: z.uuid(),
    company: z.uuid(),
    companyName: z.string(),
    semester: z.int(),
    modality: z.enum(EXAM_MODALITIES),
    examSubject: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
    status: z.enum(EXAM_STATUSES).nullable(),
    examBegin: z.string(),
  }),
  /** True for a 'Quiz automatisé' session: its results come from the quiz, staff do not enter them. */
  fromQuiz: z.boolean(),
  skills: z.array(z.enum(EXAM_RESULT_SKILLS)),
  learners: z.array(ExamResultLearnerSchema),
});
export type ExamSessionResults = z.infer<typeof ExamSessionResultsSchema>;

/** One skill in PUT /examresult/{id}/{studentId}: score null removes the skill's result. */
export const SkillGradeInputSchema = z.strictObject({
  score: z.number().nullable(),
  level: z.number().optional(),
});
export type SkillGradeInput = z.infer<typeof SkillGradeInputSchema>;

/**
 * PUT /examresult/{id}/{studentId}: the skills it names (the others are kept). The values are
 * checked by validateGrades (domain/rules/exam-results.ts), which answers field errors by skill.
 */
export const PutExamResultBodySchema = z.strictObject({
  grades: z.record(z.string().max(40), SkillGradeInputSchema),
  /** The learner's updatedAt as read (null when they had no result); a later change answers 409. */
  updatedAt: updatedAtField.nullable().optional(),
});
export type PutExamResultBody = z.infer<typeof PutExamResultBodySchema>;

export const ExamResultParams = z.object({ id: z.uuid(), studentId: z.uuid() });

/** A row of GET /examresult: one exam session and learner with at least one result. */
export const ExamResultRowSchema = z.object({
  /** `${examSession}_${student}`. */
  _id: z.string(),
  examSession: z.uuid(),
  student: z.uuid(),
  name: z.string(),
  firstname: z.string(),
  company: z.uuid(),
  companyName: z.string(),
  groups: z.array(z.object({ _id: z.uuid(), name: z.string() })),
  examType: z.enum(EXAM_TYPES).nullable(),
  modality: z.enum(EXAM_MODALITIES),
  semester: z.int(),
  examBegin: z.string(),
  /** How many skills have a result. */
  skills: z.int(),
  score: z.number(),
  level: z.int(),
  display: z.string(),
  updatedAt: z.string(),
});
export type ExamResultRow = z.infer<typeof ExamResultRowSchema>;

/** A row's id: its session and learner. */
export const ROW_ID_PATTERN = /^([0-9a-f-]{36})_([0-9a-f-]{36})$/i;
export const rowId = (session: string, student: string) => `${session}_${student}`;

/** A calendar day (YYYY-MM-DD) or an instant, as GET /exam's examBegin bounds. */
/** The filters of GET /examresult. */
export const ExamResultFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.string().regex(ROW_ID_PATTERN)).optional(),
  company: many(z.uuid()).optional(),
  examSession: many(z.uuid()).optional(),
  student: many(z.uuid()).optional(),
  examType: many(z.enum(EXAM_TYPES)).optional(),
  modality: many(z.enum(EXAM_MODALITIES)).optional(),
  semester: many(z.int().min(EXAM_SEMESTER_MIN).max(EXAM_SEMESTER_MAX)).optional(),
  level: many(LevelSchema).optional(),
  examBegin_gte: dayOrInstant.optional(),
  examBegin_lte: dayOrInstant.optional(),
});
