import { boolean, date, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** The semester catalogue (spec sections 5 and 7: /semester). */
export const semesters = pgTable(
  'semesters',
  {
    id: id(),
    /** Semester number of the programme, 0 to 10. */
    value: integer('value').notNull(),
    begin: date('begin', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    /** Programme labels of section 9 (domain/entities/semester.ts SCHOOL_TYPES). */
    schoolTypes: jsonb('school_types').$type<string[]>().notNull().default([]),
    /** An exam-type semester: one company entry per semester value. */
    examType: boolean('exam_type').notNull().default(false),
    /** The exam modalities offered in this semester (Sur table, Voie postale, ...). */
    examModalities: jsonb('exam_modalities').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('semesters_begin_idx').on(t.begin, t.value)],
);
