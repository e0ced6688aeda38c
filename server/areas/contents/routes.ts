import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentTitleSchema,
  CreateContentItemSchema,
  CreateContentTitleSchema,
  UpdateContentTitleSchema,
} from '../../../domain/entities/content';
import { ListQuerySchema, parseListQuery } from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';
import { IdParams } from '../students/crud-routes';
import { answerList, hasListParams } from '../students/list-page';
import {
  addContentItem,
  contentTitleConditions,
  contentTitleRows,
  countContentTitles,
  createContentTitle,
  deleteContentTitle,
  getContentTitle,
  updateContentTitle,
} from './service';

const tags = ['contents'];
/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const READ = ['elearning', 'read'] as const;
const WRITE = ['elearning', 'write'] as const;

/**
 * Skills content (spec section 7: /contenttitle, /content): titles, each with its items. A group's
 * skills content (GET /contenttitle/group/{id}) is served by server/areas/elearning-details.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/contenttitle', '/contenttitle/']) {
    app.get(
      url,
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Content titles with their items; with range/sort (title, level, createdAt, updatedAt)/filter (q, id, level, language) a page and Content-Range',
          querystring: ListQuerySchema,
          response: { 200: z.array(ContentTitleSchema) },
        },
      },
      (request, reply) => {
        const parsed = parseListQuery(request.query);
        const where = contentTitleConditions(parsed);
        return answerList(
          reply,
          parsed,
          hasListParams(request.query),
          () => contentTitleRows(app.db, parsed, where),
          () => countContentTitles(app.db, where),
        );
      },
    );

    app.post(
      url,
      {
        config: { access: WRITE },
        schema: {
          tags,
          summary: 'Creates a content title with its items; an unknown language is a 400',
          body: CreateContentTitleSchema,
          response: { 201: ContentTitleSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createContentTitle(app.db, request.body)),
    );
  }

  app.get(
    '/contenttitle/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A content title with its items',
        params: IdParams,
        response: { 200: ContentTitleSchema },
      },
    },
    (request) => getContentTitle(app.db, request.params.id),
  );

  app.put(
    '/contenttitle/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Updates a content title; items is the whole list (with _id kept and updated, others deleted, new ones added); a stale updatedAt is a 409',
        params: IdParams,
        body: UpdateContentTitleSchema,
        response: { 200: ContentTitleSchema, 409: ErrorSchema },
      },
    },
    (request) => updateContentTitle(app.db, request.params.id, request.body),
  );

  app.delete(
    '/contenttitle/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Deletes a content title and its items',
        params: IdParams,
        response: { 200: ContentTitleSchema },
      },
    },
    (request) => deleteContentTitle(app.db, request.params.id),
  );

  app.post(
    '/content',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Adds one item to a content title (title is its id) and answers the title',
        body: CreateContentItemSchema,
        response: { 200: ContentTitleSchema },
      },
    },
    (request) => addContentItem(app.db, request.body),
  );
};
