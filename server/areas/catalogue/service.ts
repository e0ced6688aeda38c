import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { rethrowReferenced, unknownReference } from '../../lib/db-errors';
import { notFound, staleUpdate } from '../../lib/http-errors';
import {
  asArray,
  orderBy,
  type ParsedList,
  parseFilter,
  searchCondition,
  sortableFor,
} from '../../lib/list-query';
import { unchangedSince } from '../../lib/stale-write';

/** A module's unit ids in their order, read with the module. */
const moduleUnitIds = sql<
  string[]
>`coalesce((select json_agg(${moduleUnits.unitId} order by ${moduleUnits.position}) from ${moduleUnits} where ${moduleUnits.moduleId} = ${modules.id}), '[]'::json)`;

const moduleColumns = {
  id: modules.id,
  name: modules.name,
  level: modules.level,
  tags: modules.tags,
  units: moduleUnitIds,
  createdAt: modules.createdAt,
  updatedAt: modules.updatedAt,
};

type ModuleRow = Omit<typeof modules.$inferSelect, 'searchText'> & { units: string[] };

const toModule = (r: ModuleRow): Module => ({
  _id: r.id,
  name: r.name,
  level: r.level,
  tags: r.tags,
  units: r.units,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const moduleName = sql`f_unaccent(lower(${modules.name}))`;
const MODULE_SORTABLE = {
  name: moduleName,
  level: modules.level,
  createdAt: modules.createdAt,
  updatedAt: modules.updatedAt,
};

/** Trimmed by the schema; the first of repeated tags is kept, in the order given. */
const distinct = <T>(list: T[]) => [...new Set(list)];

export function moduleConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(ModuleFilterSchema, list);
  return and(
    searchCondition(modules.searchText, filter.q),
    filter.id !== undefined ? inArray(modules.id, asArray(filter.id)) : undefined,
    filter.level !== undefined ? inArray(modules.level, asArray(filter.level)) : undefined,
    filter.tag !== undefined
      ? sql`${modules.tags} @> ${JSON.stringify([filter.tag.trim()])}::jsonb`
      : undefined,
  );
}

export function moduleRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select(moduleColumns)
    .from(modules)
    .where(where)
    .orderBy(...orderBy(list, sortableFor(MODULE_SORTABLE, list.filter.q), moduleName, modules.id))
    .offset(list.offset);
  return (list.limit !== undefined ? query.limit(list.limit) : query).then((rows) =>
    rows.map(toModule),
  );
}

export async function countModules(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(modules).where(where);
  return n;
}

/** Every module for the pickers, by name. */
export async function allModules(db: Database) {
  const rows = await db
    .select({ id: modules.id, name: modules.name, level: modules.level })
    .from(modules)
    .orderBy(asc(moduleName), asc(modules.id));
  return rows.map((r) => ({ _id: r.id, name: r.name, level: r.level }));
}

export async function getModule(db: Database, id: string): Promise<Module> {
  const [row] = await db.select(moduleColumns).from(modules).where(eq(modules.id, id));
  if (!row) throw notFound();
  return toModule(row);
}

/** Every id must be a unit: an unknown one is a 400 on units; the units are locked against deletion. */
async function checkUnits(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: units.id })
    .from(units)
    .where(inArray(units.id, ids))
    .for('share');
  if (found.length !== ids.length) throw unknownReference('units', UNKNOWN_UNIT);
}

async function writeUnits(tx: Tx, moduleId: string, ids: string[]) {
  await tx.delete(moduleUnits).where(eq(moduleUnits.moduleId, moduleId));
  if (ids.length > 0) {
    await tx
      .insert(moduleUnits)
      .values(ids.map((unitId, position) => ({ moduleId, unitId, position })));
  }
}

export async function createModule(db: Database, body: CreateModule): Promise<Module> {
  const id = await db.transaction(async (tx) => {
    await checkUnits(tx, body.units);
    const [row] = await tx
      .insert(modules)
      .values({ name: body.name, level: body.level, tags: distinct(body.tags) })
      .returning({ id: modules.id });
    await writeUnits(tx, row.id, body.units);
    return row.id;
  });
  return getModule(db, id);
}

