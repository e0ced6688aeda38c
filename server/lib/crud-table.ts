import {
  type AnyColumn,
  and,
  count,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Db, Tx } from '../db/connect';
import type { Where } from './crud-routes';
import { rethrowReferenced, unknownReference } from './db-errors';
import { foundFirst, staleUpdate } from './http-errors';
import {
  archivedIs,
  asArray,
  iso,
  listPage,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
} from './list-query';
import { unchangedSince } from './stale-write';

export type { Db, Tx } from '../db/connect';

/**
 * A column named with its table, "table"."column": drizzle names a select's columns without their
 * table, which a subquery over another table with a column of that name would take as its own.
 */
export const qualified = (table: PgTable, column: AnyColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** How many rows of a table meet the conditions: the total of a list page. */
export async function countWhere(db: Db, table: PgTable, where: Where): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}

/** A table served by tableCrud: a uuid primary key `id` and an `updatedAt` timestamp. */
type CrudTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** The body of an update without the updatedAt it was read at. */
type Changes<U> = Omit<U, 'updatedAt'>;

/**
 * A body field naming a row of another table: `column` is the column that row is found by, and
 * `value` the stored form of the field's value (e.g. a country code in capitals).
 */
export interface Reference {
  column: PgColumn;
  /** The message key of the 400 on the field when no row holds the value. */
  key: string;
  value?: (value: string) => string;
}

/**
 * The list, read and write behaviour of an entity stored in one table, declared rather than
 * written: filters are a map from the filter key to a condition builder (q and id are built in),
 * sort a map from the sort field to a column, and the writes map a body to the row's columns.
 * `Row` is what a record is read from: the table's row, or what `select` picks.
 */
export interface TableCrudSpec<
  T extends CrudTable,
  R,
  C,
  U extends { updatedAt?: string },
  Row = T['$inferSelect'],
> {
  table: T;
  /** The rows of the table that are this entity's (staff of one type): no read or write sees the others. */
  where?: SQL;
  /**
   * The query a record is read with when it is more than the table's row (chosen columns, a
   * joined name, a list as a json subquery): `db.select(columns).from(table)...$dynamic()`.
   */
  select?: (db: Db) => PgSelect;
  /** The record of a row; by default the row's columns, with id as _id and the timestamps as ISO text. */
  toRecord?: (row: Row) => R;
  /** The filters of the list: validated by parseFilter (a wrong key or value is a 400 naming it). */
  filterSchema: z.ZodObject;
  /** Condition builders of the filters other than q and id, by filter key. */
  filters?: Record<string, (value: never) => Where>;
  /** The text filter q searches (an expression over the row's text, see searchCondition). */
  search?: PgColumn | SQL;
  /** The sort fields; while q searches, sorted as sortableFor says (the trigram index finds the rows). */
  sortable: Record<string, PgColumn | SQL>;
  /**
   * The order without a sort parameter: a column or expression, or the name of a sort field, whose
   * expression then follows sortableFor while q searches.
   */
  defaultSort: PgColumn | SQL | string;
  /**
   * The archivedAt column of an entity that archives: its lists hold the archived rows or the
   * others, as the filter archived says (see listConditions for the /archived path).
   */
  archivedAt?: PgColumn;
  /** The row of a create (by default the body's fields); `checkCreate` runs first and throws a 400 the rules give. */
  insert?: (body: C) => T['$inferInsert'];
  /** The columns an update sets (by default the body's; undefined leaves a column as it is); updatedAt is set here. */
  set?: (body: Changes<U>) => Partial<T['$inferInsert']>;
  checkCreate?: (body: C) => void;
  checkUpdate?: (body: U, current: R) => void;
  /**
   * Checks of a body against the stored data (a unique value still free), run first: before the
   * references and, on an update (`id` given), before the record is read.
   */
  checkBody?: (db: Db, body: C | Changes<U>, id?: string) => Promise<void>;
  /** On an update, checkBody and the references run after the record is read: a missing one's 404 comes first. */
  checkBodyAfterRead?: boolean;
  /** The body fields naming rows of other tables: each given value must name one (400 on the field), checked after checkBody. */
  references?: Record<string, Reference>;
  /**
   * Work of a write inside its transaction: `beforeWrite` checks (and locks) the rows the body
   * names, `afterWrite` writes the record's list tables. With either, a write is one transaction.
   */
  beforeWrite?: (tx: Tx, body: C | Changes<U>) => Promise<void>;
  afterWrite?: (tx: Tx, id: string, body: C | Changes<U>, created: boolean) => Promise<void>;
  /** The database error of an insert or update as the API's (a taken name, an unknown reference), else rethrown. */
  writeError?: (error: unknown, body: C | Changes<U>) => never;
  /** The 409 message key of a delete a foreign key refuses. */
  inUseKey?: string;
  /** Refuses the delete of a record still in use with a 409 saying what holds it (after the 404). */
  beforeRemove?: (db: Db, id: string) => Promise<void>;
  /** Work after a record is archived or restored (an archived account's sessions end). */
  afterArchive?: (db: Db, id: string, archived: boolean) => Promise<void>;
}

