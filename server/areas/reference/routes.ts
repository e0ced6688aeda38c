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

/** One reference table's routes: its list (at each of its paths) and one row by id. */
interface Reference<S extends z.ZodType> {
  listPaths: string[];
  itemPath: string;
  table: typeof languages | typeof countries;
  spec: typeof languageList | typeof countryList;
  schema: S;
  listSummary: string;
  itemSummary: string;
}

const REFERENCES = [
  {
    listPaths: ['/language'],
    itemPath: '/language/:id',
    table: languages,
    spec: languageList,
    schema: LanguageSchema,
    listSummary: 'Languages: range, sort (name, initial) and filter (q, id, initial)',
    itemSummary: 'One language',
  } satisfies Reference<typeof LanguageSchema>,
  {
    // The spec names /country/; the dataProvider asks /country: both answer.
    listPaths: ['/country/', '/country'],
    itemPath: '/country/:id',
    table: countries,
    spec: countryList,
    schema: CountrySchema,
    listSummary: 'Countries: range, sort (name, code) and filter (q, id, code)',
    itemSummary: 'One country',
  } satisfies Reference<typeof CountrySchema>,
];

/** Reference data every signed-in user reads: languages and countries, in the list dialect. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reference'];
  for (const ref of REFERENCES) {
    for (const path of ref.listPaths) {
      app.get(
        path,
        {
          config: { access: 'signedIn' },
          schema: {
            tags,
            summary: ref.listSummary,
            querystring: ListQuerySchema,
            response: { 200: z.array(ref.schema) },
          },
        },
        (request, reply) =>
          answer(app.db, ref.table, ref.spec, request.query, reply) as Promise<
            z.infer<typeof ref.schema>[]
          >,
      );
    }
    app.get(
      ref.itemPath,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: ref.itemSummary, params: IdParams, response: { 200: ref.schema } },
      },
      async (request) =>
        foundFirst(
          await app.db
            .select(ref.spec.columns)
            .from(ref.table)
            .where(eq(ref.table.id, request.params.id)),
        ) as z.infer<typeof ref.schema>,
    );
  }
};
