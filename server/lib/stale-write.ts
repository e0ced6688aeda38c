import { type AnyColumn, sql } from 'drizzle-orm';
import { staleUpdate } from './http-errors';

/**
 * Optimistic concurrency: the updatedAt the client read, compared at millisecond precision. An
 * update it stops changes no row, and the service answers staleUpdate() (http-errors.ts).
 */
export const unchangedSince = (column: AnyColumn, updatedAt: string | undefined) =>
  updatedAt === undefined
    ? undefined
    : sql`date_trunc('milliseconds', ${column}) = ${new Date(updatedAt).toISOString()}::timestamptz`;

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
