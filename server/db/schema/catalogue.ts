import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, listIndexes, reference, searchText, sortKey, timestamps } from './columns';
import { orderedLinkTable } from './link-tables';
import { languages } from './reference';

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

/** E-learning modules (spec section 3: _id, name, level, tags); level A0..C2 as 0..6. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [
    check('modules_level_check', sql`${t.level} between 0 and 6`),
    index('modules_name_idx').on(sortKey(t.name), t.id),
    index('modules_level_idx').on(t.level, t.id),
    ...listIndexes('modules', t),
  ],
);

/** Courses: a name and an ordered list of modules (course_modules). */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: text('name').notNull(),
    searchText: searchText('name'),
    ...timestamps,
  },
  (t) => [index('courses_name_idx').on(sortKey(t.name), t.id), ...listIndexes('courses', t)],
);

/** A course's modules in order; a module in a course cannot be deleted (409). */
export const courseModules = orderedLinkTable(
  'course_modules',
  {
    courseId: reference('course_id', () => courses.id, 'cascade'),
    moduleId: reference('module_id', () => modules.id, 'restrict'),
  },
  {
    parent: 'courseId',
    member: 'moduleId',
    memberKey: 'course_modules_course_module_key',
    memberIndex: 'course_modules_module_idx',
  },
);

/** Skills content (spec section 3, "Content item"): titles at a level and language ... */
export const contentTitles = pgTable(
  'content_titles',
  {
    id: id(),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    languageId: uuid('language_id').references(() => languages.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    check('content_titles_level_check', sql`${t.level} between 0 and 6`),
    index('content_titles_level_idx').on(t.level, t.languageId, t.title),
  ],
);

/** ... and under each title its items: a label, type 2 (operational) or 3 (linguistic), a level. */
export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    titleId: reference('title_id', () => contentTitles.id, 'cascade'),
    content: text('content').notNull(),
    type: smallint('type').notNull(),
    level: smallint('level').notNull(),
    ...timestamps,
  },
  (t) => [
    check('content_items_type_check', sql`${t.type} in (2, 3)`),
    check('content_items_level_check', sql`${t.level} between 0 and 6`),
    index('content_items_title_idx').on(t.titleId, t.type),
  ],
);
