import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdminData, Criteria, ExamConcerned } from '../../../domain/entities/company-panel';
import { id, instant, reference, timestamps } from './columns';
import { companies } from './companies';
import { semesters } from './semesters';

/**
 * The company administration panel (spec section 7: /companyData): one row per client, created by
 * its first write. updatedAt is the panel's version: every write is guarded by it (409 when stale).
 * Pedagogic contacts are customers rows flagged `pedagogic` (they also appear in /customers).
 */
export const companyPanels = pgTable('company_panels', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Null until the administrative data is first saved. */
  adminData: jsonb('admin_data').$type<AdminData>(),
  /** adminData.type, kept as a column: locked once set, and read by the road map. */
  schoolType: text('school_type'),
  criteria: jsonb('criteria')
    .$type<Criteria>()
    .notNull()
    .default({ attendance: null, elearning: null, exam: null }),
  examConcerned: jsonb('exam_concerned')
    .$type<ExamConcerned>()
    .notNull()
    .default({ examType: null, semesters: [] }),
  ...timestamps,
});

/** A client's semester entry (spec section 3): hours in minutes; referents are customers ids. */
export const companySemesters = pgTable(
  'company_semesters',
  {
    id: id(),
    companyId: reference('company_id', () => companies.id, 'cascade'),
    /** A catalogue semester in use cannot be deleted (409 through rethrowReferenced). */
    semesterId: reference('semester_id', () => semesters.id, 'restrict'),
    elearningMinutes: integer('elearning_minutes').notNull().default(0),
    presentialGroups: integer('presential_groups').notNull().default(0),
    presentialMinutes: integer('presential_minutes').notNull().default(0),
    needFormer: boolean('need_former').notNull().default(false),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    referents: jsonb('referents').$type<string[]>().notNull().default([]),
    /** Set when PUT /company/nextsemester/{id} moves the client past this entry. */
    closedAt: instant('closed_at'),
    ...timestamps,
  },
  (t) => [
    check(
      'company_semesters_counts_check',
      sql`${t.elearningMinutes} >= 0 and ${t.presentialGroups} >= 0 and ${t.presentialMinutes} >= 0`,
    ),
    index('company_semesters_company_idx').on(t.companyId, t.beginDate),
    index('company_semesters_semester_idx').on(t.semesterId),
  ],
);
