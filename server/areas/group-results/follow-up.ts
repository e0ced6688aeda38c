import { and, eq, sql } from 'drizzle-orm';
import {
  type FollowUp,
  type FollowUpLearner,
  NOT_MEMBER,
  type PutFollowUp,
  UNKNOWN_OBJECTIVE,
} from '../../../domain/entities/group-results';
import { followUpHours, hoursOfMinutes } from '../../../domain/rules/group-results';
import { personName } from '../../../domain/rules/person-name';
import type { Database } from '../../db/connect';
import { groupObjectivesReached } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { num, numOrNull, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { groupObjectiveList } from '../objectives';
import { elearningSeconds, type GroupHead, groupHead, isMember, presentialMinutes } from './head';

export async function followUpLearners(
  db: Runner,
  head: GroupHead,
  studentId?: string,
): Promise<FollowUpLearner[]> {
  const rows = await rowsOf(
    db,
    sql`
      select s.id, s.name, s.firstname, gs.planned_minutes, gs.comment,
        ${elearningSeconds(head.id, sql.raw('gs.student_id'))} as seconds,
        coalesce((select jsonb_agg(r.objective_id order by go.position)
          from group_objectives_reached r
          join group_objectives go on go.group_id = r.group_id and go.objective_id = r.objective_id
          where r.group_id = gs.group_id and r.student_id = gs.student_id), '[]'::jsonb) as reached,
        ${presentialMinutes(sql.raw('gs.group_id'), sql.raw('gs.student_id'))} as presential_minutes,
        exists(select 1 from group_funders gf where gf.group_id = gs.group_id
          and gf.student_id = gs.student_id and gf.kind = 'learner') as pays_personally
      from group_students gs
      join students s on s.id = gs.student_id
      where gs.group_id = ${head.id} and ${studentId ? sql`gs.student_id = ${studentId}` : sql`true`}
      order by lower(s.name), lower(s.firstname), s.id`,
  );
  return rows.map((r) => {
    const planned = numOrNull(r.planned_minutes);
    // Presential: the minutes attended in the half-days of the group's sessions (head.ts).
    const hours = followUpHours(
      planned,
      head.durationMinutes,
      num(r.seconds),
      hoursOfMinutes(num(r.presential_minutes)),
    );
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      plannedHours: hours.planned,
      plannedFromGroup: planned === null,
      elearningHours: hours.elearning,
      presentialHours: hours.presential,
      doneHours: hours.done,
      remainingHours: hours.remaining,
      objectivesReached: (r.reached as unknown[]).map(String),
      comment: str(r.comment),
      paysPersonally: r.pays_personally === true,
    };
  });
}

/** GET /group/trainingfollowup/{id}. */
export async function getFollowUp(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<FollowUp> {
  const head = await groupHead(db, groupId, reader);
  const [objectives, trainers, learners] = await Promise.all([
    groupObjectiveList(db, groupId),
    rowsOf(
      db,
      sql`select st.name, st.firstname from group_teachers gt join staff st on st.id = gt.staff_id
          where gt.group_id = ${groupId} order by lower(st.name), lower(st.firstname), st.id`,
    ),
    followUpLearners(db, head),
  ]);
  return {
    groupId: head.id,
    groupName: head.name,
    companyName: head.companyName,
    beginDate: head.beginDate,
    endDate: head.endDate,
    durationHours: hoursOfMinutes(head.durationMinutes),
    trainers: trainers.map((t) => personName({ name: str(t.name), firstname: str(t.firstname) })),
    objectives,
    presentialAvailable: true,
    learners,
  };
}
/** PUT /group/trainingfollowup/{groupId}/{studentId}: the objectives the learner has reached. */
export async function putFollowUp(
  db: Database,
  groupId: string,
  studentId: string,
  body: PutFollowUp,
  reader: Reader,
): Promise<FollowUpLearner> {
  return db.transaction(async (tx) => {
    const head = await groupHead(tx, groupId, reader);
    if (!(await isMember(tx, groupId, studentId, true)))
      throw badRequest(NOT_MEMBER, { studentId: NOT_MEMBER });
    const known = new Set((await groupObjectiveList(tx, groupId)).map((o) => o._id));
    if (body.objectivesReached.some((id) => !known.has(id)))
      throw badRequest(UNKNOWN_OBJECTIVE, { objectivesReached: UNKNOWN_OBJECTIVE });
    await tx
      .delete(groupObjectivesReached)
      .where(
        and(
          eq(groupObjectivesReached.groupId, groupId),
          eq(groupObjectivesReached.studentId, studentId),
        ),
      );
    if (body.objectivesReached.length > 0)
      await tx
        .insert(groupObjectivesReached)
        .values(body.objectivesReached.map((objectiveId) => ({ groupId, studentId, objectiveId })));
    const [learner] = await followUpLearners(tx, head, studentId);
    return learner;
  });
}

/**
 * A learner of a group the reader may see, as the follow-up counts her hours, with the group's
 * head: what each document of hers in the group starts from. 404 outside the reader's groups or
 * for a learner not in the group.
 */
export async function learnerInGroup(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
): Promise<{ head: GroupHead; learner: FollowUpLearner }> {
  const head = await groupHead(db, groupId, reader);
  if (!(await isMember(db, groupId, studentId))) throw notFound();
  const [learner] = await followUpLearners(db, head, studentId);
  if (!learner) throw notFound();
  return { head, learner };
}
