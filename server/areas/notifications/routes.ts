import { and, count, gte, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type NotificationIntra,
  NotificationIntraSchema,
} from '../../../domain/entities/notification';
import { notificationRecipients, notificationsIntra } from '../../db/schema';
import { answerList, IdParams } from '../../lib/crud-routes';
import { notFound } from '../../lib/http-errors';
import {
  ListQuerySchema,
  listPage,
  parseFilter,
  parseListQuery,
  searchCondition,
} from '../../lib/list-query';
import { userOf } from '../../plugins/auth';
import { ErrorSchema } from '../../plugins/errors';
import { forRecipient, isRead, markAllRead, markRead } from './service';

export { NotificationIntraSchema };

/** Spec section 9: the menu badge counts the notifications of the last 3 days. */
export const RECENT_NOTIFICATION_DAYS = 3;

/**
 * The list's filters, its allow-list: q searches the parameters (names, groups), id is getMany's,
 * read keeps those the signed-in staff member has read (true) or not (false).
 */
const NotificationFilterSchema = z.object({
  q: z.string().max(200).optional(),
  read: z.boolean().optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

const SORTABLE = { createdAt: notificationsIntra.createdAt, kind: notificationsIntra.kind };

const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

const tags = ['notifications'];
const CountSchema = z.object({ count: z.number().int().min(0) });
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
        description:
          'Each row says whether the signed-in staff member has read it (read); filter: q, id, read (true or false).',
        querystring: ListQuerySchema,
        response: { 200: z.array(NotificationIntraSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const me = userOf(request).id;
      const list = parseListQuery(request.query);
      if (list.sortField === undefined) list.sortOrder = 'DESC';
      const filter = parseFilter(NotificationFilterSchema, list);
      const text = sql`f_unaccent(lower(${notificationsIntra.params}::text))`;
      const where: SQL | undefined = and(
        searchCondition(text, filter.q),
        filter.id !== undefined ? inArray(notificationsIntra.id, asArray(filter.id)) : undefined,
        filter.read === undefined ? undefined : filter.read ? isRead : not(isRead),
      );
      const query = app.db
        .select({
          id: notificationsIntra.id,
          kind: notificationsIntra.kind,
          params: notificationsIntra.params,
          link: notificationsIntra.link,
          createdAt: notificationsIntra.createdAt,
          read: isRead,
        })
        .from(notificationsIntra)
        .innerJoin(notificationRecipients, forRecipient(me))
        .where(where)
        .$dynamic();
      const rows = await answerList(
        reply,
        list,
        list.paged,
        () => listPage(query, list, SORTABLE, notificationsIntra.createdAt, notificationsIntra.id),
        async () => {
          const [{ n }] = await app.db
            .select({ n: count() })
            .from(notificationsIntra)
            .innerJoin(notificationRecipients, forRecipient(me))
            .where(where);
          return n;
        },
      );
      // The columns hold one kind's content together; the response schema checks every row.
      return rows.map(
        (row) =>
          ({
            _id: row.id,
            kind: row.kind,
            params: row.params,
            link: row.link,
            createdAt: row.createdAt.toISOString(),
            read: row.read,
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
        summary: `Number of notifications created in the last ${RECENT_NOTIFICATION_DAYS} days that the signed-in staff member has not read`,
        response: { 200: CountSchema },
      },
    },
    async (request) => {
      const me = userOf(request).id;
      const since = new Date(Date.now() - RECENT_NOTIFICATION_DAYS * 24 * 60 * 60 * 1000);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(notificationsIntra)
        .innerJoin(notificationRecipients, forRecipient(me))
        .where(and(gte(notificationsIntra.createdAt, since), not(isRead)));
      return { count: n };
    },
  );

  app.put(
    '/notificationsIntra/read/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Marks a notification read for the signed-in staff member',
        description: 'Idempotent: marking it again changes nothing. Answers the notification id.',
        params: IdParams,
        response: { 200: z.object({ _id: z.uuid(), read: z.literal(true) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await markRead(app.db, id, userOf(request).id))) throw notFound();
      return { _id: id, read: true as const };
    },
  );

  app.put(
    '/notificationsIntra/read',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Marks every notification read for the signed-in staff member',
        description: 'Answers how many were unread for her until now (0 when all were read).',
        // It takes no body; a body that is not JSON (or poisons a prototype) is a 400.
        response: { 200: CountSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ count: await markAllRead(app.db, userOf(request).id) }),
  );
};
