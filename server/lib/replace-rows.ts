import type { SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
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
