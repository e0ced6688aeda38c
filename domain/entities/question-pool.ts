import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { many, updatedAtField } from './fields';
import { QuestionSchema, QuestionSkillSchema, QuestionTypeSchema } from './question';
import {
  POOL_NAME_MAX,
  POOL_RULE_COUNT_MAX,
  POOL_RULES_MAX,
  POOL_TIME_LIMIT_INVALID,
  POOL_TIME_LIMIT_MAX,
  QUESTION_SKILLS,
  QUESTION_TYPES,
} from './question-constants';
import { writableBody } from './writable-body';

const LEVEL_INVALID = 'app.questions.level_invalid';
const level = z.int(LEVEL_INVALID).min(MIN_LEVEL, LEVEL_INVALID).max(MAX_LEVEL, LEVEL_INVALID);

/**
 * A draw rule of a pool: `count` questions for each level from `levelFrom` to `levelTo` and each of
 * the `skills`, of the `types` given ("4 questions per level from A1 to C1, per skill").
 */
export const PoolRuleSchema = z.object({
  levelFrom: z.int(),
  levelTo: z.int(),
  skills: z.array(QuestionSkillSchema),
  types: z.array(QuestionTypeSchema),
  count: z.int(),
});
export type PoolRule = z.infer<typeof PoolRuleSchema>;

/**
 * A question pool (/qpool): a name, the language its questions are drawn in, its draw rules, and
 * `size`, the number of questions a draw gives when the bank holds enough.
 */
export const QuestionPoolSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  language: z.uuid(),
  rules: z.array(PoolRuleSchema),
  size: z.int(),
  /** Minutes a learner has once she starts (null: no limit). */
  timeLimit: z.int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionPool = z.infer<typeof QuestionPoolSchema>;

/** The counts are loose here: domain/rules/question-draw.ts answers the bounds with its own messages. */
const WriteRuleSchema = z.strictObject({
  levelFrom: level,
  levelTo: level,
  skills: z.array(QuestionSkillSchema).max(QUESTION_SKILLS.length * 2),
  types: z
    .array(QuestionTypeSchema)
    .max(QUESTION_TYPES.length * 2)
    .default(['single', 'multiple', 'gap']),
  count: z
    .int()
    .min(0)
    .max(POOL_RULE_COUNT_MAX * 10),
});
export type WriteRule = z.output<typeof WriteRuleSchema>;
const rulesField = z.array(WriteRuleSchema).max(POOL_RULES_MAX * 4);
const timeLimitField = z
  .int(POOL_TIME_LIMIT_INVALID)
  .min(1, POOL_TIME_LIMIT_INVALID)
  .max(POOL_TIME_LIMIT_MAX, POOL_TIME_LIMIT_INVALID)
  .nullable();

export const CreateQuestionPoolSchema = writableBody(QuestionPoolSchema, {
  name: z.string().max(POOL_NAME_MAX),
  language: z.uuid(),
  rules: rulesField,
  timeLimit: timeLimitField.optional(),
});
export type CreateQuestionPool = z.output<typeof CreateQuestionPoolSchema>;

export const UpdateQuestionPoolSchema = writableBody(QuestionPoolSchema, {
  name: z.string().max(POOL_NAME_MAX).optional(),
  language: z.uuid().optional(),
  rules: rulesField.optional(),
  timeLimit: timeLimitField.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateQuestionPool = z.output<typeof UpdateQuestionPoolSchema>;

/** The filters of GET /qpool: q (the name), id (getMany), language. */
export const QuestionPoolFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  language: many(z.uuid()).optional(),
});

/** A cell of a rule the bank could not fill: its level and skill, how many were wanted and found. */
export const ShortfallSchema = z.object({
  level: z.int(),
  skill: QuestionSkillSchema,
  wanted: z.int(),
  found: z.int(),
});
export type Shortfall = z.infer<typeof ShortfallSchema>;

/** A preview draw (GET /qpool/{id}/draw): the questions in the order a test would give them. */
export const PoolDrawSchema = z.object({
  questions: z.array(QuestionSchema),
  shortfalls: z.array(ShortfallSchema),
});
export type PoolDraw = z.infer<typeof PoolDrawSchema>;
