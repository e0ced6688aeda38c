import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { many, updatedAtField } from './fields';
import {
  QUESTION_CHOICE_MAX,
  QUESTION_CHOICES_MAX,
  QUESTION_GAP_ANSWER_MAX,
  QUESTION_GAP_ANSWERS_MAX,
  QUESTION_GAPS_MAX,
  QUESTION_GUIDE_MAX,
  QUESTION_PROMPT_MAX,
  QUESTION_SKILLS,
  QUESTION_TYPES,
} from './question-constants';
import { QuestionMediaViewSchema } from './question-media';
import { writableBody } from './writable-body';

export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export const QuestionSkillSchema = z.enum(QUESTION_SKILLS);

/** A choice's id: short, unique in its question; the server gives one when a write leaves it out. */
export const CHOICE_ID_MAX = 20;

export const ChoiceSchema = z.object({ id: z.string(), text: z.string(), correct: z.boolean() });
export type Choice = z.infer<typeof ChoiceSchema>;
export const GapSchema = z.object({ answers: z.array(z.string()) });
export type Gap = z.infer<typeof GapSchema>;

/**
 * A question's audio or image file as the server stores it: its key in the file store (never sent to
 * a browser), its kind, type, name and size in bytes.
 */
export interface QuestionMedia {
  key: string;
  kind: 'audio' | 'image';
  contentType: string;
  name: string;
  size: number;
}

/**
 * A question of the bank (/question): its type, skill, level (0..6 = A0..C2) and language, the
 * prompt as sanitised HTML, the choices (single, multiple) or gaps (gap) with their answer key, the
 * grading notes (free) and a version that grows when the content changes.
 */
export const QuestionSchema = z.object({
  _id: z.uuid(),
  type: QuestionTypeSchema,
  skill: QuestionSkillSchema,
  level: z.int(),
  language: z.uuid(),
  prompt: z.string(),
  choices: z.array(ChoiceSchema),
  gaps: z.array(GapSchema),
  guide: z.string().nullable(),
  /** Its audio or image file, if any (PUT /question/media/{id}). */
  media: QuestionMediaViewSchema.nullable(),
  version: z.int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

const LEVEL_INVALID = 'app.questions.level_invalid';

/**
 * The write caps are loose on the counts: the rules of domain/rules/question.ts answer the bounds
 * with their own messages (2..8 choices, 1..10 answers, one gap per [[n]]).
 */
const WriteChoiceSchema = z.strictObject({
  id: z.string().min(1).max(CHOICE_ID_MAX).optional(),
  text: z.string().max(QUESTION_CHOICE_MAX),
  correct: z.boolean().default(false),
});
export type WriteChoice = z.output<typeof WriteChoiceSchema>;
const choicesField = z.array(WriteChoiceSchema).max(QUESTION_CHOICES_MAX * 4);
const gapsField = z
  .array(
    z.strictObject({
      answers: z.array(z.string().max(QUESTION_GAP_ANSWER_MAX)).max(QUESTION_GAP_ANSWERS_MAX * 4),
    }),
  )
  .max(QUESTION_GAPS_MAX * 4);

const questionFields = {
  type: QuestionTypeSchema,
  skill: QuestionSkillSchema,
  level: z.int(LEVEL_INVALID).min(MIN_LEVEL, LEVEL_INVALID).max(MAX_LEVEL, LEVEL_INVALID),
  language: z.uuid(),
  prompt: z.string().max(QUESTION_PROMPT_MAX),
  choices: choicesField.default([]),
  gaps: gapsField.default([]),
  guide: z.string().max(QUESTION_GUIDE_MAX).nullable().default(null),
};

export const CreateQuestionSchema = writableBody(QuestionSchema, questionFields);
export type CreateQuestion = z.output<typeof CreateQuestionSchema>;

export const UpdateQuestionSchema = writableBody(QuestionSchema, {
  type: questionFields.type.optional(),
  skill: questionFields.skill.optional(),
  level: questionFields.level.optional(),
  language: questionFields.language.optional(),
  prompt: questionFields.prompt.optional(),
  choices: choicesField.optional(),
  gaps: gapsField.optional(),
  guide: z.string().max(QUESTION_GUIDE_MAX).nullable().optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateQuestion = z.output<typeof UpdateQuestionSchema>;

/** The filters of GET /question: q (the prompt's text), id (getMany), type, skill, level, language, archived. */
export const QuestionFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  type: many(QuestionTypeSchema).optional(),
  skill: many(QuestionSkillSchema).optional(),
  level: many(z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL)).optional(),
  language: many(z.uuid()).optional(),
  archived: z.boolean().optional(),
});
