import { asc, inArray, sql } from 'drizzle-orm';
import {
  type Course,
  CourseFilterSchema,
  type CreateCourse,
  type CreateModule,
  MODULE_IN_USE,
  type Module,
  ModuleFilterSchema,
  UNKNOWN_MODULE,
  type UpdateCourse,
  type UpdateModule,
} from '../../../domain/entities/catalogue';
import { UNKNOWN_UNIT } from '../../../domain/entities/unit';
import type { Database } from '../../db/connect';
import { courseModules, courses, modules, moduleUnits, units } from '../../db/schema';
import { type Db, plainRecord, qualified, tableCrud } from '../../lib/crud-table';
import { asArray } from '../../lib/list-query';
import { checkIds, holdsOneOf, type OrderedLinks, orderedIds, writeIds } from './ordered-links';

/** A module's SCORM units, in order. */
const moduleUnitLinks: OrderedLinks = {
  link: moduleUnits,
  owner: moduleUnits.moduleId,
  target: moduleUnits.unitId,
  position: moduleUnits.position,
  targets: units,
  field: 'units',
  unknownKey: UNKNOWN_UNIT,
};

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

/** The owners' ids as the link tables' subqueries name them. */
const moduleId = qualified(modules, modules.id);
const courseId = qualified(courses, courses.id);

const moduleName = sql`f_unaccent(lower(${modules.name}))`;
const courseName = sql`f_unaccent(lower(${courses.name}))`;

/** Trimmed by the schema; the first of repeated tags is kept, in the order given. */
const distinct = <T>(list: T[] | undefined) => list && [...new Set(list)];

const { id, name, level, tags, createdAt, updatedAt } = modules;
type ModuleRow = Pick<typeof modules.$inferSelect, 'id' | 'name' | 'level' | 'tags'> & {
  units: string[];
  createdAt: Date;
  updatedAt: Date;
};

/** The module catalogue: a module holds its SCORM units in order; one a course holds is kept (409). */
export const moduleCrud = tableCrud<typeof modules, Module, CreateModule, UpdateModule, ModuleRow>({
  table: modules,
  select: (db: Db) =>
    db
      .select({
        id,
        name,
        level,
        tags,
        units: orderedIds(moduleUnitLinks, moduleId),
        createdAt,
        updatedAt,
      })
      .from(modules)
      .$dynamic(),
  toRecord: plainRecord,
  filterSchema: ModuleFilterSchema,
  filters: {
    level: (v: number | number[]) => inArray(modules.level, asArray(v)),
    tag: (v: string) => sql`${modules.tags} @> ${JSON.stringify([v.trim()])}::jsonb`,
    units: (v: string | string[]) => holdsOneOf(moduleUnitLinks, moduleId, asArray(v)),
  },
  search: modules.searchText,
  sortable: { name: moduleName, level, createdAt, updatedAt },
  defaultSort: moduleName,
  insert: (body) => ({ name: body.name, level: body.level, tags: distinct(body.tags) }),
  set: (body) => ({ name: body.name, level: body.level, tags: distinct(body.tags) }),
  beforeWrite: (tx, body) => checkIds(tx, moduleUnitLinks, body.units),
  afterWrite: (tx, moduleId, body) => writeIds(tx, moduleUnitLinks, moduleId, body.units),
  inUseKey: MODULE_IN_USE,
});

/** Every module for the pickers, by name. */
export async function allModules(db: Database) {
  const rows = await db
    .select({ id, name, level })
    .from(modules)
    .orderBy(asc(moduleName), asc(modules.id));
  return rows.map((r) => ({ _id: r.id, name: r.name, level: r.level }));
}

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
