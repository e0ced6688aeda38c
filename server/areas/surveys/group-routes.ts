import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GroupSurveyResultsSchema } from '../../../domain/entities/survey';
import { readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { groupSurveyResults } from './results';
import { sendGroupSurvey } from './send';

/** How long sending waits for the mails before answering (they go on after). */
const MAIL_WAIT_MS = 8_000;

/** A group's surveys: their results, and its hot survey sent now. */
export const surveyGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group/surveys/:id',
    {
      config: { access: ['surveys', 'read'] },
      schema: {
        tags: ['quality'],
        summary:
          'The results of the surveys sent about the group: its learners, its client, its trainers',
        description:
          'One entry a questionnaire sent (the learners’ at the end and some time after, the client contact’s and the trainers’ at the end): sent, answered, the response rate (percent), and per question how many answered, the average of a rating or score, the count of each value offered, and the free-text answers. No one is named. A Teacher: her groups’ (404 otherwise), without the trainers’ answers.',
        params: z.object({ id: z.uuid() }),
        response: { 200: GroupSurveyResultsSchema, 404: ErrorSchema },
      },
    },
    (request) => groupSurveyResults(app.db, request.params.id, readerOf(request)),
  );
  app.post(
    '/group/surveys/:id',
    {
      config: { access: ['surveys', 'write'] },
      schema: {
        tags: ['quality'],
        summary: 'Sends the group’s end-of-training survey now to its learners who have none',
        description:
          'Each learner not archived, with an address and without this survey yet gets its link in the language of her mails (once: asked twice, or by two servers, nothing goes twice); the daily pass sends it the day the group ends otherwise. queued: how many were sent now. 404 for an unknown group; 409 when no end-of-training questionnaire is active.',
        params: z.object({ id: z.uuid() }),
        response: {
          202: z.object({ queued: z.int() }),
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const keys = await sendGroupSurvey(
        app.db,
        { secret: app.config.jwtSecret, fallback: app.config.JOBS_MAIL_LANGUAGE },
        request.params.id,
        readerOf(request),
      );
      // The mails go now (a few seconds at most); one that fails is tried again by the workers.
      const mailing = app
        .runJobsNow(keys)
        .catch((err) => request.log.warn({ err }, 'survey mails not sent now'));
      await Promise.race([mailing, sleep(MAIL_WAIT_MS, undefined, { ref: false })]);
      return reply.code(202).send({ queued: keys.length });
    },
  );
};
