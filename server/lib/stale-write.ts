import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { staleUpdate } from './http-errors';

/**
 * Optimistic concurrency: the updatedAt the client read, compared at millisecond precision. An
 * update it stops changes no row: updateUnlessStale answers staleUpdate() (http-errors.ts).
 */
export const unchangedSince = (column: AnyColumn, updatedAt: string | undefined) =>
  updatedAt === undefined
    ? undefined
    : sql`date_trunc('milliseconds', ${column}) = ${new Date(updatedAt).toISOString()}::timestamptz`;

/**
 * An update guarded by the version the client read (`readAt`, an updatedAt; undefined: not
 * checked): `update` puts `unchanged` in its where and answers the rows it changed. No row changed
 * is the 409 of a stale update; else the first row.
 */
export async function updateUnlessStale<R>(
  column: AnyColumn,
  readAt: string | Date | undefined,
  update: (unchanged: SQL | undefined) => Promise<R[]>,
): Promise<R> {
  const version = readAt instanceof Date ? readAt.toISOString() : readAt;
  const [row] = await update(unchangedSince(column, version));
  if (row === undefined) throw staleUpdate();
  return row;
}

/**
 * The version of a row read under lock (`current`) against the one the client read (`readAt`;
 * undefined: not checked): another one is the 409 of a stale update.
 */
export function checkUnchanged(current: Date | string, readAt: string | undefined) {
  if (readAt !== undefined && new Date(readAt).getTime() !== new Date(current).getTime())
    throw staleUpdate();
}

/**
 * A write time later than the version `current` (ISO; null: none yet) even within the same
 * millisecond, so that a version is never handed out twice.
 */
export const timeAfter = (current: string | null): Date =>
  new Date(Math.max(Date.now(), current ? Date.parse(current) + 1 : 0));

/**
 * Optimistic concurrency over a set of rows (a learner's grades or exam results): `current` is the
 * latest updatedAt of the set (null while it is empty), `readAt` the one the client read (null: an
 * empty set; undefined: not checked). Another one is a 409; else the time to write the set with
 * (timeAfter).
 */
export function nextVersionTime(current: string | null, readAt: string | null | undefined): Date {
  if (readAt !== undefined) {
    const sent = readAt === null ? null : new Date(readAt).toISOString();
    if (sent !== current) throw staleUpdate();
  }
  return timeAfter(current);
}

/**
 * The version of a row never saved yet (a settings section, a client's choice): written as a
 * placeholder at the epoch, so that a first write has a row to hold locked while it checks, in the
 * same transaction. Its version is null, as the client reads it before any save.
 */
export const NEVER_SAVED = new Date(0);

/** A locked row's version for nextVersionTime: its updatedAt, or null while never saved. */
export const savedVersion = (updatedAt: Date | null | undefined): string | null =>
  !updatedAt || updatedAt.getTime() === NEVER_SAVED.getTime() ? null : updatedAt.toISOString();
