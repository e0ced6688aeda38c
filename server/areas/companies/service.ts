import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  type Company,
  CompanyFilterSchema,
  type CreateCompany,
  type UpdateCompany,
} from '../../../domain/entities/company';
import type { Database } from '../../db/connect';
import { companies, countries, customers, students } from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import { type Db, tableCrud } from '../../lib/crud-table';
import { conflict } from '../../lib/http-errors';
import { iso, type ParsedList } from '../../lib/list-query';
import { asReader, ownCompanies, type ReaderOrScope } from '../../lib/scope';

const referent = alias(customers, 'referent');

/** The filters of the company lists: the domain's, and the referent contact (getManyReference). */
const CompanyListFilterSchema = CompanyFilterSchema.extend({ referent: z.uuid().optional() });

const columns = {
  id: companies.id,
  name: companies.name,
  country: companies.country,
  type: companies.type,
  languageArea: companies.languageArea,
  referentId: companies.referentId,
  // "NAME Firstname", as personName (domain/rules/person-name.ts) writes it in the browser.
  referentName: sql<
    string | null
  >`case when ${referent.id} is null then null else upper(${referent.name}) || ' ' || ${referent.firstname} end`,
  archivedAt: companies.archivedAt,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

type Row = {
  id: string;
  name: string;
  country: string;
  type: 'Client' | 'School';
  languageArea: number;
  referentId: string | null;
  referentName: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toCompany = (r: Row): Company => ({
  _id: r.id,
  name: r.name,
  country: r.country,
  type: r.type,
  languageArea: r.languageArea === 2 ? 2 : 1,
  referent: r.referentId,
  referentName: r.referentName,
  archivedAt: iso(r.archivedAt),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORTABLE = {
  name: sortKey(companies.name),
  country: companies.country,
  type: companies.type,
  languageArea: companies.languageArea,
  referent: sortKey(referent.name),
  referentName: sortKey(referent.name),
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

/** A company still holding students or contacts is not deleted: the 409 says what holds it. */
async function refuseInUse(db: Db, id: string) {
  const [[{ s }], [{ c }]] = await Promise.all([
    db.select({ s: count() }).from(students).where(eq(students.companyId, id)),
    db.select({ c: count() }).from(customers).where(eq(customers.companyId, id)),
  ]);
  if (s > 0 || c > 0) throw conflict('app.people.company_in_use', { students: s, contacts: c });
}

/** The company lists, records and writes; a write checks the country and referent it names first. */
const companyCrud = tableCrud<typeof companies, Company, CreateCompany, UpdateCompany, Row>({
  table: companies,
  select: (db) =>
    db
      .select(columns)
      .from(companies)
      .leftJoin(referent, eq(referent.id, companies.referentId))
      .$dynamic(),
  toRecord: toCompany,
  filterSchema: CompanyListFilterSchema,
  filters: {
    country: (v: string) => eq(companies.country, v.toUpperCase()),
    type: (v: Company['type']) => eq(companies.type, v),
    languageArea: (v: number) => eq(companies.languageArea, v),
    referent: (v: string) => eq(companies.referentId, v),
  },
  archivedAt: companies.archivedAt,
  search: companies.searchText,
  sortable: SORTABLE,
  defaultSort: 'name',
  references: {
    country: {
      column: countries.code,
      key: 'app.people.unknown_country',
      value: (code) => code.toUpperCase(),
    },
    referent: { column: customers.id, key: 'app.people.unknown_referent' },
  },
  insert: (body) => ({
    name: body.name,
    country: body.country.toUpperCase(),
    type: body.type,
    languageArea: body.languageArea,
    referentId: body.referent ?? null,
  }),
  set: (body) => ({
    name: body.name,
    country: body.country?.toUpperCase(),
    type: body.type,
    languageArea: body.languageArea,
    referentId: body.referent,
  }),
  beforeRemove: refuseInUse,
});

/** A Teacher ('own') reads the clients of the groups she teaches (server/lib/scope.ts). */
export const companyConditions = (list: ParsedList, who: ReaderOrScope, archived?: boolean) =>
  and(ownCompanies(asReader(who), companies.id), companyCrud.listConditions(list, archived));

export const companyRows = companyCrud.rows;
export const countCompanies = companyCrud.count;

/** A company within the reader's scope (a Teacher: a client of her groups), else 404. */
export const getCompany = (db: Database, id: string, who: ReaderOrScope): Promise<Company> =>
  companyCrud.get(db, id, ownCompanies(asReader(who), companies.id));

export const {
  create: createCompany,
  update: updateCompany,
  remove: deleteCompany,
  archive: archiveCompany,
} = companyCrud;
