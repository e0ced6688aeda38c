import { and, eq } from 'drizzle-orm';
import { GROUP_USER_GRADED, type GroupUser } from '../../../domain/entities/group';
import { LEARNER_FUNDED } from '../../../domain/entities/group-funding';
import { hoursToMinutes, minutesToHours } from '../../../domain/rules/group';
import type { Database } from '../../db/connect';
import { GROUP_FUNDERS_LEARNER_FK, groupStudents, groups } from '../../db/schema';
import { constraintOf, isStillReferenced } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-errors';
import { checkUnchanged, updateUnlessStale } from '../../lib/stale-write';
import { groupNotFound, groupRow, iso } from './read';

/**
 * Why a learner's removal from a group was refused: she is graded in it, or its funding plan names
 * her (409 each); any other error as it is.
 */
export function memberKept(error: unknown): unknown {
  if (!isStillReferenced(error)) return error;
  return new HttpError(
    409,
    constraintOf(error) === GROUP_FUNDERS_LEARNER_FK ? LEARNER_FUNDED : GROUP_USER_GRADED,
  );
}

/** DELETE /group/{groupId}/{userId}: 404 when not a member, 409 when graded or funded in the group. */
export async function removeLearner(db: Database, groupId: string, userId: string) {
  await groupRow(db, groupId, { scope: 'all', staffId: '' });
  try {
    const gone = await db
      .delete(groupStudents)
      .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.studentId, userId)))
      .returning({ id: groupStudents.studentId });
    if (gone.length === 0) throw groupNotFound();
  } catch (error) {
    throw memberKept(error);
  }
  await db.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

const toGroupUser = (r: typeof groupStudents.$inferSelect): GroupUser => ({
  studentId: r.studentId,
  groupId: r.groupId,
  plannedHours: r.plannedMinutes === null ? null : minutesToHours(r.plannedMinutes),
  comment: r.comment,
  updatedAt: iso(r.updatedAt),
});

/** PUT /group/user/{groupId}/{userId}: a learner's planned hours and the trainer's comment. */
export async function updateGroupUser(
  db: Database,
  groupId: string,
  userId: string,
  user: { plannedHours?: number | null; comment?: string; updatedAt?: string },
): Promise<GroupUser> {
  const member = and(eq(groupStudents.groupId, groupId), eq(groupStudents.studentId, userId));
  const [current] = await db.select().from(groupStudents).where(member);
  if (!current) throw groupNotFound();
  checkUnchanged(current.updatedAt, user.updatedAt);
  // Guarded by the version just read: a write between the read and this update is a 409 too.
  const row = await updateUnlessStale(groupStudents.updatedAt, current.updatedAt, (unchanged) =>
    db
      .update(groupStudents)
      .set({
        plannedMinutes:
          user.plannedHours === undefined
            ? undefined
            : user.plannedHours === null
              ? null
              : hoursToMinutes(user.plannedHours),
        comment: user.comment,
        updatedAt: new Date(),
      })
      .where(and(member, unchanged))
      .returning(),
  );
  return toGroupUser(row);
}
