import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/connect';

/** Weekly sessions each bench group held in the BPF's year: a 09:00–12:00 lesson each Tuesday. */
export const BPF_WEEKS = 20;

/**
 * A year of half-days for the BPF (issue 48 part 4), on the bench's groups: each group held
 * BPF_WEEKS three-hour sessions in `year` (its first trainer's), every learner registered, nine
 * marks in ten present and the others absent; nine groups in ten have a funding plan (the company
 * and an OPCO in subrogation, an RS certification one time in three, NSF 136t but one time in seven),
 * their learners a status but one in twenty; two trainers in three are the provider's own.
 */
export async function generateBpfYear(db: Database, year: number) {
  await db.execute(sql`
    with g as (select id, row_number() over (order by name) as n from groups
               where name like 'Bench group %')
    insert into group_funding (group_id, price_mode, unit_price_cents, nature, objective,
      certification_code, nsf_code, modality)
    select id, 'group', 240000, 'training', case when n % 3 = 0 then 'rs' else 'other' end,
      case when n % 3 = 0 then 'RS5000' end, case when n % 7 = 0 then null else '136t' end,
      'in_class'
    from g where n % 10 <> 0
    on conflict (group_id) do nothing`);
  await db.execute(sql`
    insert into group_funders (group_id, position, kind, name, amount_cents, minutes, subrogation)
    select f.group_id, p.position, p.kind, p.name, p.cents, 0, p.kind = 'opco'
    from group_funding f join groups g on g.id = f.group_id and g.name like 'Bench group %'
    cross join (values (0, 'company', '', 80000), (1, 'opco', 'AKTO', 160000))
      as p(position, kind, name, cents)
    on conflict do nothing`);
  await db.execute(sql`
    update group_students gs set status = case when abs(hashtext(gs.student_id::text)) % 20 = 0
      then null else 'employee' end
    from groups g where g.id = gs.group_id and g.name like 'Bench group %'`);
  await db.execute(sql`
    update staff set trainer_kind = case when abs(hashtext(id::text)) % 3 = 0 then 'outside'
      else 'own' end where type = 3`);
  await db.execute(sql`
    with g as (
      select g.id, g.language_id,
        (select t.staff_id from group_teachers t where t.group_id = g.id order by t.staff_id limit 1)
          as teacher
      from groups g where g.name like 'Bench group %'
    ),
    s as (
      select gen_random_uuid() as id, g.id as group_id, g.language_id, g.teacher, w,
        ((make_date(${year}, 1, 7) + w * 7)::timestamp + interval '9 hours')
          at time zone 'Europe/Paris' as start
      from g cross join generate_series(0, ${BPF_WEEKS - 1}) as w
      where g.teacher is not null
    ),
    made as (
      insert into sessions (id, title, description, type, teacher_id, language_id, slots, start,
        "end", time_zone)
      select id, 'BPF week ' || w, '', 'Group', teacher, language_id, 12, start,
        start + interval '3 hours', 'Europe/Paris'
      from s returning id
    )
    insert into session_groups (session_id, group_id) select s.id, s.group_id from s`);
  await db.execute(sql`
    insert into session_registrants (session_id, student_id)
    select sg.session_id, gs.student_id
    from session_groups sg
    join sessions s on s.id = sg.session_id and s.title like 'BPF week %'
    join group_students gs on gs.group_id = sg.group_id
    on conflict do nothing`);
  await db.execute(sql`
    insert into slot_attendance (session_id, student_id, slot, status, minutes)
    select r.session_id, r.student_id, 0,
      case when abs(hashtext(r.student_id::text || r.session_id::text)) % 10 = 0
        then 'absent' else 'present' end,
      case when abs(hashtext(r.student_id::text || r.session_id::text)) % 10 = 0 then 0 else 180 end
    from session_registrants r
    join sessions s on s.id = r.session_id and s.title like 'BPF week %'
    on conflict do nothing`);
}
