import { sql } from 'drizzle-orm';
import {
  type Course,
  CourseFilterSchema,
  type CreateCourse,
  UNKNOWN_MODULE,
  type UpdateCourse,
} from '../../../domain/entities/catalogue';
import { courseModules, courses, modules } from '../../db/schema';
import { type Db, plainRecord, qualified, tableCrud } from '../../lib/crud-table';
import { asArray } from '../../lib/list-query';
import {
  checkIds,
  holdsOneOf,
  type OrderedLinks,
  orderedIds,
  writeIds,
} from '../../lib/ordered-links';

/** A course's modules, in order (listModules, the spec's name). */
const courseModuleLinks: OrderedLinks = {
  link: courseModules,
  owner: courseModules.courseId,
  target: courseModules.moduleId,
  position: courseModules.position,
  targets: modules,
  field: 'listModules',
  unknownKey: UNKNOWN_MODULE,
};

/** The owner's id as the link table's subqueries name it. */
const courseId = qualified(courses, courses.id);

const courseName = sql`f_unaccent(lower(${courses.name}))`;

type CourseRow = Pick<typeof courses.$inferSelect, 'id' | 'name' | 'createdAt' | 'updatedAt'> & {
  listModules: string[];
};

/** The course catalogue: a name and its modules in order; deleting one leaves the modules. */
export const courseCrud = tableCrud<typeof courses, Course, CreateCourse, UpdateCourse, CourseRow>({
  table: courses,
  select: (db: Db) =>
    db
      .select({
        id: courses.id,
        name: courses.name,
        listModules: orderedIds(courseModuleLinks, courseId),
        createdAt: courses.createdAt,
        updatedAt: courses.updatedAt,
      })
      .from(courses)
      .$dynamic(),
  toRecord: plainRecord,
  filterSchema: CourseFilterSchema,
  filters: {
    listModules: (v: string | string[]) => holdsOneOf(courseModuleLinks, courseId, asArray(v)),
  },
  search: courses.searchText,
  sortable: { name: courseName, createdAt: courses.createdAt, updatedAt: courses.updatedAt },
  defaultSort: courseName,
  insert: (body) => ({ name: body.name }),
  set: (body) => ({ name: body.name }),
  beforeWrite: (tx, body) => checkIds(tx, courseModuleLinks, body.listModules),
  afterWrite: (tx, courseId, body) => writeIds(tx, courseModuleLinks, courseId, body.listModules),
});
