import { and, count, gte, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationsIntra } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import {
  contentRange,
  ListQuerySchema,
  orderBy,
  parseListQuery,
  searchCondition,
} from '../../lib/list-query';

/** Spec section 9: the menu badge counts the notifications of the last 3 days. */
export const RECENT_NOTIFICATION_DAYS = 3;

/** An intranet notification (GET /notificationsIntra). */
export const NotificationIntraSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});

const NotificationFilterSchema = z.strictObject({ q: z.string().max(200).optional() });

const SORTABLE = {
  createdAt: notificationsIntra.createdAt,
  title: sql`lower(${notificationsIntra.title})`,
};

const tags = ['notifications'];
const access = ['elearning', 'read'] as const;

/** Intranet notifications for staff: the list, newest first, and the count of recent ones. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notificationsIntra',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Intranet notifications, newest first; with range a page and Content-Range',
        querystring: ListQuerySchema,
        response: { 200: z.array(NotificationIntraSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      if (list.sortField === undefined) list.sortOrder = 'DESC';
      const parsed = NotificationFilterSchema.safeParse(list.filter);
      if (!parsed.success) throw badRequest('app.errors.bad_query');
      const text = sql`f_unaccent(lower(${notificationsIntra.title} || ' ' || ${notificationsIntra.body}))`;
      const where: SQL | undefined = and(searchCondition(text, parsed.data.q));
      const query = app.db
        .select()
        .from(notificationsIntra)
        .where(where)
        .orderBy(...orderBy(list, SORTABLE, notificationsIntra.createdAt, notificationsIntra.id))
        .offset(list.offset);
      const rows = await (list.limit !== undefined ? query.limit(list.limit) : query);
      if (list.paged) {
        const [{ n }] = await app.db.select({ n: count() }).from(notificationsIntra).where(where);
        reply.header('Content-Range', contentRange(list, rows.length, n));
      }
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        body: row.body,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.get(
    '/notificationsIntra/recent',
    {
      config: { access },
      schema: {
        tags,
        summary: `Number of notifications created in the last ${RECENT_NOTIFICATION_DAYS} days`,
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async () => {
      const since = new Date(Date.now() - RECENT_NOTIFICATION_DAYS * 24 * 60 * 60 * 1000);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(notificationsIntra)
        .where(gte(notificationsIntra.createdAt, since));
      return { count: n };
    },
  );
};
