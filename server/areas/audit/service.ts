import { type AnyColumn, and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type AuditEntry,
  type AuditFilter,
  AuditFilterSchema,
} from '../../../domain/entities/audit';
import type { Db } from '../../db/connect';
import { auditLog, staff } from '../../db/schema';
import {
  asArray,
  fromDayOrInstant,
  listPage,
  type ParsedList,
  parseFilter,
  searchCondition,
  toDayOrInstant,
} from '../../lib/list-query';

const actorName = sql<string | null>`nullif(trim(${staff.firstname} || ' ' || ${staff.name}), '')`;

const SORTABLE = {
  at: auditLog.at,
  action: auditLog.action,
  tableName: auditLog.tableName,
  actorName,
};

/**
 * The entries q reads: the newest AUDIT_SEARCH_WINDOW of the trail. The trail only grows and its
 * values are free jsonb, so a trigram index would cost every audited write; a search reads at most
 * this many rows (by the primary key) instead, and older entries are reached by the other filters.
 */
export const AUDIT_SEARCH_WINDOW = 100_000;

/** A changed record's values (never its column names), as text. */
const valuesOf = (columns: SQL | AnyColumn) =>
  sql`coalesce(jsonb_path_query_array(${columns}, 'strict $.*')::text, '')`;

const normalised = (text: SQL) => sql`f_unaccent(lower(${text}))`;

/** The entry's own text: its author's name as it is now, the record's key and its changed values. */
const entryText = normalised(
  sql`concat_ws(' ', (select ${staff.firstname} || ' ' || ${staff.name} from ${staff} where ${staff.id} = ${auditLog.actorId}), ${auditLog.recordId}, ${valuesOf(auditLog.before)}, ${valuesOf(auditLog.after)})`,
);

/**
 * q: every word in the entry's own text, or in the record's label, the values it was created with
 * (so that a name finds the whole history of its record), accents and case aside.
 */
function auditSearch(q: string): SQL {
  const own = searchCondition(entryText, q);
  if (!own) return sql`true`;
  const label = searchCondition(normalised(valuesOf(sql.raw('created.after'))), q);
  return sql`(${auditLog.id} > (select coalesce(max(id), 0) from audit_log) - ${AUDIT_SEARCH_WINDOW}
    and (${own} or exists (select 1 from audit_log created
      where created.table_name = ${auditLog.tableName} and created.record_id = ${auditLog.recordId}
        and created.action = 'create' and ${label})))`;
}

/**
 * A learner's entries: her row's, and those of her at-risk flags and their actions (each by the
 * trail's record index, the flags found by their learner).
 */
function studentHistory(studentId: string): SQL {
  const flags = sql`select f.id::text from at_risk_flags f where f.student_id = ${studentId}`;
  const actions = sql`select a.id::text from at_risk_actions a
    join at_risk_flags f on f.id = a.flag_id where f.student_id = ${studentId}`;
  return sql`((${auditLog.tableName} = 'students' and ${auditLog.recordId} = ${studentId})
    or (${auditLog.tableName} = 'at_risk_flags' and ${auditLog.recordId} in (${flags}))
    or (${auditLog.tableName} = 'at_risk_actions' and ${auditLog.recordId} in (${actions})))`;
}

const FILTERS: { [K in keyof AuditFilter]-?: (v: NonNullable<AuditFilter[K]>) => SQL } = {
  q: auditSearch,
  id: (v) => inArray(auditLog.id, asArray(v)),
  actorId: (v) => eq(auditLog.actorId, v),
  tableName: (v) => eq(auditLog.tableName, v),
  recordId: (v) => eq(auditLog.recordId, v),
  studentId: studentHistory,
  action: (v) => eq(auditLog.action, v),
  from: (v) => fromDayOrInstant(auditLog.at, v),
  to: (v) => toDayOrInstant(auditLog.at, v),
};

/** The conditions of a list's filters (AuditFilterSchema: an unknown filter is a 400). */
export function auditConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(AuditFilterSchema, list) as Record<string, unknown>;
  return and(
    ...Object.entries(FILTERS).map(([key, build]) =>
      filter[key] === undefined ? undefined : (build as (v: unknown) => SQL)(filter[key]),
    ),
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  action: auditLog.action,
  tableName: auditLog.tableName,
  recordId: auditLog.recordId,
  before: auditLog.before,
  after: auditLog.after,
};
type Row = { [K in keyof typeof columns]: unknown } & { id: number; at: Date };

const toEntry = ({ id, at, ...row }: Row): AuditEntry =>
  ({ _id: id, at: at.toISOString(), ...row }) as AuditEntry;

/** A page of the trail, newest first unless sorted otherwise; the author's name as it is now. */
export async function auditPage(db: Db, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorId))
    .where(where)
    .$dynamic();
  const rows = await listPage(query, list, SORTABLE, auditLog.id, auditLog.id);
  return rows.map((row) => toEntry(row as Row));
}

export async function auditCount(db: Db, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(where);
  return n;
}

export async function auditEntry(db: Db, id: number): Promise<AuditEntry | undefined> {
  const [row] = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.actorId))
    .where(eq(auditLog.id, id));
  return row ? toEntry(row as Row) : undefined;
}
