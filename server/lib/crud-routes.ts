import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Action, Area } from '../../domain/permissions';
import type { Database } from '../db/connect';
import { ErrorSchema } from '../plugins/errors';
import {
  contentRange,
  type ListQuery,
  ListQuerySchema,
  type ParsedList,
  parseListQuery,
} from './list-query';
import { type Reader, readerOf } from './scope';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AreaAccess = readonly [Area, Action];
export type Where = SQL | undefined;

export const IdParams = z.object({ id: z.uuid() });

/** The access of a resource whose reads and writes are those of one area of the matrix. */
export const areaAccess = (area: Area) =>
  ({ read: [area, 'read'], write: [area, 'write'] }) as const satisfies Crud<
    unknown,
    z.ZodType,
    z.ZodType
  >['access'];

/** True when a list request names a range, a sort or a filter: it is then answered as a page. */
export const hasListParams = (q: ListQuery) =>
  q.range !== undefined || q.sort !== undefined || q.filter !== undefined;

/**
 * Runs the page query and, beside it on another connection, the count query, whose answer is used
 * only when the page alone cannot tell the total; with any list parameter it sets Content-Range.
 */
export async function answerList<T>(
  reply: FastifyReply,
  list: ParsedList,
  withParams: boolean,
  rows: () => Promise<T[]>,
  total: () => Promise<number>,
): Promise<T[]> {
  if (!withParams) return rows();
  const page = rows();
  // A paged list starts its count at once: on PostgreSQL both queries run at the same time.
  const counting = list.limit === undefined ? undefined : total();
  counting?.catch(() => undefined);
  const items = await page;
  const pageIsLast =
    list.limit === undefined ||
    (items.length < list.limit && (items.length > 0 || list.offset === 0));
  const n = pageIsLast ? list.offset + items.length : await (counting ?? total());
  reply.header('Content-Range', contentRange(list, items.length, n));
  return items;
}

/** Answers a list path of a resource: the conditions it is given, then a page (with Content-Range) or the whole list. */
export type ListAnswer<R> = (
  request: { query: ListQuery },
  reply: FastifyReply,
  conditions: (list: ParsedList) => Where,
) => Promise<R[]>;

/** The OpenAPI schema of a list path of a resource. */
export interface ListSchema<R> {
  tags: string[];
  summary: string;
  querystring: typeof ListQuerySchema;
  response: { 200: z.ZodArray<z.ZodType<R>> };
}

interface RouteDoc {
  /** A short title, at most 120 characters; the detail goes in description. */
  summary: string;
  description?: string;
  /** Statuses the route may answer with `{message}` besides 400/401/403/404 (e.g. 409, 413, 415). */
  errors?: readonly number[];
  /** Content types of the body, when not JSON alone (multipart uploads). */
  consumes?: string[];
}

/**
 * One resource's routes on the list dialect (spec section 7): GET and POST on the base (with and
 * without the trailing slash), GET, PUT and DELETE on /{id}. Each is optional; the area writes its
 * other routes beside the call (the OpenAPI document sorts its paths).
 */
export interface Crud<R, C extends z.ZodType, U extends z.ZodType> {
  /** The API base without its trailing slash, e.g. '/semester'. */
  base: string;
  /** A record's path under the base, by default '/:id' (the sessions' is '/id/:id', spec section 7). */
  item?: string;
  tags: string[];
  access: { read: AreaAccess; write: AreaAccess };
  record: z.ZodType<R>;
  list?: RouteDoc & {
    /** Query parameters beside the list dialect's range, sort and filter (e.g. a visible range). */
    querystring?: z.ZodObject;
    /**
     * `reader`: the signed-in staff member and the scope the route granted (server/lib/scope.ts);
     * `query`: the request's query parameters, validated.
     */
    conditions: (list: ParsedList, reader: Reader, query: Record<string, unknown>) => Where;
    rows: (db: Database, list: ParsedList, where: Where) => Promise<R[]>;
    count: (db: Database, where: Where) => Promise<number>;
  };
  create?: RouteDoc & {
    /** A multipart route declares the JSON shape as nullable and reads its parts from the request. */
    body?: C;
    run: (body: z.output<C>, request: FastifyRequest) => Promise<R>;
  };
  get?: RouteDoc & { run: (id: string, reader: Reader) => Promise<R> };
  update?: RouteDoc & {
    body: U;
    querystring?: z.ZodType;
    run: (id: string, body: z.output<U>, request: FastifyRequest) => Promise<R>;
  };
  remove?: RouteDoc & {
    querystring?: z.ZodType;
    run: (id: string, request: FastifyRequest) => Promise<R>;
  };
}

