import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArchiveBodySchema } from '../../../domain/entities/student';
import type { Action, Area, Scope } from '../../../domain/permissions';
import type { Database } from '../../db/connect';
import {
  type ListQuery,
  ListQuerySchema,
  type ParsedList,
  parseListQuery,
} from '../../lib/list-query';
import { type Reader, readerOf } from '../../lib/scope';
import { ErrorSchema } from '../../plugins/errors';
import { answerList, hasListParams } from './list-page';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AreaAccess = readonly [Area, Action];
type Where = SQL | undefined;

/** Answers a list path: the conditions it is given, then a page (with Content-Range) or the whole list. */
export type PeopleList<R> = (
  request: { query: ListQuery; scope: Scope },
  reply: FastifyReply,
  conditions: (list: ParsedList) => Where,
) => Promise<R[]>;

/** What one people area (students, companies, client contacts, teachers) gives the shared routes. */
export interface PeopleCrud<R, C extends z.ZodType, U extends z.ZodType> {
  /** The API base without its trailing slash, e.g. '/company'. */
  base: string;
  tags: string[];
  access: { read: AreaAccess; write: AreaAccess };
  schemas: { record: z.ZodType<R>; create: C; update: U };
  service: {
    /**
     * `reader`: the signed-in staff member and the scope the route granted (a Teacher's 'own': the
     * records of her groups, server/lib/scope.ts). `archived` is true on the /archived path,
     * undefined elsewhere (the filter then decides).
     */
    conditions: (list: ParsedList, reader: Reader, archived: boolean | undefined) => Where;
    rows: (db: Database, list: ParsedList, where: Where) => Promise<R[]>;
    count: (db: Database, where: Where) => Promise<number>;
    /** A record within the reader's scope, else 404. */
    get: (db: Database, id: string, reader: Reader) => Promise<R>;
    create: (db: Database, body: z.output<C>, request: FastifyRequest) => Promise<R>;
    update: (db: Database, id: string, body: z.output<U>) => Promise<R>;
    remove: (db: Database, id: string, request: FastifyRequest) => Promise<R>;
    archive: (db: Database, id: string, archived: boolean) => Promise<R>;
  };
  summaries: {
    list: string;
    create: string;
    archived: string;
    get: string;
    update: string;
    remove: string;
    archive: string;
  };
  /** The area's own routes, registered between the list paths and the /{id} ones (the OpenAPI order). */
  moreRoutes?: (list: PeopleList<R>, listSchema: (summary: string) => ListSchema<R>) => void;
}

interface ListSchema<R> {
  tags: string[];
  summary: string;
  querystring: typeof ListQuerySchema;
  response: { 200: z.ZodArray<z.ZodType<R>> };
}

export const IdParams = z.object({ id: z.uuid() });

/**
 * Registers the routes every people area shares: GET and POST on the base (with and without the
 * trailing slash), the /archived list, GET/PUT/DELETE /{id} and PUT /archive/{id}.
 */
export function registerPeopleCrud<R, C extends z.ZodType, U extends z.ZodType>(
  app: ZodApp,
  crud: PeopleCrud<R, C, U>,
) {
  const { base, tags, access, schemas, service, summaries } = crud;
  // Plain zod types: the type provider cannot resolve generic schemas, and PeopleCrud checked them.
  const record: z.ZodType = schemas.record;
  const createBody: z.ZodType = schemas.create;
  const updateBody: z.ZodType = schemas.update;
  const listSchema = (summary: string): ListSchema<R> => ({
    tags,
    summary,
    querystring: ListQuerySchema,
    response: { 200: z.array(schemas.record) },
  });
  const list: PeopleList<R> = (request, reply, conditions) => {
    const parsed = parseListQuery(request.query);
    const where = conditions(parsed);
    return answerList(
      reply,
      parsed,
      hasListParams(request.query),
      () => service.rows(app.db, parsed, where),
      () => service.count(app.db, where),
    );
  };

  for (const url of [base, `${base}/`]) {
    app.get(
      url,
      { config: { access: access.read }, schema: listSchema(summaries.list) },
      (request, reply) =>
        list(request, reply, (parsed) => service.conditions(parsed, readerOf(request), undefined)),
    );

    app.post(
      url,
      {
        config: { access: access.write },
        schema: {
          tags,
          summary: summaries.create,
          body: createBody,
          response: { 201: record, 409: ErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.create(app.db, request.body as z.output<C>, request)),
    );
  }

  for (const url of [`${base}/archived`, `${base}/archived/`]) {
    app.get(
      url,
      { config: { access: access.read }, schema: listSchema(summaries.archived) },
      (request, reply) =>
        list(request, reply, (parsed) => service.conditions(parsed, readerOf(request), true)),
    );
  }

  crud.moreRoutes?.(list, listSchema);

  app.get(
    `${base}/:id`,
    {
      config: { access: access.read },
      schema: { tags, summary: summaries.get, params: IdParams, response: { 200: record } },
    },
    (request) => service.get(app.db, request.params.id, readerOf(request)),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: summaries.update,
        params: IdParams,
        body: updateBody,
        response: { 200: record, 409: ErrorSchema },
      },
    },
    (request) => service.update(app.db, request.params.id, request.body as z.output<U>),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: access.write },
      schema: {
        tags,
        summary: summaries.remove,
        params: IdParams,
        response: { 200: record, 409: ErrorSchema },
      },
    },
    (request) => service.remove(app.db, request.params.id, request),
  );

  for (const url of [`${base}/archive/:id`, `${base}/archive/:id/`]) {
    app.put(
      url,
      {
        config: { access: access.write },
        schema: {
          tags,
          summary: summaries.archive,
          params: IdParams,
          body: ArchiveBodySchema,
          response: { 200: record },
        },
      },
      (request) => service.archive(app.db, request.params.id, request.body.archived),
    );
  }
}
