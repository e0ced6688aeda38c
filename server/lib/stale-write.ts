import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * Optimistic concurrency: the updatedAt the client read, compared at millisecond precision. An
 * update it stops changes no row, and the service answers staleUpdate() (http-errors.ts).
 */
export const unchangedSince = (column: AnyColumn, updatedAt: string | undefined) =>
  updatedAt === undefined
    ? undefined
    : sql`date_trunc('milliseconds', ${column}) = ${new Date(updatedAt).toISOString()}::timestamptz`;
