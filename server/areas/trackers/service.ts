import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tracker } from '../../../domain/entities/tracker';
import type { Activity, ScormVersion } from '../../../domain/entities/unit';
import { type TrackerStatus, trackingFigures } from '../../../domain/rules/tracking';
import type { Database } from '../../db/connect';
import { idleTrackers, students, units, unitTrackers } from '../../db/schema';
import { found, foundFirst } from '../../lib/http-errors';

/** Whose trackers: a learner's, or a staff member's own preview (kept apart). */
export type Owner = { kind: 's' | 't'; id: string };

const ownerColumns = (owner: Owner) =>
  owner.kind === 's'
    ? { studentId: owner.id, staffId: null }
    : { studentId: null, staffId: owner.id };

const ownerIs = (table: typeof unitTrackers | typeof idleTrackers, owner: Owner): SQL =>
  owner.kind === 's'
    ? and(eq(table.studentId, owner.id), isNull(table.staffId))!
    : and(eq(table.staffId, owner.id), isNull(table.studentId))!;

/** The partial unique index an owner's rows fall under (the upserts' conflict target): its column and WHERE. */
const ownerKey = (table: typeof unitTrackers | typeof idleTrackers, owner: Owner) => {
  const column = owner.kind === 's' ? table.studentId : table.staffId;
  return { column, where: sql`${column} is not null` };
};

export interface UnitInfo {
  id: string;
  filename: string;
  title: string;
  version: ScormVersion;
  activities: Activity[];
}

export async function unitInfo(db: Database, unitId: string): Promise<UnitInfo> {
  const row = foundFirst(
    await db
      .select({
        id: units.id,
        filename: units.filename,
        title: units.title,
        version: units.version,
        activities: units.activities,
      })
      .from(units)
      .where(eq(units.id, unitId))
      .limit(1),
  );
  return { ...row, version: row.version as ScormVersion, activities: row.activities as Activity[] };
}

export async function unitByFilename(db: Database, filename: string): Promise<UnitInfo> {
  const row = foundFirst(
    await db.select({ id: units.id }).from(units).where(eq(units.filename, filename)).limit(1),
  );
  return unitInfo(db, row.id);
}

export async function studentExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return Boolean(row);
}

type Row = typeof unitTrackers.$inferSelect;

const toTracker = (row: Row): Tracker => ({
  activityId: row.activityId,
  cmi: row.cmi,
  status: row.status as TrackerStatus,
  score: row.score,
  location: row.location,
  totalSeconds: row.totalSeconds,
  sequence: row.sequence,
  preview: row.staffId !== null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function trackersOf(db: Database, owner: Owner, unitId: string): Promise<Tracker[]> {
  const rows = await db
    .select()
    .from(unitTrackers)
    .where(and(ownerIs(unitTrackers, owner), eq(unitTrackers.unitId, unitId)))
    .orderBy(unitTrackers.activityId);
  return rows.map(toTracker);
}

export async function trackerOf(
  db: Database,
  owner: Owner,
  unitId: string,
  activityId: string,
): Promise<Tracker | null> {
  const [row] = await db
    .select()
    .from(unitTrackers)
    .where(
      and(
        ownerIs(unitTrackers, owner),
        eq(unitTrackers.unitId, unitId),
        eq(unitTrackers.activityId, activityId),
      ),
    )
    .limit(1);
  return row ? toTracker(row) : null;
}

/**
 * Saves a commit: the whole cmi and the figures read from it. With a sequence, a commit not newer
 * than the stored one changes nothing (a late beacon after a newer save); without one, each save
 * counts one more. Answers the stored tracker and whether this commit was saved.
 */
export async function saveCommit(
  db: Database,
  owner: Owner,
  unitId: string,
  version: ScormVersion,
  activityId: string,
  cmi: Record<string, unknown>,
  sequence?: number,
): Promise<{ tracker: Tracker; saved: boolean }> {
  const figures = trackingFigures(version, cmi);
  const values = {
    ...ownerColumns(owner),
    unitId,
    activityId,
    cmi,
    ...figures,
    sequence: sequence ?? 1,
  };
  const set = {
    cmi: sql`excluded.cmi`,
    status: sql`excluded.status`,
    score: sql`excluded.score`,
    location: sql`excluded.location`,
    totalSeconds: sql`excluded.total_seconds`,
    sequence: sequence === undefined ? sql`${unitTrackers.sequence} + 1` : sql`excluded.sequence`,
    updatedAt: sql`now()`,
  };
  const key = ownerKey(unitTrackers, owner);
  const [row] = await db
    .insert(unitTrackers)
    .values(values)
    .onConflictDoUpdate({
      target: [key.column, unitTrackers.unitId, unitTrackers.activityId],
      targetWhere: key.where,
      set,
      ...(sequence === undefined
        ? {}
        : { setWhere: sql`${unitTrackers.sequence} < excluded.sequence` }),
    })
    .returning();
  if (row) return { tracker: toTracker(row), saved: true };
  const current = found(await trackerOf(db, owner, unitId, activityId));
  return { tracker: current, saved: false };
}

const today = () => new Date().toISOString().slice(0, 10);

export async function idleOf(db: Database, owner: Owner, unitId: string) {
  const rows = await db
    .select({ day: idleTrackers.day, seconds: idleTrackers.seconds })
    .from(idleTrackers)
    .where(and(ownerIs(idleTrackers, owner), eq(idleTrackers.unitId, unitId)));
  const day = today();
  return {
    day,
    seconds: rows.find((r) => r.day === day)?.seconds ?? 0,
    totalSeconds: rows.reduce((sum, r) => sum + r.seconds, 0),
  };
}

/** The most seconds one day may hold. */
const DAY_SECONDS = 24 * 3600;

export async function addIdle(db: Database, owner: Owner, unitId: string, seconds: number) {
  await addIdleSeconds(db, owner, unitId, seconds);
  return idleOf(db, owner, unitId);
}

/** Adds seconds to today's idle tracker (a commit's visible time), answering nothing. */
export async function addIdleSeconds(db: Database, owner: Owner, unitId: string, seconds: number) {
  const day = today();
  const key = ownerKey(idleTrackers, owner);
  await db
    .insert(idleTrackers)
    .values({ ...ownerColumns(owner), unitId, day, seconds })
    .onConflictDoUpdate({
      target: [key.column, idleTrackers.unitId, idleTrackers.day],
      targetWhere: key.where,
      set: {
        seconds: sql`least(${idleTrackers.seconds} + excluded.seconds, ${DAY_SECONDS})`,
        updatedAt: sql`now()`,
      },
    });
}
