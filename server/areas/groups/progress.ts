import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows';
import type { Db } from './read';

/**
 * E-learning progress of groups: per learner and module of the group's courses, the activities
 * completed (completed or passed, at most the unit's count) over the module's activities, as
 * module progress computes a module's percentage (server/areas/module-progress/service.ts); the
 * group's figure is the average over its learners and modules, null without either.
 */
export async function groupProgress(db: Db, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`
    with gm as (
      select distinct gc.group_id, cm.module_id
      from group_courses gc join course_modules cm on cm.course_id = gc.course_id
      where gc.group_id in (${idList})
    ),
    pairs as (
      select gs.group_id, gs.student_id, gm.module_id
      from group_students gs join gm on gm.group_id = gs.group_id
    ),
    mu as (
      select mu.module_id, mu.unit_id, jsonb_array_length(u.activities) as n
      from module_units mu join units u on u.id = mu.unit_id
      where mu.module_id in (select module_id from gm)
    ),
    totals as (select module_id, coalesce(sum(n), 0)::int as activities from mu group by module_id),
    per_unit as (
      select t.student_id, mu.module_id, mu.unit_id,
        least(count(*) filter (where t.status in ('completed', 'passed')), mu.n)::int as done
      from unit_trackers t join mu on mu.unit_id = t.unit_id
      where t.student_id in (select student_id from pairs)
      group by t.student_id, mu.module_id, mu.unit_id, mu.n
    ),
    per_module as (
      select student_id, module_id, sum(done)::int as done from per_unit group by student_id, module_id
    )
    select p.group_id,
      round(avg(case when coalesce(tt.activities, 0) > 0
        then 100.0 * coalesce(pm.done, 0) / tt.activities else 0 end)::numeric, 1)::float8 as progress
    from pairs p
    left join totals tt on tt.module_id = p.module_id
    left join per_module pm on pm.student_id = p.student_id and pm.module_id = p.module_id
    group by p.group_id`,
  );
  for (const r of rows) out.set(String(r.group_id), Number(r.progress));
  return out;
}
