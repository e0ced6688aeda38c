import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentTitleSchema,
  CreateContentItemSchema,
  CreateContentTitleSchema,
  UpdateContentTitleSchema,
} from '../../../domain/entities/content';
import { areaAccess, registerCrud } from '../../lib/crud-routes';
import { addContentItem, contentTitleCrud } from './service';

const tags = ['contents'];
/** Catalogue data of the e-learning area: Super Administrator and Admin write, a Teacher reads. */
const access = areaAccess('elearning');

/**
 * Skills content (spec section 7: /contenttitle, /content): titles, each with its items. A group's
 * skills content (GET /contenttitle/group/{id}) is served by server/areas/elearning-details.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrud(app, {
    base: '/contenttitle',
    tags,
    access,
    record: ContentTitleSchema,
    list: {
      summary: 'Content titles with their items',
      description:
        'Content titles with their items; with range/sort (title, level, createdAt, updatedAt)/filter (q, id, level, language) a page and Content-Range.',
      conditions: contentTitleCrud.conditions,
      rows: contentTitleCrud.rows,
      count: contentTitleCrud.count,
    },
    create: {
      summary: 'Creates a content title with its items; an unknown language is a 400',
      body: CreateContentTitleSchema,
      run: (body) => contentTitleCrud.create(app.db, body),
    },
    get: {
      summary: 'A content title with its items',
      run: (id) => contentTitleCrud.get(app.db, id),
    },
    update: {
      summary: 'Updates a content title',
      description:
        'Updates a content title; items is the whole list (with _id kept and updated, others deleted, new ones added); a stale updatedAt is a 409.',
      body: UpdateContentTitleSchema,
      errors: [409],
      run: (id, body) => contentTitleCrud.update(app.db, id, body),
    },
    remove: {
      summary: 'Deletes a content title and its items',
      run: (id) => contentTitleCrud.remove(app.db, id),
    },
  });

  app.post(
    '/content',
    {
      config: { access: access.write },
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
