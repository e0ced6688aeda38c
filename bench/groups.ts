import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { staff } from '../server/db/schema';
import { generateScaleData, type ScaleCounts } from '../server/db/seed/scale';
import { signAccessToken } from '../server/lib/tokens';
import { median, now, percentile, since } from './stats';

export interface GroupOperation {
  name: string;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  statements: number;
  runs: number;
}

export interface GroupFigures {
  database: 'PGlite' | 'PostgreSQL';
  groups: number;
  generationMs: number;
  /** The signed-in Teacher's groups and learners (her 'own' scope). */
  teacherGroups: number;
  teacherLearners: number;
  operations: GroupOperation[];
}

interface Statement {
  text: string;
  params: unknown[];
}
type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Records the statements a request sends to the driver and replays them (as bench/scale.ts). */
function recorder(client: { query: QueryFn }) {
  const original = client.query.bind(client);
  let recording: Statement[] | undefined;
  client.query = (...args: unknown[]) => {
    const [first, params] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    recording?.push({ text, params: (params as unknown[] | undefined) ?? [] });
    return original(...args);
  };
  return {
    async record<T>(task: () => Promise<T>) {
      recording = [];
      try {
        const result = await task();
        return { result, statements: recording };
      } finally {
        recording = undefined;
      }
    },
    async replay(statements: Statement[]): Promise<number[]> {
      const times: number[] = [];
      for (const s of statements) {
        const started = now();
        await original(s.text, s.params);
        times.push(since(started));
      }
      return times;
    },
  };
}

