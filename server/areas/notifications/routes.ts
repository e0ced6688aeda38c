import { and, count, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type NotificationIntra,
  NotificationIntraSchema,
} from '../../../domain/entities/notification';
import { notificationsIntra } from '../../db/schema';
import {
  contentRange,
  ListQuerySchema,
  listPage,
  parseFilter,
  parseListQuery,
  searchCondition,
} from '../../lib/list-query';
import { ErrorSchema } from '../../plugins/errors';

export { NotificationIntraSchema };

/** Spec section 9: the menu badge counts the notifications of the last 3 days. */
export const RECENT_NOTIFICATION_DAYS = 3;

/** The list's filters, its allow-list: q searches the parameters (names, groups), id is getMany's. */
const NotificationFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

const SORTABLE = { createdAt: notificationsIntra.createdAt, kind: notificationsIntra.kind };

const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

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
        summary:
          'Intranet notifications, newest first, each a kind and its parameters; with range a page and Content-Range',
        querystring: ListQuerySchema,
        response: { 200: z.array(NotificationIntraSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query);
      if (list.sortField === undefined) list.sortOrder = 'DESC';
      const filter = parseFilter(NotificationFilterSchema, list);
      const text = sql`f_unaccent(lower(${notificationsIntra.params}::text))`;
      const where: SQL | undefined = and(
        searchCondition(text, filter.q),
        filter.id !== undefined ? inArray(notificationsIntra.id, asArray(filter.id)) : undefined,
      );
      const query = app.db.select().from(notificationsIntra).where(where).$dynamic();
      const rows = await listPage(
        query,
        list,
        SORTABLE,
        notificationsIntra.createdAt,
        notificationsIntra.id,
      );
      if (list.paged) {
        const [{ n }] = await app.db.select({ n: count() }).from(notificationsIntra).where(where);
        reply.header('Content-Range', contentRange(list, rows.length, n));
      }
      // The columns hold one kind's content together; the response schema checks every row.
      return rows.map(
        (row) =>
          ({
            _id: row.id,
            kind: row.kind,
            params: row.params,
            link: row.link,
            createdAt: row.createdAt.toISOString(),
          }) as NotificationIntra,
      );
    },
  );

  app.get(
    '/notificationsIntra/recent',
    {
      config: { access },
      schema: {
        tags,
        summary: `Number of notifications created in the last ${RECENT_NOTIFICATION_DAYS} days`,
        response: { 200: z.object({ count: z.number().int().min(0) }) },
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
