import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';

/** A row of a raw statement (db.execute): its columns by their SQL names, values as the driver gives them. */
export type Row = Record<string, unknown>;
/** A connection or a transaction: whatever runs a raw statement. */
export type Runner = Pick<Database, 'execute'>;

/** The rows of a raw statement. */
export const rowsOf = async (db: Runner, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A raw value read as a number, 0 when null. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);
/** A raw value read as text, '' when null. */
export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const strOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);
/** A raw boolean: true as PGlite and node-postgres give it, or as text ('t', 'true'). */
export const flag = (v: unknown): boolean => v === true || v === 't' || v === 'true';
/** A raw date or timestamp as its day, YYYY-MM-DD. */
export const day = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);
/** A raw timestamptz (the drivers give a Date) as an ISO instant. */
export const instantOrNull = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : (v instanceof Date ? v : new Date(String(v))).toISOString();
