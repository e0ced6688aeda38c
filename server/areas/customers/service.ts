import { and, eq } from 'drizzle-orm';
import {
  type CreateCustomer,
  type Customer,
  CustomerFilterSchema,
  type UpdateCustomer,
} from '../../../domain/entities/customer';
import { normalizeEmail } from '../../../domain/rules/email';
import type { Database } from '../../db/connect';
import { companies, customers } from '../../db/schema';
import { sortKey } from '../../db/schema/people';
import { tableCrud } from '../../lib/crud-table';
import { rethrowReferenced, unknownReference } from '../../lib/db-errors';
import { foundFirst, staleUpdate } from '../../lib/http-errors';
import { iso, type ParsedList } from '../../lib/list-query';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';
import { unchangedSince } from '../../lib/stale-write';

const columns = {
  id: customers.id,
  name: customers.name,
  firstname: customers.firstname,
  phone: customers.phone,
  email: customers.email,
  companyId: customers.companyId,
  companyName: companies.name,
  archivedAt: customers.archivedAt,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

type Row = {
  id: string;
  name: string;
  firstname: string;
  phone: string | null;
  email: string;
  companyId: string | null;
  companyName: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toCustomer = (r: Row): Customer => ({
  _id: r.id,
  name: r.name,
  firstname: r.firstname,
  phone: r.phone,
  email: r.email,
  company: r.companyId,
  companyName: r.companyName,
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORTABLE = {
  name: sortKey(customers.name),
  firstname: sortKey(customers.firstname),
  email: sortKey(customers.email),
  phone: customers.phone,
  company: sortKey(companies.name),
  companyName: sortKey(companies.name),
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

/** The reads of the contact lists and records; the writes below check the company first. */
const customerCrud = tableCrud({
  table: customers,
  select: (db) =>
    db
      .select(columns)
      .from(customers)
      .leftJoin(companies, eq(companies.id, customers.companyId))
      .$dynamic(),
  toRecord: toCustomer,
  filterSchema: CustomerFilterSchema,
  filters: { company: (v: string) => eq(customers.companyId, v) },
  archivedAt: customers.archivedAt,
  search: customers.searchText,
  sortable: SORTABLE,
  defaultSort: 'name',
});

/** A Teacher ('own') reads the contacts of her groups' clients (server/lib/scope.ts). */
export const customerConditions = (list: ParsedList, who: ReaderOrScope, archived?: boolean) =>
  and(
    ownCompanies(asReader(who), customers.companyId),
    customerCrud.listConditions(list, archived),
  );

export const customerRows = customerCrud.rows;
export const countCustomers = customerCrud.count;

/** A client contact within the reader's scope (a Teacher: of her groups' clients), else 404. */
export const getCustomer = (db: Database, id: string, who: ReaderOrScope): Promise<Customer> =>
  customerCrud.get(db, id, ownCompanies(asReader(who), customers.companyId));

async function checkCompany(db: Database, company: string | null | undefined) {
  if (!company) return;
  const [c] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, company));
  if (!c) throw unknownReference('company', 'app.people.unknown_company');
}

export async function createCustomer(db: Database, body: CreateCustomer): Promise<Customer> {
  await checkCompany(db, body.company);
  const [row] = await db
    .insert(customers)
    .values({
      name: body.name,
      firstname: body.firstname,
      phone: body.phone ?? null,
      email: normalizeEmail(body.email),
      companyId: body.company ?? null,
    })
    .returning({ id: customers.id });
  return getCustomer(db, row.id, 'all');
}

export async function updateCustomer(
  db: Database,
  id: string,
  body: UpdateCustomer,
): Promise<Customer> {
  await checkCompany(db, body.company);
  const [row] = await db
    .update(customers)
    .set({
      name: body.name,
      firstname: body.firstname,
      phone: body.phone,
      email: body.email === undefined ? undefined : normalizeEmail(body.email),
      companyId: body.company,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.id, id), unchangedSince(customers.updatedAt, body.updatedAt)))
    .returning({ id: customers.id });
  if (!row) {
    await getCustomer(db, id, 'all');
    throw staleUpdate();
  }
  return getCustomer(db, id, 'all');
}

/** A company whose referent this was keeps no referent (ON DELETE SET NULL). */
export async function deleteCustomer(db: Database, id: string): Promise<Customer> {
  const customer = await getCustomer(db, id, 'all');
  await db.delete(customers).where(eq(customers.id, id)).catch(rethrowReferenced());
  return customer;
}

export async function archiveCustomer(db: Database, id: string, archived: boolean) {
  foundFirst(
    await db
      .update(customers)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning({ id: customers.id }),
  );
  return getCustomer(db, id, 'all');
}
