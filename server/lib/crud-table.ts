import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import type { Where } from './crud-routes';
import { rethrowReferenced } from './db-errors';
import { notFound, staleUpdate } from './http-errors';
import { asArray, orderBy, type ParsedList, parseFilter, searchCondition } from './list-query';
import { unchangedSince } from './stale-write';

/** A table served by tableCrud: a uuid primary key `id` and an `updatedAt` timestamp. */
type CrudTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The list, read and write behaviour of an entity stored in one table, declared rather than
 * written: filters are a map from the filter key to a condition builder (q and id are built in),
 * sort a map from the sort field to a column, and the writes map a body to the row's columns.
 */
export interface TableCrudSpec<T extends CrudTable, R, C, U extends { updatedAt?: string }> {
  table: T;
  /** The record of a row; by default the row's columns, with id as _id and the timestamps as ISO text. */
  toRecord?: (row: T['$inferSelect']) => R;
  /** The filters of the list: validated by parseFilter (a wrong key or value is a 400 naming it). */
  filterSchema: z.ZodObject;
  /** Condition builders of the filters other than q and id, by filter key. */
  filters?: Record<string, (value: never) => Where>;
  /** The text filter q searches (an expression over the row's text, see searchCondition). */
  search?: PgColumn | SQL;
  sortable: Record<string, PgColumn | SQL>;
  /** The order without a sort parameter. */
  defaultSort: PgColumn | SQL;
  /** The row of a create; `check` runs first and throws a 400 for a body the rules refuse. */
  insert: (body: C) => T['$inferInsert'];
  /** The columns an update sets (undefined leaves a column as it is); updatedAt is set here. */
  set: (body: Omit<U, 'updatedAt'>) => Partial<T['$inferInsert']>;
  checkCreate?: (body: C) => void;
  checkUpdate?: (body: U, current: R) => void;
  /** The 409 message key of a delete a foreign key refuses. */
  inUseKey?: string;
}

/** A row as its record: id as _id, createdAt and updatedAt as ISO text, the other columns as they are. */
export const plainRecord = ({
  id,
  createdAt,
  updatedAt,
  ...columns
}: {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}) => ({
  ...columns,
  _id: id,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** The functions of an entity's routes, from its declaration (see TableCrudSpec). */
export function tableCrud<T extends CrudTable, R, C, U extends { updatedAt?: string }>(
  spec: TableCrudSpec<T, R, C, U>,
) {
  const { table } = spec;
  const toRecord = spec.toRecord ?? (plainRecord as (row: T['$inferSelect']) => R);
  // Drizzle's builders cannot follow a generic table: the queries use it as a plain table.
  const t = table as CrudTable;
  const records = (rows: unknown[]) => rows.map((r) => toRecord(r as T['$inferSelect']));

  const conditions = (list: ParsedList): Where => {
    const filter = parseFilter(spec.filterSchema, list) as Record<string, unknown>;
    const built = Object.entries(spec.filters ?? {}).map(([key, build]) =>
      filter[key] === undefined ? undefined : build(filter[key] as never),
    );
    return and(
      spec.search ? searchCondition(spec.search, filter.q) : undefined,
      filter.id !== undefined ? inArray(t.id, asArray(filter.id as string)) : undefined,
      ...built,
    );
  };

  const rows = (db: Database, list: ParsedList, where: Where): Promise<R[]> => {
    const query = db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderBy(list, spec.sortable, spec.defaultSort, t.id))
      .offset(list.offset);
    return (list.limit !== undefined ? query.limit(list.limit) : query).then(records);
  };

  const countRows = async (db: Database, where: Where) => {
    const [{ n }] = await db.select({ n: count() }).from(t).where(where);
    return n;
  };

  const get = async (db: Database, id: string): Promise<R> => {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    if (!row) throw notFound();
    return toRecord(row as T['$inferSelect']);
  };

  const create = async (db: Database, body: C): Promise<R> => {
    spec.checkCreate?.(body);
    const [row] = await db.insert(t).values(spec.insert(body)).returning();
    return toRecord(row as T['$inferSelect']);
  };

  /** A stale updatedAt (another write came first) is a 409, a missing row a 404. */
  const update = async (db: Database, id: string, body: U): Promise<R> => {
    const current = await get(db, id);
    spec.checkUpdate?.(body, current);
    const { updatedAt: readAt, ...changes } = body;
    const [row] = await db
      .update(t)
      .set({ ...spec.set(changes), updatedAt: new Date() })
      .where(and(eq(t.id, id), unchangedSince(t.updatedAt, readAt)))
      .returning();
    if (!row) {
      await get(db, id);
      throw staleUpdate();
    }
    return toRecord(row as T['$inferSelect']);
  };

  /** A row a foreign key still uses is kept: 409 with inUseKey (or the generic message). */
  const remove = async (db: Database, id: string): Promise<R> => {
    const record = await get(db, id);
    await db.delete(t).where(eq(t.id, id)).catch(rethrowReferenced(spec.inUseKey));
    return record;
  };

  return { conditions, rows, count: countRows, get, create, update, remove };
}
