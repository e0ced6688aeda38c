import { sql } from 'drizzle-orm';
import type { QualityCounts } from '../../../domain/entities/quality-report';
import { providerDayBounds } from '../../../domain/rules/session';
import { num, type Runner, rowsOf, strOrNull } from '../../lib/raw-rows';

type ResultCounts = Pick<QualityCounts, 'completion' | 'levels' | 'exams'>;

/**
 * What the quality page counts of the training's results in a period, grouped in the database so
 * that only a few rows come back whatever the size: the learners of the groups that ended in it by
 * the share of their hours planned they did, their end-test scores beside the group's target
 * level, and the exam results of the sessions that began in it. The rules decide what completes,
 * reaches or passes (domain/rules/quality-report.ts).
 */
export async function readResultCounts(
  db: Runner,
  period: { from: string; to: string },
): Promise<ResultCounts> {
  const { from, until } = providerDayBounds(period.from, period.to);
  const ended = sql`select id, duration_minutes, level from groups
    where end_date between ${period.from}::date and ${period.to}::date`;

  // Hours done as the follow-up counts them: the half-days attended (minutes marked) and the idle
  // trackers of the units of the group's course modules, over her hours planned (else the group's).
  const completionRows = await rowsOf(
    db,
    sql`with ended as (${ended}),
        learners as (
          select gs.group_id, gs.student_id, coalesce(gs.planned_minutes, e.duration_minutes) as planned
          from group_students gs join ended e on e.id = gs.group_id),
        present as (
          select sg.group_id, sa.student_id, sum(sa.minutes) as minutes
          from ended e join session_groups sg on sg.group_id = e.id
          join slot_attendance sa on sa.session_id = sg.session_id
          group by 1, 2),
        units as (
          select distinct gc.group_id, mu.unit_id from ended e
          join group_courses gc on gc.group_id = e.id
          join course_modules cm on cm.course_id = gc.course_id
          join module_units mu on mu.module_id = cm.module_id),
        online as (
          select u.group_id, i.student_id, sum(i.seconds) as seconds
          from units u join idle_trackers i on i.unit_id = u.unit_id
          join learners l on l.group_id = u.group_id and l.student_id = i.student_id
          group by 1, 2)
        select case when coalesce(l.planned, 0) <= 0 then -1
                    else least(100, floor((coalesce(p.minutes, 0) + coalesce(o.seconds, 0) / 60.0)
                                          * 100 / l.planned))::int end as percent,
               count(*) as n
        from learners l
        left join present p on p.group_id = l.group_id and p.student_id = l.student_id
        left join online o on o.group_id = l.group_id and o.student_id = l.student_id
        group by 1`,
  );
  const percents = Array.from({ length: 101 }, () => 0);
  let unplanned = 0;
  for (const row of completionRows) {
    const at = num(row.percent);
    if (at < 0) unplanned += num(row.n);
    else percents[at] += num(row.n);
  }

  // A learner's end-test score is the mean of her skills' scores to one decimal (testScore).
  const levelRows = await rowsOf(
    db,
    sql`with ended as (${ended})
        select e.level as target, x.score, count(*) as n
        from (select gg.group_id, round(avg(gg.score)::numeric, 1)::float8 as score
              from group_grades gg join ended e on e.id = gg.group_id
              where gg.test = 'end' group by gg.group_id, gg.student_id) x
        join ended e on e.id = x.group_id
        group by 1, 2`,
  );

  // An exam's result is the mean of the learner's skills' scores in its session.
  const examRows = await rowsOf(
    db,
    sql`select sub.exam_type, x.score, count(*) as n
        from (select er.exam_session_id, round(avg(er.score)::numeric, 1)::float8 as score
              from exam_results er join exam_sessions es on es.id = er.exam_session_id
              where es.exam_begin >= ${from}::timestamptz and es.exam_begin < ${until}::timestamptz
              group by er.exam_session_id, er.student_id) x
        join exam_sessions es on es.id = x.exam_session_id
        left join exam_subjects sub on sub.id = es.exam_subject_id
        group by 1, 2`,
  );

  return {
    completion: { percents, unplanned },
    levels: levelRows.map((r) => ({ target: num(r.target), score: num(r.score), count: num(r.n) })),
    exams: examRows.map((r) => ({
      examType: strOrNull(r.exam_type),
      score: num(r.score),
      count: num(r.n),
    })),
  };
}
