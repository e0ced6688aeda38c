import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './crud-table';
import { unknownReference } from './db-errors';

/**
 * An ordered list of references kept in a link table: a module's units (module_units), a course's
 * modules (course_modules). The link table has the owner's id, the target's id and a position.
 */
export interface OrderedLinks {
  link: PgTable;
  owner: PgColumn;
  target: PgColumn;
  position: PgColumn;
  /** The table the ids name, and the body field and 400 message key of an unknown one. */
  targets: PgTable & { id: PgColumn };
  field: string;
  unknownKey: string;
}

/** The ids in their order, as a json array read with the owner whose id column is `ownerId`. */
export const orderedIds = (l: OrderedLinks, ownerId: SQL) =>
  sql<
    string[]
  >`coalesce((select json_agg(${l.target} order by ${l.position}) from ${l.link} where ${l.owner} = ${ownerId}), '[]'::json)`;

/** The owners whose list holds one of the ids: the list's filter. */
export const holdsOneOf = (l: OrderedLinks, ownerId: SQL, ids: string[]): SQL =>
  sql`exists (select 1 from ${l.link} where ${l.owner} = ${ownerId} and ${inArray(l.target, ids)})`;

/**
 * Every id must name a row: an unknown one is a 400 on the list's field. The rows are locked
 * (for share), so that none is deleted before the list holds it.
 */
export async function checkIds(tx: Tx, l: OrderedLinks, ids: string[] | undefined) {
  if (!ids || ids.length === 0) return;
  const found = await tx
    .select({ id: l.targets.id })
    .from(l.targets)
    .where(inArray(l.targets.id, ids))
    .for('share');
  if (found.length !== ids.length) throw unknownReference(l.field, l.unknownKey);
}

/** Replaces the owner's whole list; undefined leaves it as it is. */
export async function writeIds(
  tx: Tx,
  l: OrderedLinks,
  ownerId: string,
  ids: string[] | undefined,
) {
  if (!ids) return;
  await tx.delete(l.link).where(eq(l.owner, ownerId));
  if (ids.length === 0) return;
  const [ownerKey, targetKey, positionKey] = [l.owner, l.target, l.position].map((c) =>
    keyOf(l, c),
  );
  await tx.insert(l.link).values(
    ids.map((id, position) => ({
      [ownerKey]: ownerId,
      [targetKey]: id,
      [positionKey]: position,
    })),
  );
}

/** The property name of a column of the link table (drizzle's insert takes those). */
function keyOf(l: OrderedLinks, column: PgColumn): string {
  const columns: Record<string, unknown> = getTableColumns(l.link);
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`${column.name} is not a column of the link table`);
  return key;
}
