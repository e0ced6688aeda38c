import { asc, inArray, sql } from 'drizzle-orm';
import {
  type CreateModule,
  MODULE_IN_USE,
  type Module,
  ModuleFilterSchema,
  type UpdateModule,
} from '../../../domain/entities/catalogue';
import { UNKNOWN_UNIT } from '../../../domain/entities/unit';
import type { Database } from '../../db/connect';
import { modules, moduleUnits, units } from '../../db/schema';
import { type Db, plainRecord, qualified, tableCrud } from '../../lib/crud-table';
import { asArray } from '../../lib/list-query';
import {
  checkIds,
  holdsOneOf,
  type OrderedLinks,
  orderedIds,
  writeIds,
} from '../../lib/ordered-links';

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

/** The owner's id as the link table's subqueries name it. */
const moduleId = qualified(modules, modules.id);

const moduleName = sql`f_unaccent(lower(${modules.name}))`;

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
