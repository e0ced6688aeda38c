import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SurveyAnswersSchema, SurveyPageSchema } from '../../../domain/entities/survey';
import { ErrorSchema } from '../../plugins/errors';
import { answerSurvey, surveyPage } from './answer';

const TokenParams = z.object({ token: z.string().min(40).max(100) });

/**
 * A recipient's survey by its mailed link: public (no sign-in), rate limited, reaching only its
 * request's questionnaire; answered once.
 */
export const surveyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } };
  app.get(
    '/survey/:token',
    {
      config,
      schema: {
        tags: ['quality'],
        summary: 'A recipient’s survey: the questionnaire in the recipient’s language',
        description:
          'answered: the survey has been answered (the page thanks). 404 for an unknown or expired link.',
        params: TokenParams,
        response: { 200: SurveyPageSchema, 404: ErrorSchema },
      },
    },
    (request) => surveyPage(app.db, request.params.token),
  );
  app.post(
    '/survey/:token',
    {
      config,
      schema: {
        tags: ['quality'],
        summary: 'The recipient answers the survey, once',
        description:
          'answers: by question id, a rating (1 to 5), a score (0 to 10), a choice’s id, choices’ ids or a text. 400 by question when one is missing or not offered, and nothing is kept; 404 for an unknown or expired link; 409 once answered.',
        params: TokenParams,
        body: SurveyAnswersSchema,
        response: {
          201: z.object({ answeredAt: z.string() }),
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answered = await answerSurvey(app.db, request.params.token, request.body.answers);
      return reply.code(201).send({ answeredAt: answered.answeredAt });
    },
  );
};
