import { and, count, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Employee, StaffStatusSchema, StaffTypeSchema } from '../../../domain/entities/staff';
import { ROLES } from '../../../domain/permissions';
import type { Database } from '../../db/connect';
import { staff } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { listPage, type ParsedList, parseFilter, searchCondition } from '../../lib/list-query';
import { emailIs, type StaffRow, staffIdentity } from '../auth';

export const toEmployee = (row: StaffRow): Employee => ({
  ...staffIdentity(row),
  phone: row.phone ?? null,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).max(1000)]);
const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/** Filters of GET /administrator/: q (name, first name, e-mail), type, status, id (getMany), archived. */
const EmployeeFilterSchema = z.strictObject({
  q: z.string().max(200).optional(),
  type: oneOrMany(StaffTypeSchema).optional(),
  status: oneOrMany(StaffStatusSchema).optional(),
  id: oneOrMany(z.uuid()).optional(),
  archived: z.boolean().optional(),
});

// Staff lists are small: sorting on the unaccented name puts "Álvarez" beside "Alvarez", not after "Z".
const SORTABLE = {
  name: sql`f_unaccent(lower(${staff.name}))`,
  firstname: sql`f_unaccent(lower(${staff.firstname}))`,
  email: sql`lower(${staff.email})`,
  type: staff.type,
  status: staff.status,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
};

/** The conditions of an employee list: its filters. */
export function employeeConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(EmployeeFilterSchema, list);
  return and(
    filter.archived ? isNotNull(staff.archivedAt) : isNull(staff.archivedAt),
    searchCondition(staff.searchText, filter.q),
    filter.type !== undefined ? inArray(staff.type, asArray(filter.type)) : undefined,
    filter.status !== undefined ? inArray(staff.status, asArray(filter.status)) : undefined,
    filter.id !== undefined ? inArray(staff.id, asArray(filter.id)) : undefined,
  );
}

/** One page of employees, sorted and filtered in SQL. */
export const employeePage = (db: Database, list: ParsedList, where: SQL | undefined) =>
  listPage(
    db.select().from(staff).where(where).$dynamic(),
    list,
    SORTABLE,
    SORTABLE.name,
    staff.id,
  );

/** How many employees meet the conditions. */
export const employeeCount = async (db: Database, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(staff).where(where))[0].n;

/** A 409 with the message on the e-mail field. */
export const emailTaken = () =>
  new HttpError(409, 'app.auth_api.email_taken', {}, { email: 'app.auth_api.email_taken' });

export async function emailUsedByOther(db: Database, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(emailIs(email), exceptId ? ne(staff.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Active, not archived Super Administrators other than the given one. */
export async function otherActiveSuperAdmins(db: Database, exceptId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(staff)
    .where(
      and(
        eq(staff.type, ROLES.superAdmin),
        eq(staff.status, 'active'),
        isNull(staff.archivedAt),
        ne(staff.id, exceptId),
      ),
    );
  return n;
}

export const isActiveSuperAdmin = (row: StaffRow) =>
  row.type === ROLES.superAdmin && row.status === 'active' && row.archivedAt === null;
