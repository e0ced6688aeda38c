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
import { sortKey } from '../../db/schema/columns';
import { tableCrud } from '../../lib/crud-table';
import { iso, type ParsedList } from '../../lib/list-query';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';

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

/**
 * The contact lists, records and writes; a write checks the company it names first. A company whose
 * referent a deleted contact was keeps no referent (ON DELETE SET NULL).
 */
const customerCrud = tableCrud<typeof customers, Customer, CreateCustomer, UpdateCustomer, Row>({
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
  references: { company: { column: companies.id, key: 'app.people.unknown_company' } },
  insert: (body) => ({
    name: body.name,
    firstname: body.firstname,
    phone: body.phone ?? null,
    email: normalizeEmail(body.email),
    companyId: body.company ?? null,
  }),
  set: (body) => ({
    name: body.name,
    firstname: body.firstname,
    phone: body.phone,
    email: body.email === undefined ? undefined : normalizeEmail(body.email),
    companyId: body.company,
  }),
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

export const {
  create: createCustomer,
  update: updateCustomer,
  remove: deleteCustomer,
  archive: archiveCustomer,
} = customerCrud;
