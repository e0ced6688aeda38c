import { z } from 'zod';
import { LEVELS } from '../rules/levels';
import { QUIZ_COUNT_INVALID, QUIZ_COUNT_MAX, QUIZ_LEVEL_INVALID } from '../rules/question-draw';
import { QuestionSchema, QuestionSkillSchema } from './question';

/**
 * An exam session's automatic quiz ('Quiz automatisé'): GET /exam/quizmaker/{exam}/{level}/{count}
 * previews it, and an access code of the session opens it on the public page /test/{code}. It is
 * drawn from the pool its subject names, in that pool's language, with quizRules(level, count).
 */
export const QUIZ_NOT_QUIZ = 'app.quiz.not_quiz';
export const QUIZ_NO_POOL = 'app.quiz.no_pool';
export const QUIZ_UNKNOWN_EXAM = 'app.quiz.unknown_exam';
export const QUIZ_EXAM_COMPANY = 'app.quiz.exam_company';
export const QUIZ_POOL_OR_EXAM = 'app.quiz.pool_or_exam';
export { QUIZ_COUNT_INVALID, QUIZ_COUNT_MAX, QUIZ_LEVEL_INVALID };

/** The path of GET /exam/quizmaker: a = the exam session, b = a level A0..C2, c = questions per skill 1..50. */
export const QuizMakerParamsSchema = z.object({
  examId: z.uuid(),
  level: z.enum(LEVELS, { error: QUIZ_LEVEL_INVALID }),
  count: z.coerce
    .number()
    .int(QUIZ_COUNT_INVALID)
    .min(1, QUIZ_COUNT_INVALID)
    .max(QUIZ_COUNT_MAX, QUIZ_COUNT_INVALID),
});

/** A skill the bank could not fill at the quiz's level: wanted per skill, found. */
export const QuizShortfallSchema = z.object({
  skill: QuestionSkillSchema,
  wanted: z.int(),
  found: z.int(),
});

/** The preview of what each code of the session draws: the questions with their key. */
export const QuizDrawSchema = z.object({
  examSession: z.uuid(),
  subject: z.object({ _id: z.uuid(), name: z.string() }),
  pool: z.object({ _id: z.uuid(), name: z.string() }),
  language: z.uuid(),
  level: z.enum(LEVELS),
  count: z.int(),
  /** The questions a full draw gives: count per skill. */
  size: z.int(),
  questions: z.array(QuestionSchema),
  shortfalls: z.array(QuizShortfallSchema),
});
export type QuizDraw = z.infer<typeof QuizDrawSchema>;
