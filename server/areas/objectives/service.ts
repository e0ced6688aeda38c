import { eq, sql } from 'drizzle-orm';
import { GROUP_NOT_FOUND, ObjectiveFilterSchema } from '../../../domain/entities/group';
import type { Database, Tx } from '../../db/connect';
import { groupObjectives, groups, objectives } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { HttpError } from '../../lib/http-errors';

type Objective = { _id: string; name: string };

const objectiveName = sql`f_unaccent(lower(${objectives.name}))`;

/**
 * GET /objectives: the catalogue by name (q on the name, accents and case ignored; id for getMany).
 * Entries are written only through a group's objectives (objectiveIdOf): no route creates or
 * updates through this declaration.
 */
export const objectiveCrud = tableCrud<
  typeof objectives,
  Objective,
  { name: string },
  { name?: string; updatedAt?: string }
>({
  table: objectives,
  toRecord: (row) => ({ _id: row.id, name: row.name }),
  filterSchema: ObjectiveFilterSchema,
  search: objectiveName,
  sortable: { name: objectiveName, createdAt: objectives.createdAt },
  defaultSort: objectiveName,
});

/** The objectives catalogue: the entry of that name (case and accents ignored), created when new. */
export async function objectiveIdOf(tx: Tx, name: string): Promise<string> {
  const clean = name.trim();
  const same = sql`${objectiveName} = f_unaccent(lower(${clean}))`;
  const [found] = await tx.select({ id: objectives.id }).from(objectives).where(same);
  if (found) return found.id;
  const [made] = await tx
    .insert(objectives)
    .values({ name: clean })
    .onConflictDoNothing()
    .returning({ id: objectives.id });
  if (made) return made.id;
  const [raced] = await tx.select({ id: objectives.id }).from(objectives).where(same);
  return raced.id;
}

/** A group's objectives, in the group's order. */
export function groupObjectiveList(db: Database | Tx, groupId: string): Promise<Objective[]> {
  return db
    .select({ _id: objectives.id, name: objectives.name })
    .from(groupObjectives)
    .innerJoin(objectives, eq(objectives.id, groupObjectives.objectiveId))
    .where(eq(groupObjectives.groupId, groupId))
    .orderBy(groupObjectives.position, objectives.id);
}

/** POST /objectives/group/{id}: the objective (reused or created) at the end of the group's list. */
export async function addObjective(db: Database, groupId: string, name: string) {
  await db.transaction(async (tx) => {
    const [g] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
    if (!g) throw new HttpError(404, GROUP_NOT_FOUND);
    const objectiveId = await objectiveIdOf(tx, name);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${groupObjectives.position}) + 1, 0)::int` })
      .from(groupObjectives)
      .where(eq(groupObjectives.groupId, groupId));
    await tx
      .insert(groupObjectives)
      .values({ groupId, objectiveId, position: next })
      .onConflictDoNothing();
    await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
  });
  return groupObjectiveList(db, groupId);
}