/** What registerCrud gives the area's own list paths: the list's answer and its OpenAPI schema. */
export interface CrudLists<R> {
  list: ListAnswer<R>;
  listSchema: (summary: string) => ListSchema<R>;
}

/** The summary and, when there is one, the description of an operation. */
const docOf = ({ summary, description }: RouteDoc) => ({
  summary,
  ...(description ? { description } : {}),
});

const errorResponses = (errors: readonly number[] | undefined) =>
  Object.fromEntries((errors ?? []).map((status) => [status, ErrorSchema]));

/** Registers a resource's list, create, read, update and delete routes (see Crud). */
export function registerCrud<R, C extends z.ZodType, U extends z.ZodType>(
  app: ZodApp,
  crud: Crud<R, C, U>,
): CrudLists<R> {
  const { base, tags, access } = crud;
  // Plain zod types: the type provider cannot resolve generic schemas, and Crud checked them.
  const record: z.ZodType = crud.record;
  const listSchema = (summary: string): ListSchema<R> => ({
    tags,
    summary,
    querystring: ListQuerySchema,
    response: { 200: z.array(crud.record) },
  });
  const list: ListAnswer<R> = (request, reply, conditions) => {
    const parsed = parseListQuery(request.query);
    const where = conditions(parsed);
    const rows = crud.list?.rows;
    const count = crud.list?.count;
    if (!rows || !count) throw new Error(`${base}: a list path needs the list's rows and count`);
    return answerList(
      reply,
      parsed,
      hasListParams(request.query),
      () => rows(app.db, parsed, where),
      // Remembered per list and conditions until any write (server/lib/list-counts.ts).
      () => app.listCounts.get(base, where, () => count(app.db, where)),
    );
  };

  for (const url of [base, `${base}/`]) {
    const { list: listing, create } = crud;
    if (listing) {
      app.get(
        url,
        {
          config: { access: access.read },
          schema: {
            ...listSchema(listing.summary),
            ...(listing.querystring
              ? { querystring: ListQuerySchema.extend(listing.querystring.shape) }
              : {}),
            ...docOf(listing),
            response: { 200: z.array(crud.record), ...errorResponses(listing.errors) },
          },
        },
        (request, reply) =>
          list(request, reply, (parsed) =>
            listing.conditions(parsed, readerOf(request), request.query as Record<string, unknown>),
          ),
      );
    }
    if (create) {
      const body: z.ZodType | undefined = create.body;
      app.post(
        url,
        {
          config: { access: access.write },
          schema: {
            tags,
            ...docOf(create),
            ...(create.consumes ? { consumes: create.consumes } : {}),
            ...(body ? { body } : {}),
            response: { 201: record, ...errorResponses(create.errors) },
          },
        },
        async (request, reply) =>
          reply.code(201).send(await create.run(request.body as z.output<C>, request)),
      );
    }
  }

  const { get, update, remove } = crud;
  const item = `${base}${crud.item ?? '/:id'}`;
  if (get) {
    app.get(
      item,
      {
        config: { access: access.read },
        schema: {
          tags,
          ...docOf(get),
          params: IdParams,
          response: { 200: record, ...errorResponses(get.errors) },
        },
      },
      (request) => get.run(request.params.id, readerOf(request)),
    );
  }
  if (update) {
    const body: z.ZodType = update.body;
    app.put(
      item,
      {
        config: { access: access.write },
        schema: {
          tags,
          ...docOf(update),
          ...(update.consumes ? { consumes: update.consumes } : {}),
          params: IdParams,
          ...(update.querystring ? { querystring: update.querystring } : {}),
          body,
          response: { 200: record, ...errorResponses(update.errors) },
        },
      },
      (request) => update.run(request.params.id, request.body as z.output<U>, request),
    );
  }
  if (remove) {
    app.delete(
      item,
      {
        config: { access: access.write },
        schema: {
          tags,
          ...docOf(remove),
          params: IdParams,
          ...(remove.querystring ? { querystring: remove.querystring } : {}),
          response: { 200: record, ...errorResponses(remove.errors) },
        },
      },
      (request) => remove.run(request.params.id, request),
    );
  }
  return { list, listSchema };
}
