import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connect';

/** The history the learner's record is measured on (issue 46's "3 years" learner). */
export const HISTORY = { groups: 10, sessions: 200, attempts: 20 } as const;

/**
 * Gives a learner of the Teacher's first group three years of history, in bench groups she did not
 * have: 10 groups in all, 200 sessions of two half-days each (400 marked, some absent, late or
 * justified), a tracker on every activity of the 40 bench units, a day of idle time in each, 20
 * placement tests and the middle and end tests of her groups. Answers her id.
 */
export async function learnerHistory(db: Database, groupId: string): Promise<string> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [{ student }] = (await rows(
    sql`select student_id as student from group_students where group_id = ${groupId}
        order by student_id limit 1`,
  )) as { student: string }[];
  await db.execute(sql`
    insert into group_students (group_id, student_id)
    select id, ${student} from groups
    where name like 'Bench group %' and id not in (select group_id from group_students where student_id = ${student})
    order by name limit ${HISTORY.groups - 1}`);
  // Two half-days a session (09:00-12:00 and 14:00-17:00, Paris), every 5 days back from today.
  await db.execute(sql`
    with mine as (
      select gs.group_id, row_number() over (order by gs.group_id) - 1 as k
      from group_students gs where gs.student_id = ${student}),
    n as (select count(*) as c from mine),
    made as (
      insert into sessions (title, description, type, teacher_id, language_id, slots, start, "end", time_zone)
      select 'Bench history ' || s, '', 'Group',
        (select staff_id from group_teachers order by group_id, staff_id limit 1),
        (select id from languages order by name limit 1), 10,
        (current_date - s * 5 + time '08:00') at time zone 'UTC',
        (current_date - s * 5 + time '16:00') at time zone 'UTC', 'Europe/Paris'
      from generate_series(1, ${HISTORY.sessions}) s
      returning id, title)
    insert into session_groups (session_id, group_id)
    select made.id, mine.group_id
    from made, mine, n
    where mine.k = (substring(made.title from 15)::int % n.c)`);
  await db.execute(sql`
    insert into session_registrants (session_id, student_id, status)
    select id, ${student}, 'present' from sessions where title like 'Bench history %'`);
  await db.execute(sql`
    insert into slot_attendance (session_id, student_id, slot, status, minutes, document_name)
    select s.id, ${student}, slot,
      (array['present','present','present','present','present','late','absent','excused'])[1 + (hashtext(s.id::text || slot) & 7)],
      case when (hashtext(s.id::text || slot) & 7) < 5 then 240 when (hashtext(s.id::text || slot) & 7) = 5 then 200 else 0 end,
      case when (hashtext(s.id::text || slot) & 7) = 7 then 'justification.pdf' end
    from sessions s, generate_series(0, 1) slot where s.title like 'Bench history %'`);
  await db.execute(sql`
    insert into unit_trackers (student_id, unit_id, activity_id, status, score, total_seconds, sequence)
    select ${student}, u.id, a.id, case when a.id = 'quiz' then 'passed' else 'completed' end,
      case when a.id = 'quiz' then 70 end, 600, 3
    from units u, (values ('lesson'), ('practice'), ('quiz')) a(id)
    where u.filename like 'bench-unit-%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into idle_trackers (student_id, unit_id, day, seconds)
    select ${student}, id, current_date - 30, 1800 from units where filename like 'bench-unit-%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into test_attempts (company_id, group_id, student_id, title, last_name, first_name, email,
      token_hash, questions, answers, score, level, finished_at)
    select g.company_id, g.id, ${student}, 'Bench placement ' || k, 'Bench', 'Learner',
      'bench.learner@example.com', 'bench-history-' || k, '[]'::jsonb, '[]'::jsonb,
      2 + k % 7, k % 7, now() - k * interval '50 days'
    from generate_series(1, ${HISTORY.attempts}) k,
      (select id, company_id from groups where id = ${groupId}) g`);
  await db.execute(sql`
    insert into group_grades (group_id, student_id, test, skill, score)
    select gs.group_id, ${student}, t.test, s.skill, 5 + (hashtext(gs.group_id::text || t.test || s.skill) & 3)
    from group_students gs,
      (values ('middle'), ('end')) t(test),
      (values ('listening'), ('reading'), ('speaking'), ('writing'), ('grammar')) s(skill)
    where gs.student_id = ${student}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  return student;
}
