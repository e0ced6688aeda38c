import { type AnyPgColumn, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, id, listIndexes, searchText, sortKey, timestamps } from './columns';
// companies and customers reference each other; the references are thunks, so the import cycle is harmless.
import { companies } from './companies';

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