async function createDatabase(serverUrl: string) {
  const name = `bench_groups_${Date.now()}_${process.pid}`;
  const run = async (text: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Learners of the groups whose results are timed. */
export const RESULTS_LEARNERS = 30;

/**
 * Groups at scale, one statement per table, after generateScaleData: a catalogue of 20 modules
 * (2 units of 3 activities each) in 10 courses; `groups` groups over the companies, 1 or 2 of the
 * scale teachers each, 1 or 2 courses, 10 learners (the first 50 groups: 30), e-learning details;
 * unit trackers (every activity of the first course's first unit) and a day of idle time for the
 * learners of the first 2,000 groups.
 */
async function generateGroups(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  groups: number,
) {
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

/**
 * At 100,000 students and 10,000 groups: the Teacher-scoped students list (GET /student as a
 * Teacher: the learners of her groups, server/lib/scope.ts) and a group's results for 30 learners
 * (GET /group/results/{id}), each beside the raw SQL it ran.
 */
export async function measureGroups(
  kind: 'PGlite' | 'PostgreSQL',
  counts: ScaleCounts,
  groups: number,
  runs: number,
  log: (line: string) => void,
): Promise<GroupFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-groups-'));
  const pgDatabase =
    kind === 'PostgreSQL'
      ? await createDatabase(process.env.TEST_DATABASE_URL as string)
      : undefined;
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase?.url }),
  );
  try {
    await app.ready();
    log(
      `  ${kind}: generating ${counts.students.toLocaleString('en')} students, ${groups.toLocaleString('en')} groups...`,
    );
    const generationStarted = now();
    await generateScaleData(app.db, counts);
    await generateGroups(app.db, groups);
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(generationStarted);
    log(`  ${kind}: data generated in ${Math.round(generationMs / 1000)} s`);

    // The Teacher of the first results group: she teaches it and about as many groups as any.
    const [{ groupId, staffId }] = (
      (await app.db.execute(sql`
        select g.id as "groupId", t.staff_id as "staffId"
        from groups g join group_teachers t on t.group_id = g.id
        where g.name like 'Bench group %'
        order by g.name limit 1`)) as unknown as { rows: { groupId: string; staffId: string }[] }
    ).rows;
    const resultsGroups = (
      (await app.db.execute(sql`
        select id from groups where name like 'Bench group %' order by name limit 50`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    const [mine] = (
      (await app.db.execute(sql`
        select count(distinct t.group_id)::int as groups, count(distinct s.student_id)::int as learners
        from group_teachers t left join group_students s on s.group_id = t.group_id
        where t.staff_id = ${staffId}`)) as unknown as {
        rows: { groups: number; learners: number }[];
      }
    ).rows;
    const teacher = await app.db.query.staff.findFirst({ where: eq(staff.id, staffId) });
    const admin = await app.db.query.staff.findFirst({ where: eq(staff.type, ROLES.superAdmin) });
    if (!teacher || !admin)
      throw new Error('no Teacher or Super Administrator in the bench database');
    const tokenOf = (who: typeof teacher) =>
      signAccessToken(app.config.jwtSecret, {
        sub: who.id,
        type: who.type as 1 | 2 | 3,
        email: who.email,
      });
    const teacherToken = await tokenOf(teacher);
    const adminToken = await tokenOf(admin);
    log(`  ${kind}: the Teacher teaches ${mine.groups} groups, ${mine.learners} learners`);

    const client = (app.db as unknown as { $client: { query: QueryFn } }).$client;
    const rec = recorder(client);
    const page = (sort: string, range = [0, 9], filter?: Record<string, unknown>) =>
      `range=${encodeURIComponent(JSON.stringify(range))}&sort=${encodeURIComponent(sort)}${
        filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
      }`;
    const operations: [string, string, (i: number) => string][] = [
      [
        "Teacher: students list page sorted by name (her groups' learners)",
        teacherToken,
        () => `/api/student?${page('["name","ASC"]')}`,
      ],
      [
        'Teacher: the same, sorted by creation, third page',
        teacherToken,
        () => `/api/student?${page('["createdAt","DESC"]', [20, 29])}`,
      ],
      [
        "Teacher: clients list page (her groups' clients)",
        teacherToken,
        () => `/api/company?${page('["name","ASC"]')}`,
      ],
      [
        `Teacher: results of her group of ${RESULTS_LEARNERS} learners`,
        teacherToken,
        () => `/api/group/results/${groupId}`,
      ],
      [
        `Admin: results of a group of ${RESULTS_LEARNERS} learners`,
        adminToken,
        (i) => `/api/group/results/${resultsGroups[i % resultsGroups.length]}`,
      ],
    ];

    const results: GroupOperation[] = [];
    for (const [name, token, url] of operations) {
      const apiMs: number[] = [];
      const sqlMs: number[] = [];
      let statements: Statement[] = [];
      for (let i = -2; i < runs; i++) {
        const started = now();
        const { result: res, statements: ran } = await rec.record(() =>
          app.inject({ url: url(Math.max(i, 0)), headers: { authorization: `Token ${token}` } }),
        );
        const elapsed = since(started);
        if (res.statusCode !== 200)
          throw new Error(`${url(0)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        const times = await rec.replay(ran);
        if (i < 0) continue;
        apiMs.push(elapsed);
        sqlMs.push(times.reduce((a, b) => a + b, 0));
        statements = ran;
      }
      const op: GroupOperation = {
        name,
        api: { p50: median(apiMs), p95: percentile(apiMs, 95) },
        sql: { p50: median(sqlMs), p95: percentile(sqlMs, 95) },
        statements: statements.length,
        runs,
      };
      results.push(op);
      log(
        `  ${kind}: ${name}: api p50 ${op.api.p50.toFixed(1)} / p95 ${op.api.p95.toFixed(1)} ms, sql p50 ${op.sql.p50.toFixed(1)} / p95 ${op.sql.p95.toFixed(1)} ms`,
      );
    }
    return {
      database: kind,
      groups,
      generationMs,
      teacherGroups: mine.groups,
      teacherLearners: mine.learners,
      operations: results,
    };
  } finally {
    await app.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The README table rows: database, operation, API and SQL p50/p95, ratio, targets. */
export function groupRows(figures: GroupFigures[]): string[][] {
  const rows: string[][] = [];
  for (const f of figures) {
    rows.push([
      f.database,
      `data generation (the Teacher: ${f.teacherGroups} groups, ${f.teacherLearners} learners)`,
      `${Math.round(f.generationMs / 1000)} s`,
      '',
      '',
      '',
    ]);
    for (const op of f.operations) {
      const within = op.api.p50 <= 2 * op.sql.p50 && op.api.p95 <= 2 * op.sql.p95;
      const fast =
        f.database === 'PostgreSQL' ? ` (< 50 ms p95: ${op.api.p95 < 50 ? 'met' : 'missed'})` : '';
      rows.push([
        f.database,
        `${op.name} (${op.runs} runs)`,
        `${ms(op.api.p50)} / ${ms(op.api.p95)}${fast}`,
        `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)`,
        `${(op.api.p50 / op.sql.p50).toFixed(1)}x / ${(op.api.p95 / op.sql.p95).toFixed(1)}x`,
        within ? 'yes' : 'no',
      ]);
    }
  }
  return rows;
}
