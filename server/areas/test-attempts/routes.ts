import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerSchema,
  ATTEMPT_TOKEN_HEADER,
  AttemptViewSchema,
  SaveAnswerSchema,
  StartedAttemptSchema,
  StartTestBodySchema,
  TestOpeningSchema,
} from '../../../domain/entities/test-attempt';
import { ErrorSchema } from '../../plugins/errors';
import { signAttemptMedia } from '../questions';
import { finishAttempt, readAttempt, saveAnswer, startTest, testOpening } from './service';

/** A code as typed (the service normalises it; anything else is unknown). */
const CodeParams = z.object({ code: z.string().min(1).max(100) });
const AttemptParams = z.object({ id: z.uuid() });
const AnswerParams = AttemptParams.extend({ index: z.coerce.number().int().min(0).max(999) });
const TokenHeaders = z.object({ [ATTEMPT_TOKEN_HEADER]: z.string().max(200).optional() });

/**
 * The learner's side of a test taken with an access code (the page /test/{code}): public, rate
 * limited, reaching only the code's test and the attempt whose token the browser holds. No answer
 * key, level or score is ever sent here.
 */
export const testAttemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tests (public)'];
  const config = { access: 'public' as const, rateLimit: { max: 120, timeWindow: 60_000 } };
  /** Each question's audio or image with a link signed for this attempt. */
  const signed = <V extends Parameters<typeof signAttemptMedia>[1]>(view: V) =>
    signAttemptMedia(app.config.jwtSecret, view);
  const token = (headers: Record<string, unknown>) =>
    headers[ATTEMPT_TOKEN_HEADER] as string | undefined;

  app.get(
    '/test/:code',
    {
      config,
      schema: {
        tags,
        summary: 'What an access code or a module test’s code opens: the test’s title and length',
        description:
          '404 for an unknown code; 410 for a code not yet open, past its window or used up. A module test’s code (32 hex characters, mailed by POST /module/test/{id}) opens its module’s test: 3 automatic questions per skill (listening, reading, grammar, vocabulary) at the module’s level, in the learner’s language; learner.firstName says she is known.',
        params: CodeParams,
        response: { 200: TestOpeningSchema, 404: ErrorSchema, 410: ErrorSchema },
      },
    },
    (request) => testOpening(app.db, request.params.code),
  );
  app.post(
    '/test/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Starts a test: one use of the code, the questions drawn and frozen',
        description:
          'Answers the attempt with the token its browser keeps and sends back in the x-attempt-token header. An access code needs lastName, firstName and email (400 on each missing); a module test’s code ignores them (its learner is known, {} will do) and sets the test’s taken_at: a second start is a 410.',
        params: CodeParams,
        body: StartTestBodySchema,
        response: { 201: StartedAttemptSchema, 404: ErrorSchema, 410: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(signed(await startTest(app.db, request.params.code, request.body))),
  );
  app.get(
    '/attempt/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An attempt as its learner left it, to resume it',
        params: AttemptParams,
        headers: TokenHeaders,
        response: { 200: AttemptViewSchema, 404: ErrorSchema },
      },
    },
    async (request) => signed(await readAttempt(app.db, request.params.id, token(request.headers))),
  );
  app.put(
    '/attempt/:id/answer/:index',
    {
      config,
      schema: {
        tags,
        summary: 'Saves one answer (index from 0) as the learner gives it',
        params: AnswerParams,
        headers: TokenHeaders,
        body: SaveAnswerSchema,
        response: {
          200: z.object({ index: z.int(), answer: AnswerSchema }),
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    (request) =>
      saveAnswer(
        app.db,
        request.params.id,
        token(request.headers),
        request.params.index,
        request.body.answer,
      ),
  );
  app.post(
    '/attempt/:id/finish',
    {
      config,
      schema: {
        tags,
        summary: 'Hands the test in: marked, matched to a student, staff notified; once only',
        params: AttemptParams,
        headers: TokenHeaders,
        response: { 200: AttemptViewSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      signed(await finishAttempt(app.db, request.params.id, token(request.headers))),
  );
};
