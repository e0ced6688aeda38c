import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/connect';
import { countries, languages } from '../../db/schema';
import { answerList, hasListParams, IdParams } from '../../lib/crud-routes';
import { foundFirst } from '../../lib/http-errors';
import {
  asArray,
  type ListQuery,
  ListQuerySchema,
  listPage,
  type ParsedList,
  parseFilter,
  parseListQuery,
  searchCondition,
} from '../../lib/list-query';

export const LanguageSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** Country code of the flag; NN means none. */
  initial: z.string(),
});
export const CountrySchema = z.object({
  _id: z.uuid(),
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
});
const ids = z.union([z.uuid(), z.array(z.uuid()).max(1000)]);

/** The filters of GET /language: q (name or flag code), id (getMany), initial. */
const LanguageFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: ids.optional(),
  initial: z.union([z.string().max(2), z.array(z.string().max(2)).max(300)]).optional(),
});
/** The filters of GET /country: q (name or code), id (getMany), code (companies store the code). */
const CountryFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: ids.optional(),
  code: z.union([z.string().max(2), z.array(z.string().max(2)).max(300)]).optional(),
});

const upper = (v: string | string[]) => asArray(v).map((c) => c.toUpperCase());

/** Small tables: the search runs on an expression, no search_text column. */
const languageList = {
  columns: { _id: languages.id, name: languages.name, initial: languages.initial },
  sortable: { name: sql`lower(${languages.name})`, initial: languages.initial },
  conditions(list: ParsedList): SQL | undefined {
    const filter = parseFilter(LanguageFilterSchema, list);
    return and(
      searchCondition(
        sql`f_unaccent(lower(${languages.name} || ' ' || ${languages.initial}))`,
        filter.q,
      ),
      filter.id !== undefined ? inArray(languages.id, asArray(filter.id)) : undefined,
      filter.initial !== undefined ? inArray(languages.initial, upper(filter.initial)) : undefined,
    );
  },
};
const countryList = {
  columns: { _id: countries.id, code: countries.code, name: countries.name },
  sortable: { name: sql`lower(${countries.name})`, code: countries.code },
  conditions(list: ParsedList): SQL | undefined {
    const filter = parseFilter(CountryFilterSchema, list);
    return and(
      searchCondition(
        sql`f_unaccent(lower(${countries.name} || ' ' || ${countries.code}))`,
        filter.q,
      ),
      filter.id !== undefined ? inArray(countries.id, asArray(filter.id)) : undefined,
      filter.code !== undefined ? inArray(countries.code, upper(filter.code)) : undefined,
    );
  },
};

/** One list of the ra-data-simple-rest dialect (range, sort, filter) over a small reference table. */
function answer(
  db: Database,
  table: typeof languages | typeof countries,
  spec: typeof languageList | typeof countryList,
  query: ListQuery,
  reply: FastifyReply,
) {
  const list = parseListQuery(query);
  const where = spec.conditions(list);
  const rows = () =>
    listPage(
      db.select(spec.columns).from(table).where(where).$dynamic(),
      list,
      spec.sortable,
      spec.sortable.name,
      table.id,
    );
  const total = async () => {
    const [{ n }] = await db.select({ n: count() }).from(table).where(where);
    return n;
  };
  return answerList(reply, list, hasListParams(query), rows, total);
}

/** Reference data every signed-in user reads: languages and countries, in the list dialect. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];

  app.get(
    '/language',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Languages: range, sort (name, initial) and filter (q, id, initial)',
        querystring: ListQuerySchema,
        response: { 200: z.array(LanguageSchema) },
      },
    },
    (request, reply) =>
      answer(app.db, languages, languageList, request.query, reply) as Promise<
        z.infer<typeof LanguageSchema>[]
      >,
  );

  app.get(
    '/language/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One language',
        params: IdParams,
        response: { 200: LanguageSchema },
      },
    },
    async (request) => {
      const row = foundFirst(
        await app.db
          .select(languageList.columns)
          .from(languages)
          .where(eq(languages.id, request.params.id)),
      );
      return row;
    },
  );

  // The spec names /country/; the dataProvider asks /country: both answer.
  for (const path of ['/country/', '/country']) {
    app.get(
      path,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Countries: range, sort (name, code) and filter (q, id, code)',
          querystring: ListQuerySchema,
          response: { 200: z.array(CountrySchema) },
        },
      },
      (request, reply) =>
        answer(app.db, countries, countryList, request.query, reply) as Promise<
          z.infer<typeof CountrySchema>[]
        >,
    );
  }

  app.get(
    '/country/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'One country', params: IdParams, response: { 200: CountrySchema } },
    },
    async (request) => {
      const row = foundFirst(
        await app.db
          .select(countryList.columns)
          .from(countries)
          .where(eq(countries.id, request.params.id)),
      );
      return row;
    },
  );
};
