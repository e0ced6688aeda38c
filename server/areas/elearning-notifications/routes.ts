import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ElearningNotificationLogSchema,
  ElearningTemplateSchema,
  SetTemplateSchema,
  TemplateParamsSchema,
} from '../../../domain/entities/elearning-notification';
import { answerList, hasListParams } from '../../lib/crud-routes';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { readerOf } from '../../lib/scope';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import { logPage } from './log';
import { listTemplates, resetTemplate, setTemplate } from './templates';

const tags = ['elearning-notifications'];
/** The templates are the e-learning area's: every role reads them, a Teacher writes none. */
const templates = { read: ['elearning', 'read'], write: ['elearning', 'write'] } as const;
/** The log names learners: read as the students area (a Teacher: her groups' messages). */
const logAccess = ['students', 'read'] as const;

/** The e-learning notifications' templates and sending log (/notifications). */
export const elearningNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/elearningnotifications/templates',
    {
      config: { access: templates.read },
      schema: {
        tags,
        summary: "The e-learning notifications' templates",
        description:
          'Every kind (welcome, inactive, behind, ending, results) in every language (fr, en, de): its subject and body, the override when there is one (custom: true), else the default text, and the default text beside it. Placeholders: {{learner}}, {{group}}, {{progress}}, {{target}}, {{link}}.',
        response: { 200: z.array(ElearningTemplateSchema) },
      },
    },
    () => listTemplates(app.db),
  );

  app.put(
    '/elearningnotifications/templates/:kind/:language',
    {
      config: { access: templates.write },
      schema: {
        tags,
        summary: "Sets a kind's template in a language",
        description:
          'Body {subject (up to 200 characters), body (up to 5,000)}: neither blank, and every {{placeholder}} among learner, group, progress, target, link (else a 400 naming the field). Answers the template.',
        params: TemplateParamsSchema,
        body: SetTemplateSchema,
        response: { 200: ElearningTemplateSchema, 400: ErrorSchema },
      },
    },
    (request) =>
      setTemplate(
        app.db,
        request.params.kind,
        request.params.language,
        request.body,
        userOf(request).id,
      ),
  );

  app.delete(
    '/elearningnotifications/templates/:kind/:language',
    {
      config: { access: templates.write },
      schema: {
        tags,
        summary: "Resets a kind's template in a language to its default text",
        description: 'Idempotent; answers the template, now the default text.',
        params: TemplateParamsSchema,
        response: { 200: ElearningTemplateSchema },
      },
    },
    (request) => resetTemplate(app.db, request.params.kind, request.params.language),
  );

  app.get(
    '/elearningnotifications/log',
    {
      config: { access: logAccess },
      schema: {
        tags,
        summary: "The e-learning notifications' sending log",
        description:
          'Who, what, when and the delivery result (status queued, sent or failed, with the error), newest first; with range/sort (createdAt, sentAt, kind, status, email)/filter (kind, status, groupId, studentId, id, q: the learner, from and to: YYYY-MM-DD) a page and Content-Range. A Teacher sees the messages of her groups.',
        querystring: ListQuerySchema,
        response: { 200: z.array(ElearningNotificationLogSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      const { rows, total } = await logPage(app.db, list, readerOf(request));
      return answerList(reply, list, hasListParams(request.query), async () => rows, total);
    },
  );
};
