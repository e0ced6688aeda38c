import { sql } from 'drizzle-orm';
import type { GroupResults, LearnerResult } from '../../../domain/entities/group-results';
import {
  hoursOfSeconds,
  meanOf,
  meetsTarget,
  scoreLevel,
} from '../../../domain/rules/group-results';
import { percentOf } from '../../../domain/rules/module-progress';
import type { Database } from '../../db/connect';
import { num, numOrNull, type Row, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { progressQuery } from '../module-progress';
import { groupHead } from './head';

/**
 * The learners' e-learning figures over the group's modules and their test scores, in one
 * statement built on the module progress query (server/areas/module-progress/service.ts).
 */
async function resultRows(db: Runner, groupId: string): Promise<Row[]> {
  return rowsOf(
    db,
    progressQuery(
      { groupId },
      sql`,
      per_learner as (
        select student_id,
          (count(*) filter (where total_activities > 0
            and completed_activities >= total_activities))::int as modules_done,
          sum(completed_activities)::int as done,
          sum(scored)::int as scored,
          sum(score_sum)::float8 as score_sum,
          sum(seconds)::int as seconds
        from rows group by student_id
      ),
      tests as (
        select student_id, test, round(avg(score)::numeric, 1)::float8 as score
        from group_grades where group_id = ${groupId} group by student_id, test
      )
      select s.id, s.name, s.firstname, s.email,
        coalesce(p.modules_done, 0) as modules_done, coalesce(p.done, 0) as done,
        coalesce(p.scored, 0) as scored, coalesce(p.score_sum, 0) as score_sum,
        coalesce(p.seconds, 0) as seconds,
        tm.score as middle_score, te.score as end_score
      from group_students gs
      join students s on s.id = gs.student_id
      left join per_learner p on p.student_id = gs.student_id
      left join tests tm on tm.student_id = gs.student_id and tm.test = 'middle'
      left join tests te on te.student_id = gs.student_id and te.test = 'end'
      where gs.group_id = ${groupId}
      order by lower(s.name), lower(s.firstname), s.id`,
    ),
  );
}

/** GET /group/results/{id}. */
export async function getResults(
  db: Database,
  groupId: string,
  reader: Reader,
): Promise<GroupResults> {
  const head = await groupHead(db, groupId, reader);
  const rows = await resultRows(db, groupId);
  const { targets } = head;
  const learners: LearnerResult[] = rows.map((r) => {
    const scored = num(r.scored);
    const quizAverage = scored > 0 ? Math.round((num(r.score_sum) / scored) * 10) / 10 : null;
    const seconds = num(r.seconds);
    const hours = hoursOfSeconds(seconds);
    const done = Math.min(num(r.done), head.totalActivities);
    const programmePercent = percentOf(done, head.totalActivities);
    const middle = head.middleTest ? numOrNull(r.middle_score) : null;
    const end = head.endTest ? numOrNull(r.end_score) : null;
    return {
      studentId: str(r.id),
      name: str(r.name),
      firstname: str(r.firstname),
      email: str(r.email),
      completedModules: Math.min(num(r.modules_done), head.totalModules),
      totalModules: head.totalModules,
      quizAverage,
      quizReached: meetsTarget(quizAverage, targets.elearningTarget),
      seconds,
      hours,
      durationReached: meetsTarget(seconds / 3600, targets.elearningDurationTarget),
      completedActivities: done,
      totalActivities: head.totalActivities,
      programmePercent,
      programmeReached: meetsTarget(programmePercent, targets.elearningAttempts),
      middleScore: middle,
      middleLevel: scoreLevel(middle),
      endScore: end,
      endLevel: scoreLevel(end),
    };
  });
  const count = (pick: (l: LearnerResult) => boolean | null) =>
    learners.filter((l) => pick(l) === true).length;
  return {
    groupId: head.id,
    groupName: head.name,
    targets,
    totalModules: head.totalModules,
    totalActivities: head.totalActivities,
    learners,
    summary: {
      learners: learners.length,
      programmePercent: meanOf(learners.map((l) => l.programmePercent)),
      quizAverage: meanOf(learners.map((l) => l.quizAverage)),
      hours: meanOf(learners.map((l) => l.hours)),
      quizReached: count((l) => l.quizReached),
      durationReached: count((l) => l.durationReached),
      programmeReached: count((l) => l.programmeReached),
    },
  };
}
