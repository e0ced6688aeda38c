import { type SQL, sql } from 'drizzle-orm';
import { ROLES } from '../../../domain/permissions';
import type { Database } from '../connect';
import { FIRST_NAMES, LAST_NAMES } from './demo-people';

export interface ScaleCounts {
  students: number;
  companies: number;
  customers: number;
  teachers: number;
}

export const SCALE_COUNTS: ScaleCounts = {
  students: 100_000,
  companies: 10_000,
  customers: 5_000,
  teachers: 300,
};

const COMPANY_WORDS = [
  'Clinique',
  'Hôpital',
  'Société',
  'Bäckerei',
  'Institut',
  'IFSI',
  'Kinésithérapie',
  'Banque',
  'Lycée',
  'Universität',
  'Ostéopathie',
  'Podologie',
  'Group',
  'Holdings',
  'Müller AG',
];
const CITIES = [
  'Lyon',
  'Strasbourg',
  'Köln',
  'Zürich',
  'Genève',
  'München',
  'Besançon',
  'Liège',
  'Luxembourg',
  'Paris',
  'London',
  'Düsseldorf',
  'Nîmes',
  'Metz',
  'Esch-sur-Alzette',
];
const COUNTRIES = ['FR', 'DE', 'LU', 'BE', 'CH', 'GB'];

