import { z } from 'zod';
import { QUESTION_KINDS, SURVEY_KINDS, SURVEY_LANGS, TEXT_ANSWER_MAX } from '../rules/survey';
import { many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export const SURVEY_NAME_MAX = 200;
export const QUESTION_TEXT_MAX = 1000;
export const QUESTIONS_MAX = 50;
export const CHOICES_MAX = 20;
/** A link answers this many days after its mail; then it is unknown (404). */
export const SURVEY_LINK_DAYS = 60;

export const SurveyKindSchema = z.enum(SURVEY_KINDS);
export const QuestionKindSchema = z.enum(QUESTION_KINDS);
export const SurveyLangSchema = z.enum(SURVEY_LANGS);

const key = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const localized = (max: number) =>
  z.strictObject({
    en: requiredText(max).transform((v) => v.trim()),
    fr: requiredText(max).transform((v) => v.trim()),
    de: requiredText(max).transform((v) => v.trim()),
  });

export const SurveyChoiceSchema = z.strictObject({
  /** Kept from one edit to the next: answers name it. Given by the server when absent. */
  id: key.optional(),
  label: localized(200),
});

/** A question: its kind, its text in the three languages, its choices, required, alert (rating). */
export const SurveyQuestionSchema = z.strictObject({
  id: key.optional(),
  kind: QuestionKindSchema,
  text: localized(QUESTION_TEXT_MAX),
  choices: z.array(SurveyChoiceSchema).max(CHOICES_MAX).default([]),
  required: z.boolean().default(false),
  /** A rating of ALERT_AT_MOST or less notifies the administrators (rating questions only). */
  alert: z.boolean().default(false),
});
export type SurveyQuestion = z.output<typeof SurveyQuestionSchema>;

const StoredText = z.object({ en: z.string(), fr: z.string(), de: z.string() });
/** A question as stored and read: ids given to it and its choices. */
const StoredQuestionSchema = z.object({
  id: z.string(),
  kind: QuestionKindSchema,
  text: StoredText,
  choices: z.array(z.object({ id: z.string(), label: StoredText })),
  required: z.boolean(),
  alert: z.boolean(),
});
export type StoredQuestion = z.output<typeof StoredQuestionSchema>;

/**
 * A questionnaire (/surveys, Qualiopi indicator 30): its kind (who is asked and when), its name,
 * whether it is the one sent for its kind (one active a kind), and its questions.
 */
export const SurveySchema = z.object({
  _id: z.uuid(),
  kind: SurveyKindSchema,
  name: z.string(),
  active: z.boolean(),
  questions: z.array(StoredQuestionSchema),
  /** How many times it was answered: once it was, what it asks no longer changes. */
  answered: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Survey = z.infer<typeof SurveySchema>;

const questions = z.array(SurveyQuestionSchema).max(QUESTIONS_MAX);

export const CreateSurveySchema = writableBody(SurveySchema, {
  kind: SurveyKindSchema,
  name: requiredText(SURVEY_NAME_MAX).transform((v) => v.trim()),
  active: z.boolean().default(false),
  questions,
});
export type CreateSurvey = z.output<typeof CreateSurveySchema>;

export const UpdateSurveySchema = writableBody(SurveySchema, {
  kind: SurveyKindSchema.optional(),
  name: requiredText(SURVEY_NAME_MAX)
    .transform((v) => v.trim())
    .optional(),
  active: z.boolean().optional(),
  questions: questions.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateSurvey = z.output<typeof UpdateSurveySchema>;

/** The filters of GET /surveys: q (name), id, kind, active. */
export const SurveyFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  kind: many(SurveyKindSchema).optional(),
  active: z.boolean().optional(),
});

/** One answer: a rating or score, a choice's id, choices' ids, or a text. */
export const AnswerValueSchema = z.union([
  z.int().min(0).max(10),
  z.string().max(TEXT_ANSWER_MAX),
  z.array(key).max(CHOICES_MAX),
]);
/** POST /survey/{token}: the answers by question id. */
export const SurveyAnswersSchema = z.strictObject({
  answers: z.record(key, AnswerValueSchema),
});

/** GET /survey/{token}: the questionnaire in the recipient's language, and whether it is answered. */
export const SurveyPageSchema = z.object({
  lang: SurveyLangSchema,
  provider: z.string(),
  /** The group asked about (an end-of-training survey), or the civil year (a yearly one). */
  group: z.string().nullable(),
  year: z.int().nullable(),
  name: z.string(),
  answered: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: QuestionKindSchema,
      text: z.string(),
      required: z.boolean(),
      choices: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
});
export type SurveyPage = z.infer<typeof SurveyPageSchema>;

const LocalizedRead = z.object({ en: z.string(), fr: z.string(), de: z.string() });
/** One questionnaire's results: sent, answered, the rate, and each question's counts. */
export const SurveyResultSchema = z.object({
  kind: SurveyKindSchema,
  surveyId: z.uuid(),
  name: z.string(),
  sent: z.int(),
  answered: z.int(),
  /** Answered over sent, in percent; null when none went. */
  rate: z.number().nullable(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: QuestionKindSchema,
      text: LocalizedRead,
      count: z.int(),
      average: z.number().nullable(),
      distribution: z.array(
        z.object({ value: z.string(), label: LocalizedRead.nullable(), count: z.int() }),
      ),
      texts: z.array(z.string()),
    }),
  ),
});
export type SurveyResult = z.infer<typeof SurveyResultSchema>;

/** GET /group/surveys/{id}: a group's survey results, one entry a questionnaire sent to it. */
export const GroupSurveyResultsSchema = z.array(SurveyResultSchema);
export type GroupSurveyResults = z.infer<typeof GroupSurveyResultsSchema>;

/** GET /survey-results: the period (days on the provider's clock) and the cuts, each optional. */
export const SurveyCutQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  kind: SurveyKindSchema.optional(),
  /** A trainer teaching the group. */
  teacherId: z.uuid().optional(),
  /** The group's client. */
  companyId: z.uuid().optional(),
  /** One of the group's courses. */
  courseId: z.uuid().optional(),
});
export type SurveyCutQuery = z.infer<typeof SurveyCutQuerySchema>;

/** GET /survey-results: the period counted, and one entry a questionnaire with requests in the cut. */
export const SurveyCutResultsSchema = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  surveys: z.array(
    SurveyResultSchema.extend({
      /** How many groups its requests went to. */
      groups: z.int(),
    }),
  ),
});
export type SurveyCutResults = z.infer<typeof SurveyCutResultsSchema>;
