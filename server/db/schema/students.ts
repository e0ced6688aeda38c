import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archivedAt, id, listIndexes, searchText, sortKey, sortText, timestamps } from './columns';
import { companies } from './companies';
import { languages } from './reference';

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
