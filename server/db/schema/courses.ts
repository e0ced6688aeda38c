import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, listIndexes, reference, searchText, sortKey, timestamps } from './columns';
import { orderedLinkTable } from './link-tables';
import { modules } from './modules';

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