/** A text[] literal of constant words (no user input reaches it). */
const words = (items: readonly string[]) =>
  sql.raw(`array[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** Element of a constant array picked by a deterministic hash of the series number g. */
const pickBy = (items: readonly string[], multiplier: number): SQL =>
  sql`(${words(items)})[1 + ((g::bigint * ${sql.raw(String(multiplier))}) % ${sql.raw(String(items.length))})]`;

/**
 * Inserts a large deterministic data set for the bench with generate_series, one statement per
 * table: companies of both areas, contacts (each company's referent set), students, teachers.
 * Run it on a database without earlier scale data (e-mails that exist are skipped).
 */
export async function generateScaleData(db: Database, counts: ScaleCounts = SCALE_COUNTS) {
  await db.execute(sql`
    insert into companies (name, country, type, language_area, created_at)
    select ${pickBy(COMPANY_WORDS, 7)} || ' ' || ${pickBy(CITIES, 13)} || ' ' || g,
      ${pickBy(COUNTRIES, 5)},
      case when g % 3 = 0 then 'School' else 'Client' end,
      1 + g % 2,
      now() - (g % 2000) * interval '1 hour'
    from generate_series(1, ${counts.companies}::int) g`);

  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies)
    insert into customers (name, firstname, email, phone, company_id, created_at)
    select ${pickBy(LAST_NAMES, 31)}, ${pickBy(FIRST_NAMES, 17)},
      'contact' || g || '@scale.example.com',
      '+352 621 ' || lpad((g % 1000000)::text, 6, '0'),
      c.ids[1 + (g::bigint * 7919) % array_length(c.ids, 1)],
      now() - (g % 3000) * interval '1 hour'
    from generate_series(1, ${counts.customers}::int) g, c`);

  await db.execute(sql`
    update companies set referent_id = first.id
    from (select distinct on (company_id) company_id, id from customers
          where company_id is not null order by company_id, created_at, id) first
    where first.company_id = companies.id and companies.referent_id is null`);

  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
      l as (select array_agg(id order by name) ids from languages)
    insert into students (name, firstname, email, phone, company_id, level, language_id, archived_at, created_at)
    select ${pickBy(LAST_NAMES, 37)}, ${pickBy(FIRST_NAMES, 11)},
      'student' || g || '@scale.example.com',
      case when g % 4 = 0 then null else '+33 6 ' || lpad((g % 100000000)::text, 8, '0') end,
      case when g % 10 = 0 then null else c.ids[1 + (g::bigint * 104729) % array_length(c.ids, 1)] end,
      case when g % 8 = 0 then null else (g * 3) % 7 end,
      case when l.ids is null then null else l.ids[1 + g % array_length(l.ids, 1)] end,
      case when g % 50 = 0 then now() - (g % 90) * interval '1 day' end,
      now() - (g % 20000) * interval '1 hour'
    from generate_series(1, ${counts.students}::int) g, c, l
    on conflict do nothing`);

  await db.execute(sql`
    insert into staff (type, name, firstname, email, phone, status, created_at)
    select ${ROLES.teacher}, upper(${pickBy(LAST_NAMES, 41)}), ${pickBy(FIRST_NAMES, 23)},
      'teacher' || g || '@scale.example.com', '+352 691 ' || lpad(g::text, 6, '0'), 'active',
      now() - (g % 1000) * interval '1 day'
    from generate_series(1, ${counts.teachers}::int) g
    on conflict do nothing`);
}

/** Learners of the first 50 groups of generateScaleGroups (the others have 10). */
export const RESULTS_LEARNERS = 30;

/**
 * Groups at scale for the bench, one statement per table, after generateScaleData: a catalogue of 20 modules
 * (2 units of 3 activities each) in 10 courses; `groups` groups over the companies, 1 or 2 of the
 * scale teachers each, 1 or 2 courses, 10 learners (the first 50 groups: 30), e-learning details;
 * unit trackers (every activity of the first course's first unit) and a day of idle time for the
 * learners of the first 2,000 groups.
 */
export async function generateScaleGroups(db: Database, groups: number) {
  await db.execute(sql`
    insert into modules (name, level, tags)
    select 'Bench module ' || g, g % 7, '[]'::jsonb from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into courses (name) select 'Bench course ' || g from generate_series(1, 10) g`);
  await db.execute(sql`
    with m as (select array_agg(id order by name) ids from modules where name like 'Bench module %'),
      c as (select id, row_number() over (order by name) - 1 as k from courses where name like 'Bench course %')
    insert into course_modules (course_id, module_id, position)
    select c.id, m.ids[1 + (2 * c.k + p) % 20], p from c, m, generate_series(0, 1) p`);
  await db.execute(sql`
    insert into units (filename, title, version, activities, size, file_count, package_key, package_size)
    select 'bench-unit-' || g, 'Bench unit ' || g, case when g % 2 = 0 then '2004' else '1.2' end,
      '[{"id":"lesson","title":"Lesson","launch":"lesson.html"},{"id":"practice","title":"Practice","launch":"practice.html"},{"id":"quiz","title":"Quiz","launch":"quiz.html"}]'::jsonb,
      1000, 3, 'units/bench-' || g || '.zip', 1000
    from generate_series(1, 40) g`);
  await db.execute(sql`
    with m as (select id, row_number() over (order by name) - 1 as k from modules where name like 'Bench module %'),
      u as (select array_agg(id order by filename) ids from units where filename like 'bench-unit-%')
    insert into module_units (module_id, unit_id, position)
    select m.id, u.ids[1 + 2 * m.k + p], p from m, u, generate_series(0, 1) p`);

  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
      l as (select id from languages order by name limit 1)
    insert into groups (company_id, name, type, level, language_id, typeoftraining, duration_minutes,
      begin_date, end_date, middle_test, end_test, created_at)
    select c.ids[1 + (g::bigint * 7919) % array_length(c.ids, 1)], 'Bench group ' || g,
      (array['EW','MW','Coaching'])[1 + g % 3], g % 7, l.id, '["group","elearning"]'::jsonb,
      60 * (10 + g % 50), current_date - (g % 200), current_date - (g % 200) + 120,
      g % 2 = 0, true, now() - (g % 5000) * interval '1 hour'
    from generate_series(1, ${groups}::int) g, c, l`);
  await db.execute(sql`
    with g as (select id, row_number() over (order by name) as n from groups where name like 'Bench group %'),
      t as (select array_agg(id order by email) ids from staff where email like 'teacher%@scale.example.com')
    insert into group_teachers (group_id, staff_id)
    select distinct g.id, t.ids[1 + ((g.n * k * 104729) % array_length(t.ids, 1))]
    from g, t, generate_series(1, 2) k
    where k = 1 or g.n % 2 = 0`);
  await db.execute(sql`
    with g as (select id, company_id, row_number() over (order by name) as n from groups where name like 'Bench group %'),
      s as (select array_agg(id order by email) ids from students where archived_at is null)
    insert into group_students (group_id, student_id)
    select distinct g.id, s.ids[1 + ((g.n * 37 + k * 7919) % array_length(s.ids, 1))]
    from g, s, generate_series(1, ${RESULTS_LEARNERS}) k
    where k <= case when g.n <= 50 then ${RESULTS_LEARNERS} else 10 end`);
  await db.execute(sql`
    with g as (select id, row_number() over (order by name) as n from groups where name like 'Bench group %'),
      c as (select array_agg(id order by name) ids from courses where name like 'Bench course %')
    insert into group_courses (group_id, course_id, position)
    select g.id, c.ids[1 + (g.n + p) % 10], p from g, c, generate_series(0, 1) p
    where p = 0 or g.n % 3 = 0`);
  await db.execute(sql`
    insert into elearning_details (group_id, company_id, elearning_minutes, duration_target_minutes,
      elearning_target, elearning_attempts)
    select id, company_id, 1200, 900, 60, 80 from groups where name like 'Bench group %'`);

  // Trackers of the learners of the first 2,000 groups, in the first unit of their first course.
  await db.execute(sql`
    with g as (select id from groups where name like 'Bench group %' order by name limit 2000),
      first_unit as (
        select distinct on (gc.group_id) gc.group_id, mu.unit_id
        from group_courses gc
        join course_modules cm on cm.course_id = gc.course_id and cm.position = 0
        join module_units mu on mu.module_id = cm.module_id and mu.position = 0
        where gc.position = 0 and gc.group_id in (select id from g)
        order by gc.group_id),
      pairs as (
        select distinct gs.student_id, f.unit_id
        from group_students gs join first_unit f on f.group_id = gs.group_id)
    insert into unit_trackers (student_id, unit_id, activity_id, status, score, total_seconds, sequence)
    select p.student_id, p.unit_id, a.id,
      case when (hashtext(p.student_id::text || a.id) & 3) = 0 then 'incomplete'
        when a.id = 'quiz' then 'passed' else 'completed' end,
      case when a.id = 'quiz' then 40 + (hashtext(p.student_id::text) & 63) end,
      300 + (hashtext(p.student_id::text || a.id) & 1023), 3
    from pairs p, (values ('lesson'), ('practice'), ('quiz')) a(id)
    on conflict do nothing`);
  await db.execute(sql`
    insert into idle_trackers (student_id, unit_id, day, seconds)
    select student_id, unit_id, current_date - (hashtext(student_id::text) & 15), sum(total_seconds)
    from unit_trackers where student_id is not null group by student_id, unit_id
    on conflict do nothing`);
}
