import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, id, listIndexes, searchText, sortKey, timestamps } from './columns';
// customers and companies reference each other; the references are thunks, so the import cycle is harmless.
import { customers } from './customers';
import { countries } from './reference';

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
