import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { archivedAt, id, listIndexes, searchText, sortKey, sortText, timestamps } from './columns';
import { countries, languages } from './reference';

// The areas' lists of people import sortKey from here, beside the tables they sort.
export { sortKey } from './columns';
/** Clients and schools; language area 1 English-language, 2 medical-language. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 of countries.code. */
    country: text('country')
      .notNull()
      .references(() => countries.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    type: text('type', { enum: ['Client', 'School'] }).notNull(),
    languageArea: smallint('language_area').notNull(),
    referentId: uuid('referent_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'set null',
    }),
    archivedAt: archivedAt(),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check('companies_language_area_check', sql`${t.languageArea} in (1, 2)`),
    index('companies_name_idx').on(sortKey(t.name), t.id),
    index('companies_area_name_idx').on(t.languageArea, sortKey(t.name), t.id),
    ...listIndexes('companies', t),
    index('companies_country_idx').on(t.country),
    index('companies_referent_idx').on(t.referentId),
  ],
);

/** Client contacts (referents) of a company. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'restrict',
    }),
    /** A pedagogic contact of its company's administration panel (PUT /companyData/pedagogic). */
    pedagogic: boolean('pedagogic').notNull().default(false),
    archivedAt: archivedAt(),
    searchText: searchText('name', 'firstname', 'email'),
    ...timestamps,
  },
  (t) => [
    index('customers_name_idx').on(sortKey(t.name), t.id),
    index('customers_firstname_idx').on(sortKey(t.firstname), t.id),
    index('customers_email_idx').on(sortKey(t.email), t.id),
    ...listIndexes('customers', t),
    index('customers_company_idx').on(t.companyId, sortKey(t.name), t.id),
  ],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    name: text('name').notNull(),
    firstname: text('firstname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Level scale A0..C2 as 0..6. */
    level: smallint('level'),
    languageId: uuid('language_id').references(() => languages.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    archivedAt: archivedAt(),
    searchText: searchText('name', 'firstname', 'email'),
    sortName: sortText('name'),
    ...timestamps,
  },
  (t) => [
    check('students_level_check', sql`${t.level} between 0 and 6`),
    uniqueIndex('students_email_key').on(sql`lower(${t.email})`),
    index('students_name_idx').on(t.sortName, t.id),
    index('students_email_idx').on(sortKey(t.email), t.id),
    index('students_firstname_idx').on(sortKey(t.firstname), t.id),
    ...listIndexes('students', t),
    index('students_level_idx').on(t.level, t.id),
    index('students_company_idx').on(t.companyId, t.sortName, t.id),
  ],
);
