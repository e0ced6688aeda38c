import { type AnyColumn, and, asc, desc, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../../domain/rules/session';
import { badRequest } from './http-errors';

/**
 * The ra-data-simple-rest dialect of DESIGN.md: range=[0,9], sort=["name","ASC"], filter={"q":"..."}.
 * Without any of them a list path answers the whole array.
 */
export const ListQuerySchema = z.object({
  range: z.string().max(100).optional(),
  sort: z.string().max(200).optional(),
  filter: z.string().max(4000).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface ParsedList {
  paged: boolean;
  offset: number;
  limit: number | undefined;
  sortField: string | undefined;
  sortOrder: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

const json = (raw: string, key: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('app.errors.bad_query', { [key]: 'app.errors.bad_query' });
  }
};

export function parseListQuery(q: ListQuery): ParsedList {
  const out: ParsedList = {
    paged: q.range !== undefined,
    offset: 0,
    limit: undefined,
    sortField: undefined,
    sortOrder: 'ASC',
    filter: {},
  };
  if (q.range !== undefined) {
    const r = z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .safeParse(json(q.range, 'range'));
    if (!r.success || r.data[1] < r.data[0]) throw badRequest('app.errors.bad_query');
    out.offset = r.data[0];
    out.limit = Math.min(r.data[1] - r.data[0] + 1, MAX_PAGE);
  }
  if (q.sort !== undefined) {
    const s = z
      .tuple([z.string().max(64), z.enum(['ASC', 'DESC', 'asc', 'desc'])])
      .safeParse(json(q.sort, 'sort'));
    if (!s.success) throw badRequest('app.errors.bad_query');
    out.sortField = s.data[0];
    out.sortOrder = s.data[1].toUpperCase() as 'ASC' | 'DESC';
  }
  if (q.filter !== undefined) {
    const raw = json(q.filter, 'filter');
    const f = z.record(z.string(), z.unknown()).safeParse(raw);
    if (!f.success) throw badRequest('app.errors.bad_query');
    // JSON.parse's own object, not zod's copy: the copy assigns "__proto__" as the prototype and
    // the key vanishes, where parseFilter must see it to refuse it.
    out.filter = raw as Record<string, unknown>;
  }
  return out;
}

/**
 * The filter of a list checked against that list's filter schema, whose keys are its allow-list:
 * an unknown key or a value of the wrong type is a 400 naming it, in the shape of an unknown body
 * field ({ message, errors: { zzz: 'Unknown filter' } }). Keys are user input: a Map collects them,
 * and only the schema's own keys count (never "constructor" or "__proto__" from a prototype).
 */
export function parseFilter<S extends z.ZodObject>(schema: S, list: ParsedList): z.output<S> {
  const errors = new Map<string, string>();
  for (const key of Object.keys(list.filter)) {
    if (!Object.hasOwn(schema.shape, key)) errors.set(key, 'app.errors.filter_unknown');
  }
  const parsed = schema.safeParse(list.filter);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path.length > 0 ? String(issue.path[0]) : 'filter';
      if (!errors.has(name)) errors.set(name, 'app.errors.filter_invalid');
    }
  }
  if (errors.size > 0 || !parsed.success) {
    throw badRequest('app.errors.bad_filter', Object.fromEntries(errors));
  }
  return parsed.data;
}

/** A filter value given once or as a list (id=[...] of getMany), always as a list. */
export const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/**
 * A raw column among a filter's values (one or a list): `in (...)`, and false for an empty list,
 * which SQL cannot write as `in ()`.
 */
export const inValues = (column: AnyColumn | SQL, value: unknown) => {
  const values = asArray(value);
  return values.length === 0 ? sql`false` : sql`${column} in ${values}`;
};

/** The archived rows (the /archived path, filter archived=true) or the others. */
export const archivedIs = (column: AnyColumn, archived: boolean | undefined) =>
  archived ? isNotNull(column) : isNull(column);

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
/** A day's first instant on the provider's clock (DEFAULT_TIME_ZONE), `days` later. */
const dayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;

/** A list's lower bound (dayOrInstant of domain/entities/fields.ts): from that day's start, or that instant. */
export const fromDayOrInstant = (column: AnyColumn | SQL, v: string) =>
  sql`${column} >= ${isDay(v) ? dayStart(v) : sql`${v}::timestamptz`}`;

/** A list's upper bound: up to that day's end, or that instant, included. */
export const toDayOrInstant = (column: AnyColumn | SQL, v: string) =>
  isDay(v) ? sql`${column} < ${dayStart(v, 1)}` : sql`${column} <= ${v}::timestamptz`;

/** A timestamp as records carry it: ISO text, or null. */
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Which of a list's sorts is asked: undefined for none, 'id' for the record's id (`id`, react-admin's
 * default, or `_id`), sortable on every list; any other field must be one of the list's own.
 */
export function sortKey<K extends string>(
  list: ParsedList,
  sortable: Record<K, unknown>,
): K | 'id' | undefined {
  const field = list.sortField;
  if (field === undefined) return undefined;
  if (field === 'id' || field === '_id') return 'id';
  // Own keys only: a plain object answers __proto__ or constructor from its prototype.
  if (!Object.hasOwn(sortable, field) || !sortable[field as K])
    throw badRequest('app.errors.bad_sort');
  return field as K;
}

/** ORDER BY from an allow-list of sortable columns; an unknown field is a 400, never raw SQL. */
export function orderBy(
  list: ParsedList,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
  tieBreaker: AnyColumn,
): SQL[] {
  const dir = list.sortOrder === 'DESC' ? desc : asc;
  const key = sortKey(list, sortable);
  const column = key === undefined ? fallback : key === 'id' ? tieBreaker : sortable[key];
  return [dir(column), dir(tieBreaker)];
}

/**
 * The rows a list asks for: the query (a dynamic one, `.$dynamic()`) in the list's order (see
 * orderBy), from its offset, at most its limit rows; every row without a range.
 */
export function listPage<Q extends PgSelect>(
  query: Q,
  list: ParsedList,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn | SQL,
  tieBreaker: AnyColumn,
) {
  const sorted = query
    .orderBy(...orderBy(list, sortable, fallback, tieBreaker))
    .offset(list.offset);
  return list.limit !== undefined ? sorted.limit(list.limit) : sorted;
}

/**
 * With a search of 3 letters or more, sorts on expressions no btree index matches: the trigram index
 * then finds the few matches, where the planner would walk a whole sort index filtering every row.
 */
export function sortableFor<K extends string>(
  sortable: Record<K, AnyColumn | SQL>,
  q: unknown,
): Record<K, AnyColumn | SQL> {
  if (typeof q !== 'string' || q.trim().length < 3) return sortable;
  const out = {} as Record<K, AnyColumn | SQL>;
  for (const key of Object.keys(sortable) as K[]) {
    const column = sortable[key];
    out[key] = sql`coalesce(${column}, ${column})`;
  }
  return out;
}

/**
 * Accent- and case-insensitive match of q against normalised text: a table's search_text column
 * (searchText() of schema/columns.ts, indexed with gin_trgm_ops) or, on a small table, an expression.
 * Every word must appear, in any order ("zoe lefevre" finds "LEFÈVRE Zoé").
 */
export function searchCondition(searchText: AnyColumn | SQL, q: unknown): SQL | undefined {
  if (typeof q !== 'string') return undefined;
  const words = q.trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const matches = words.map((word) => {
    const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`${searchText} like '%' || f_unaccent(lower(${escaped})) || '%'`;
  });
  return and(...matches);
}

/** The first `limit` rows matching a search text, best first: GET /company/search/{text} and the like. */
export const searchPage = (text: string, limit: number): ParsedList => ({
  paged: true,
  offset: 0,
  limit,
  sortField: undefined,
  sortOrder: 'ASC',
  filter: { q: text },
});

/** The Content-Range header react-admin reads: items 0-9/1234. */
export function contentRange(list: ParsedList, count: number, total: number): string {
  const end = count === 0 ? list.offset : list.offset + count - 1;
  return `items ${list.offset}-${end}/${total}`;
}