/** The fields and, when sent, the whole unit list in one transaction, guarded by updatedAt. */
export async function updateModule(db: Database, id: string, body: UpdateModule): Promise<Module> {
  await db.transaction(async (tx) => {
    if (body.units) await checkUnits(tx, body.units);
    const [row] = await tx
      .update(modules)
      .set({
        name: body.name,
        level: body.level,
        tags: body.tags && distinct(body.tags),
        updatedAt: new Date(),
      })
      .where(and(eq(modules.id, id), unchangedSince(modules.updatedAt, body.updatedAt)))
      .returning({ id: modules.id });
    if (!row) {
      const [exists] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, id));
      throw exists ? staleUpdate() : notFound();
    }
    if (body.units) await writeUnits(tx, id, body.units);
  });
  return getModule(db, id);
}

/** A module a course holds is kept: course_modules' foreign key (RESTRICT) refuses, a 409. */
export async function deleteModule(db: Database, id: string): Promise<Module> {
  const module = await getModule(db, id);
  await db.delete(modules).where(eq(modules.id, id)).catch(rethrowReferenced(MODULE_IN_USE));
  return module;
}

/** A course's module ids in their order, read with the course. */
const listModules = sql<
  string[]
>`coalesce((select json_agg(${courseModules.moduleId} order by ${courseModules.position}) from ${courseModules} where ${courseModules.courseId} = ${courses.id}), '[]'::json)`;

const courseColumns = {
  id: courses.id,
  name: courses.name,
  listModules,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};

type CourseRow = {
  id: string;
  name: string;
  listModules: string[];
  createdAt: Date;
  updatedAt: Date;
};

const toCourse = (r: CourseRow): Course => ({
  _id: r.id,
  name: r.name,
  listModules: r.listModules,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const courseName = sql`f_unaccent(lower(${courses.name}))`;
const COURSE_SORTABLE = {
  name: courseName,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};

export function courseConditions(list: ParsedList): SQL | undefined {
  const filter = parseFilter(CourseFilterSchema, list);
  return and(
    searchCondition(courses.searchText, filter.q),
    filter.id !== undefined ? inArray(courses.id, asArray(filter.id)) : undefined,
  );
}

export function courseRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select(courseColumns)
    .from(courses)
    .where(where)
    .orderBy(...orderBy(list, sortableFor(COURSE_SORTABLE, list.filter.q), courseName, courses.id))
    .offset(list.offset);
  return (list.limit !== undefined ? query.limit(list.limit) : query).then((rows) =>
    rows.map(toCourse),
  );
}

export async function countCourses(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(courses).where(where);
  return n;
}

export async function getCourse(db: Database, id: string): Promise<Course> {
  const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  if (!row) throw notFound();
  return toCourse(row);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every id must be a module of the catalogue: an unknown one is a 400 on listModules. */
async function checkModules(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(inArray(modules.id, ids))
    // Locks the modules, so that none is deleted before the course holds it.
    .for('share');
  if (found.length !== ids.length) throw unknownReference('listModules', UNKNOWN_MODULE);
}

async function writeModules(tx: Tx, courseId: string, ids: string[]) {
  await tx.delete(courseModules).where(eq(courseModules.courseId, courseId));
  if (ids.length > 0) {
    await tx
      .insert(courseModules)
      .values(ids.map((moduleId, position) => ({ courseId, moduleId, position })));
  }
}

export async function createCourse(db: Database, body: CreateCourse): Promise<Course> {
  const id = await db.transaction(async (tx) => {
    await checkModules(tx, body.listModules);
    const [row] = await tx.insert(courses).values({ name: body.name }).returning();
    await writeModules(tx, row.id, body.listModules);
    return row.id;
  });
  return getCourse(db, id);
}

/** The name and the whole module list in one transaction, guarded by the course's updatedAt. */
export async function updateCourse(db: Database, id: string, body: UpdateCourse): Promise<Course> {
  await db.transaction(async (tx) => {
    if (body.listModules) await checkModules(tx, body.listModules);
    const [row] = await tx
      .update(courses)
      .set({ name: body.name, updatedAt: new Date() })
      .where(and(eq(courses.id, id), unchangedSince(courses.updatedAt, body.updatedAt)))
      .returning({ id: courses.id });
    if (!row) {
      const [exists] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
      throw exists ? staleUpdate() : notFound();
    }
    if (body.listModules) await writeModules(tx, id, body.listModules);
  });
  return getCourse(db, id);
}

/** Deletes a course and its module list (cascade); the modules stay in the catalogue. */
export async function deleteCourse(db: Database, id: string): Promise<Course> {
  const course = await getCourse(db, id);
  await db.delete(courses).where(eq(courses.id, id)).catch(rethrowReferenced());
  return course;
}
