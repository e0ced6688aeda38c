import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ArchiveBodySchema } from '../../domain/entities/fields';
import type { Action, Area } from '../../domain/permissions';
import type { Database } from '../db/connect';
import { type CrudLists, IdParams, registerCrud, type Where } from './crud-routes';
import type { ParsedList } from './list-query';
import { type Reader, readerOf } from './scope';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type AreaAccess = readonly [Area, Action];

/**
 * What a resource that archives its records (people, news, questions, exam subjects) gives the
 * shared routes.
 */
export interface ArchivableCrud<R, C extends z.ZodType, U extends z.ZodType> {
  /** The API base without its trailing slash, e.g. '/company'. */
  base: string;
  tags: string[];
  access: { read: AreaAccess; write: AreaAccess };
  schemas: { record: z.ZodType<R>; create: C; update: U };
  /** Query parameters of the base's list beside the dialect's range, sort and filter. */
  listQuerystring?: z.ZodObject;
  service: {
    /**
     * `reader`: the signed-in staff member and the scope the route granted (a Teacher's 'own': the
     * records of her groups, server/lib/scope.ts). `archived` is true on the /archived path,
     * undefined elsewhere (the filter then decides). `query`: the listQuerystring's parameters.
     */
    conditions: (
      list: ParsedList,
      reader: Reader,
      archived: boolean | undefined,
      query: Record<string, unknown>,
    ) => Where;
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
    /** The list's description, when its summary cannot say all. */
    listDescription?: string;
    create: string;
    archived: string;
    get: string;
    update: string;
    remove: string;
    archive: string;
  };
}

/**
 * Registers the routes of a resource that archives its records: GET and POST on the base (with and
 * without the trailing slash), the /archived list, GET/PUT/DELETE /{id} and PUT /archive/{id}.
 */
export function registerArchivableCrud<R, C extends z.ZodType, U extends z.ZodType>(
  app: ZodApp,
  crud: ArchivableCrud<R, C, U>,
): CrudLists<R> {
  const { base, tags, access, schemas, service, summaries } = crud;
  const record: z.ZodType = schemas.record;
  const lists = registerCrud(app, {
    base,
    tags,
    access,
    record: schemas.record,
    list: {
      summary: summaries.list,
      ...(summaries.listDescription ? { description: summaries.listDescription } : {}),
      querystring: crud.listQuerystring,
      conditions: (parsed, reader, query) => service.conditions(parsed, reader, undefined, query),
      rows: service.rows,
      count: service.count,
    },
    create: {
      summary: summaries.create,
      body: schemas.create,
      errors: [409],
      run: (body, request) => service.create(app.db, body, request),
    },
    get: { summary: summaries.get, run: (id, reader) => service.get(app.db, id, reader) },
    update: {
      summary: summaries.update,
      body: schemas.update,
      errors: [409],
      run: (id, body) => service.update(app.db, id, body),
    },
    remove: {
      summary: summaries.remove,
      errors: [409],
      run: (id, request) => service.remove(app.db, id, request),
    },
  });

  for (const url of [`${base}/archived`, `${base}/archived/`]) {
    app.get(
      url,
      { config: { access: access.read }, schema: lists.listSchema(summaries.archived) },
      (request, reply) =>
        lists.list(request, reply, (parsed) =>
          service.conditions(parsed, readerOf(request), true, {}),
        ),
    );
  }

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
  return lists;
}