/** A row as its record: id as _id, createdAt and updatedAt as ISO text, the other columns as they are. */
export const plainRecord = <Row extends { id: string; createdAt: Date; updatedAt: Date }>({
  id,
  createdAt,
  updatedAt,
  ...columns
}: Row) => ({
  ...columns,
  _id: id,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** An archivable row's times as its record gives them: ISO text, archivedAt null while in use. */
export const archivableTimes = (r: {
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The functions of an entity's routes, from its declaration (see TableCrudSpec). */
export function tableCrud<
  T extends CrudTable,
  R,
  C,
  U extends { updatedAt?: string },
  Row = T['$inferSelect'],
>(spec: TableCrudSpec<T, R, C, U, Row>) {
  const toRecord = spec.toRecord ?? (plainRecord as unknown as (row: Row) => R);
  // Drizzle's builders cannot follow a generic table: the queries use it as a plain table.
  const t = spec.table as CrudTable;
  const select = spec.select ?? ((db: Db) => db.select().from(t).$dynamic());
  const records = (rows: unknown[]) => rows.map((r) => toRecord(r as Row));
  const inTransaction = spec.beforeWrite !== undefined || spec.afterWrite !== undefined;
  const writeError =
    (body: C | Changes<U>) =>
    (error: unknown): never => {
      if (spec.writeError) spec.writeError(error, body);
      throw error;
    };

  /** The conditions of a list; `archived` (the /archived path) overrides the filter archived. */
  const listConditions = (list: ParsedList, archived?: boolean): Where => {
    const filter = parseFilter(spec.filterSchema, list) as Record<string, unknown>;
    const built = Object.entries(spec.filters ?? {}).map(([key, build]) =>
      filter[key] === undefined ? undefined : build(filter[key] as never),
    );
    return and(
      spec.where,
      spec.archivedAt
        ? archivedIs(spec.archivedAt, archived ?? (filter.archived as boolean | undefined))
        : undefined,
      spec.search ? searchCondition(spec.search, filter.q) : undefined,
      filter.id !== undefined ? inArray(t.id, asArray(filter.id as string)) : undefined,
      ...built,
    );
  };

  const conditions = (list: ParsedList): Where => listConditions(list);

  const rows = (db: Database, list: ParsedList, where: Where): Promise<R[]> => {
    const sortable = sortableFor(spec.sortable, list.filter.q);
    const fallback =
      typeof spec.defaultSort === 'string' ? sortable[spec.defaultSort] : spec.defaultSort;
    return listPage(select(db).where(where).$dynamic(), list, sortable, fallback, t.id).then(
      records,
    );
  };

  const countRows = (db: Database, where: Where) => countWhere(db, t, where);

  /** One record; `scope` narrows what the reader may see (outside it, a 404). */
  const get = async (db: Db, id: string, scope?: Where): Promise<R> => {
    const row = foundFirst(await select(db).where(and(eq(t.id, id), spec.where, scope)));
    return toRecord(row as Row);
  };

  /** Runs a write alone, or in a transaction when the declaration has work for it. */
  const writing = <X>(db: Database, write: (db: Db) => Promise<X>): Promise<X> =>
    inTransaction ? db.transaction((tx) => write(tx)) : write(db);

  /** The record written: the returned row, or read again when it is more than the row. */
  const written = (db: Db, row: unknown) =>
    spec.select || spec.afterWrite
      ? get(db, (row as { id: string }).id)
      : Promise.resolve(toRecord(row as Row));

  /** The rows a body names exist, each given value checked in the declaration's order. */
  const checkReferences = async (db: Db, body: C | Changes<U>) => {
    for (const [field, reference] of Object.entries(spec.references ?? {})) {
      const given = (body as Record<string, unknown>)[field];
      if (typeof given !== 'string' || given === '') continue;
      const value = reference.value ? reference.value(given) : given;
      const [row] = await db
        .select({ value: reference.column })
        .from(reference.column.table)
        .where(eq(reference.column, value))
        .limit(1);
      if (!row) throw unknownReference(field, reference.key);
    }
  };

  /** A body's checks against the stored data: checkBody, then the references. */
  const checkStored = async (db: Db, body: C | Changes<U>, id?: string) => {
    await spec.checkBody?.(db, body, id);
    await checkReferences(db, body);
  };

  const create = (db: Database, body: C): Promise<R> =>
    writing(db, async (tx) => {
      spec.checkCreate?.(body);
      await checkStored(tx, body);
      await spec.beforeWrite?.(tx as Tx, body);
      const values = spec.insert ? spec.insert(body) : (body as T['$inferInsert']);
      const [row] = await tx.insert(t).values(values).returning().catch(writeError(body));
      await spec.afterWrite?.(tx as Tx, row.id as string, body, true);
      return written(tx, row);
    });

  /**
   * Sets columns of a record guarded by the updatedAt it was read at: a stale one is a 409, a
   * missing record a 404. For a write that is not the entity's update (a flag, a nested field).
   */
  const setColumns = async (
    db: Db,
    id: string,
    columns: Partial<T['$inferInsert']>,
    readAt: string | undefined,
  ): Promise<unknown> => {
    const [row] = await db
      .update(t)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(t.id, id), spec.where, unchangedSince(t.updatedAt, readAt)))
      .returning();
    if (row) return row;
    await get(db, id);
    throw staleUpdate();
  };

  /** setColumns answering the record. */
  const write = async (
    db: Database,
    id: string,
    columns: Partial<T['$inferInsert']>,
    readAt?: string,
  ): Promise<R> => written(db, await setColumns(db, id, columns, readAt));

  /** A stale updatedAt (another write came first) is a 409, a missing row a 404. */
  const update = (db: Database, id: string, body: U): Promise<R> =>
    writing(db, async (tx) => {
      const { updatedAt: readAt, ...changes } = body;
      if (!spec.checkBodyAfterRead) await checkStored(tx, changes, id);
      const current = await get(tx, id);
      if (spec.checkBodyAfterRead) await checkStored(tx, changes, id);
      spec.checkUpdate?.(body, current);
      await spec.beforeWrite?.(tx as Tx, changes);
      const columns = spec.set
        ? spec.set(changes)
        : (changes as unknown as Partial<T['$inferInsert']>);
      const row = await setColumns(tx, id, columns, readAt).catch(writeError(changes));
      await spec.afterWrite?.(tx as Tx, id, changes, false);
      return written(tx, row);
    });

  /**
   * A row still in use is kept: beforeRemove's 409, or the foreign key's refusal as a 409 with
   * inUseKey (or the generic message).
   */
  const remove = async (db: Database, id: string): Promise<R> => {
    const record = await get(db, id);
    await spec.beforeRemove?.(db, id);
    await db
      .delete(t)
      .where(and(eq(t.id, id), spec.where))
      .catch(rethrowReferenced(spec.inUseKey));
    return record;
  };

  // The property of the archivedAt column, which a write sets by name.
  const archivedKey = Object.entries(getTableColumns(t)).find(
    ([, column]) => column === spec.archivedAt,
  )?.[0];

  /** Archives (archived: true) or restores a record: archivedAt set or cleared; a missing one is a 404. */
  const archive = async (db: Database, id: string, archived: boolean): Promise<R> => {
    if (!archivedKey) throw new Error(`${getTableName(t)}: archive needs the archivedAt column`);
    const columns = { [archivedKey]: archived ? new Date() : null };
    const record = await write(db, id, columns as Partial<T['$inferInsert']>);
    await spec.afterArchive?.(db, id, archived);
    return record;
  };

  return {
    conditions,
    listConditions,
    rows,
    count: countRows,
    get,
    create,
    update,
    write,
    remove,
    archive,
  };
}
