import { type AnyColumn, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { ParsedList } from '../../lib/list-query';

/** The people areas check their filters with the list dialect's own parseFilter. */
export { parseFilter } from '../../lib/list-query';

export const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

export const archivedIs = (column: AnyColumn, archived: boolean | undefined) =>
  archived ? isNotNull(column) : isNull(column);

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

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Optimistic concurrency: the updatedAt the client read, compared at millisecond precision. */
export const unchangedSince = (column: AnyColumn, updatedAt: string | undefined) =>
  updatedAt === undefined
    ? undefined
    : sql`date_trunc('milliseconds', ${column}) = ${new Date(updatedAt).toISOString()}::timestamptz`;

/** Postgres error code of a failed query, drizzle wrapping it or not. */
export const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
};

/** ON DELETE RESTRICT refuses with restrict_violation (23001), NO ACTION with foreign_key_violation (23503). */
export const isStillReferenced = (error: unknown) => {
  const code = pgCode(error);
  return code === '23503' || code === '23001';
};

/**
 * A delete that a foreign key still refuses (rows added by later areas) is a 409, not a 500: with
 * the generic message, or the caller's when it names what still uses the row.
 */
export const rethrowReferenced =
  (key = 'app.errors.still_referenced') =>
  (error: unknown): never => {
    if (isStillReferenced(error)) throw new HttpError(409, key);
    throw error;
  };

/** The 409 of a taken e-mail, with the message on the e-mail field. */
export const emailTaken = () =>
  new HttpError(409, 'app.people.email_taken', {}, { email: 'app.people.email_taken' });

/** A reference to a missing row given in a body: 400 on that field. */
export const unknownReference = (field: string, key: string) => badRequest(key, { [field]: key });

/** The first `limit` rows matching a search text, best first: GET /company/search/{text} and the like. */
export const searchPage = (text: string, limit: number): ParsedList => ({
  paged: true,
  offset: 0,
  limit,
  sortField: undefined,
  sortOrder: 'ASC',
  filter: { q: text },
});
