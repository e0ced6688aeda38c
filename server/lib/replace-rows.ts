import { and, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connect';

/**
 * A record's list written again: the rows `owned` selects deleted, then `rows` inserted, in the
 * caller's transaction (a group's trainers, courses or resources, a session's groups).
 */
export async function replaceRows<T extends PgTable>(
  tx: Tx,
  table: T,
  owned: SQL | undefined,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table).where(owned);
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/**
 * A record's list narrowed to what the body keeps: the rows `owned` selects deleted unless their
 * `column` is one of `kept` (all of them when it is empty). The kept rows stay as they are.
 */
export async function deleteRowsNotKept(
  tx: Tx,
  table: PgTable,
  owned: SQL | undefined,
  column: PgColumn,
  kept: string[],
): Promise<void> {
  await tx.delete(table).where(and(owned, kept.length > 0 ? notInArray(column, kept) : undefined));
}
