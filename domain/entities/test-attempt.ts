import { z } from 'zod';
import { emailField, PERSON_NAME_MAX_LENGTH, requiredText } from './fields';
import { QuestionTypeSchema } from './question';
import {
  QUESTION_CHOICES_MAX,
  QUESTION_GAP_ANSWER_MAX,
  QUESTION_GAPS_MAX,
} from './question-constants';
import { SignedMediaSchema } from './question-media';

/**
 * A test taken through an access code, on the public page /test/{code} (no account: the learner
 * gives her name and e-mail). The API's public side never sends an answer key.
 */

/** Why a code opens no test: unknown (404), past its window or not yet open, or used up (410). */
export const TEST_CODE_UNKNOWN = 'app.test_api.code_unknown';
export const TEST_CODE_NOT_YET = 'app.test_api.code_not_yet';
export const TEST_CODE_EXPIRED = 'app.test_api.code_expired';
export const TEST_CODE_USED_UP = 'app.test_api.code_used_up';
/** A module test whose learner belongs to no client (an attempt is always a client's). */
export const TEST_NO_CLIENT = 'app.test_api.no_client';
/** An attempt that is not this browser's (a wrong token) or already finished. */
export const TEST_ATTEMPT_UNKNOWN = 'app.test_api.attempt_unknown';
export const TEST_ATTEMPT_FINISHED = 'app.test_api.attempt_finished';
/** An answer sent after the test's time ran out (a minute's grace for the network). */
export const TEST_TIME_UP = 'app.test_api.time_up';
/**
 * The grace given over an attempt's deadline: answers still saved (the network's delay, a page's
 * last save); past it the answers are refused and the jobs worker hands the attempt in.
 */
export const TEST_GRACE_MS = 60_000;
/** An answer that does not fit its question (a choice it does not have, too many gaps). */
export const TEST_ANSWER_INVALID = 'app.test_api.answer_invalid';

/** The header that carries an attempt's secret, kept by the learner's browser. */
export const ATTEMPT_TOKEN_HEADER = 'x-attempt-token';

/** GET /test/{code}: what the code opens, before the learner starts. */
export const TestOpeningSchema = z.object({
  title: z.string(),
  questionCount: z.int(),
  /** Minutes the learner has once she starts (none: no limit). */
  timeLimit: z.int().optional(),
  /** A module test's learner, known from its mail: she is not asked who she is. */
  learner: z.object({ firstName: z.string() }).optional(),
});
export type TestOpening = z.infer<typeof TestOpeningSchema>;

/** POST /test/{code}: who takes the test. */
export const StartTestSchema = z.strictObject({
  lastName: requiredText(PERSON_NAME_MAX_LENGTH),
  firstName: requiredText(PERSON_NAME_MAX_LENGTH),
  email: emailField,
});
export type StartTest = z.output<typeof StartTestSchema>;
/**
 * The body of POST /test/{code}: who takes the test, required for an access code (400 on each
 * field missing), ignored for a module test, whose learner is known ({}).
 */
export const StartTestBodySchema = StartTestSchema.partial();
export type StartTestBody = z.output<typeof StartTestBodySchema>;

/**
 * A question as the learner sees it: no key, no level. The choices come in the attempt's own
 * order (frozen when it started); a gap fill says how many gaps its prompt holds ([[1]], [[2]]…).
 */
export const PublicQuestionSchema = z.object({
  type: QuestionTypeSchema,
  prompt: z.string(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
  gaps: z.int(),
  /** Its audio or image, through a link signed for this attempt (GET /media/{token}). */
  media: SignedMediaSchema.optional(),
});
export type PublicQuestion = z.infer<typeof PublicQuestionSchema>;

/**
 * An answer: the ids of the choices picked (single: one), the text of each gap in order, or a
 * free text. An empty answer (nothing picked) is allowed: the learner may skip and come back.
 */
export const AnswerSchema = z.strictObject({
  choices: z.array(z.string().max(20)).max(QUESTION_CHOICES_MAX).optional(),
  gaps: z.array(z.string().max(QUESTION_GAP_ANSWER_MAX)).max(QUESTION_GAPS_MAX).optional(),
  text: z.string().max(10_000).optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** PUT /attempt/{id}/answer/{index}. */
export const SaveAnswerSchema = z.strictObject({ answer: AnswerSchema });

/** The learner's attempt: its questions, the answers saved so far (null: not answered), finished or not. */
export const AttemptViewSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  questions: z.array(PublicQuestionSchema),
  answers: z.array(AnswerSchema.nullable()),
  /** Seconds left when read (the pool's time limit), null without one; the page counts down from it. */
  timeLeft: z.int().nullable(),
  finishedAt: z.string().nullable(),
});
export type AttemptView = z.infer<typeof AttemptViewSchema>;

/** POST /test/{code} answers the attempt with the secret its browser keeps (sent back in ATTEMPT_TOKEN_HEADER). */
export const StartedAttemptSchema = AttemptViewSchema.extend({ token: z.string() });
export type StartedAttempt = z.infer<typeof StartedAttemptSchema>;
