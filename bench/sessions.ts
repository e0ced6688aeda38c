import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, formatISO, startOfISOWeek } from 'date-fns';
import { eq, type SQL, sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { DEFAULT_TIME_ZONE, SESSION_TYPES } from '../domain/rules/session';
import { buildApp } from '../server/app';
import { newFeed } from '../server/areas/sessions/ical';
import { testConfig } from '../server/config';
import { staff } from '../server/db/schema';
import { schoolYearStart } from '../server/db/seed/reference';
import { generateScaleData } from '../server/db/seed/scale';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { median, ms, now, since } from './stats';
import { apiTimer, type Statement, type Timing, throwawayDatabase } from './timing';

/** The people around the sessions: learners to register, their clients, the trainers. */
const PEOPLE = { students: 20_000, companies: 2_000, customers: 1_000, teachers: 40 };
/** The agenda's page (AGENDA_PAGE of resources/sessions/AgendaPage.tsx, a React module the bench does not load). */
const AGENDA_PAGE = 1000;
/** Groups the sessions are for (free registration off). */
const GROUPS = 2_000;
/** Sessions of the busiest trainer, all inside her calendar feed's window. */
export const FEED_SESSIONS = 2_000;
/** Lessons a day of the busiest trainer, one hour each from 08:00. */
const FEED_PER_DAY = 7;

export interface SessionOperation {
  name: string;
  /** A month view: the 50 ms p95 target on PostgreSQL applies. */
  monthView: boolean;
  /** A calendar view (GET /session over a range), not the feed. */
  calendar: boolean;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  statements: number;
  /** Sessions (or feed events) an answer held: the median and the most over the months asked. */
  items: number;
  maxItems: number;
  /** A calendar view: the sessions overlapping its range in the database (median over the ranges asked), which a page may not all hold. */
  overlapping?: number;
  /** Bytes of the last answer (uncompressed). */
  bytes: number;
  runs: number;
}

export interface SessionFigures {
  database: 'PGlite' | 'PostgreSQL';
  sessions: number;
  registrants: number;
  /** Sessions of the typical trainer (the Teacher's view) and of the busiest one (the feed). */
  teacherSessions: number;
  feedSessions: number;
  generationMs: number;
  operations: SessionOperation[];
}

/** A version 4 uuid made from the md5 of a text (the API's answers are checked as uuids). */
const benchId = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The 30 months of three school years (September to June), the one of `today` in the middle. */
export function schoolMonths(today: Date): { year: number; month: number }[] {
  const first = schoolYearStart(today) - 1;
  const months: { year: number; month: number }[] = [];
  for (let y = first; y < first + 3; y++)
    for (let m = 0; m < 10; m++)
      months.push({ year: y + (m + 8 >= 12 ? 1 : 0), month: (m + 8) % 12 });
  return months;
}

/**
 * FullCalendar's month view of a month: six weeks from the Monday on or before the 1st, in the
 * user's zone, sent as ISO instants with their offset (`2026-10-26T00:00:00+01:00`).
 */
export function monthRange(year: number, month: number, zone = DEFAULT_TIME_ZONE) {
  const start = startOfISOWeek(new TZDate(year, month, 1, zone));
  return { start: formatISO(start), end: formatISO(addDays(start, 42)) };
}

/**
 * Generates `count` sessions over three school years with set-based SQL (one statement a table):
 * 40 trainers, the first of them holding FEED_SESSIONS lessons from 59 days ago to 400 days ahead
 * (her feed's window, server/areas/sessions/ical.ts), the others sharing the rest on the school
 * weekdays (September to June) from 08:00 to 17:00 Paris time, 60 to 120 minutes each. A tenth
 * are open to free registration (slots entered, no client), the others are for one of the groups
 * and its client; half belong to a weekly series, the visio ones have a Jitsi link. Each has 3 to 8
 * registrants; past ones have their attendance sheet and statuses (85% present, 10% absent, 5% late).
 * Ids are made from md5('bench-session-' || n) (benchId), so later statements find a session by its number.
 */
async function generateSessions(db: Awaited<ReturnType<typeof buildApp>>['db'], count: number) {
  const today = new Date();
  const firstYear = schoolYearStart(today) - 1;
  const heavy = Math.min(FEED_SESSIONS, count);
  const types = sql.raw(`array[${SESSION_TYPES.map((t) => `'${t}'`).join(',')}]::text[]`);
  await generateScaleData(db, PEOPLE);
  await db.execute(sql`
    insert into staff (type, name, firstname, email, status)
    values (${ROLES.admin}, 'BENCH', 'Admin', 'admin@scale.example.com', 'active')`);
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
      l as (select array_agg(id order by name) ids from languages)
    insert into groups (company_id, name, type, level, language_id, typeoftraining, duration_minutes,
      begin_date, end_date)
    select c.ids[1 + (g::bigint * 7919) % array_length(c.ids, 1)], 'Bench group ' || g,
      (array['EW','MW','Coaching'])[1 + g % 3], g % 7, l.ids[1 + g % array_length(l.ids, 1)],
      '["group"]'::jsonb, 60 * (20 + g % 40), ${`${firstYear}-09-01`}::date, ${`${firstYear + 3}-06-30`}::date
    from generate_series(1, ${GROUPS}::int) g, c, l`);
  await db.execute(sql`
    with t as (select array_agg(id order by email) ids from staff
        where email like 'teacher%@scale.example.com'),
      gr as (select array_agg(id order by name) ids, array_agg(name order by name) ns,
          array_agg(company_id order by name) cs, array_agg(language_id order by name) ls
        from groups where name like 'Bench group %'),
      school as (select array_agg(d::date order by d) ds
        from generate_series(${`${firstYear}-09-01`}::date, ${`${firstYear + 3}-06-30`}::date, interval '1 day') d
        where extract(isodow from d) < 6 and extract(month from d) not in (7, 8)),
      feed as (select array_agg(d::date order by d) ds
        from generate_series(current_date - 59, current_date + 399, interval '1 day') d
        where extract(isodow from d) < 6),
      s as (
        select g,
          case when g <= ${heavy} then t.ids[1]
            else t.ids[2 + g % (array_length(t.ids, 1) - 1)] end as teacher,
          case when g <= ${heavy} then feed.ds[1 + (g - 1) / ${FEED_PER_DAY}]
            else school.ds[1 + (g::bigint * 7919) % array_length(school.ds, 1)] end as day,
          case when g <= ${heavy} then 480 + 60 * ((g - 1) % ${FEED_PER_DAY})
            else 480 + 30 * ((g * 31) % 19) end as minute,
          case when g <= ${heavy} then 60 else 60 + 30 * (g % 3) end as minutes,
          1 + (g::bigint * 104729) % array_length(gr.ids, 1) as k,
          (${types})[1 + g % 4] as type
        from generate_series(1, ${count}::int) g, t, gr, school, feed),
      timed as (
        select s.*, (s.day + make_interval(mins => s.minute)) at time zone ${DEFAULT_TIME_ZONE} as start,
          to_char(make_interval(mins => s.minute), 'HH24:MI') as hhmm,
          to_char(make_interval(mins => s.minute + s.minutes), 'HH24:MI') as until
        from s)
    insert into sessions (id, series_id, title, description, type, teacher_id, language_id, slots,
      start, "end", time_zone, is_open, company_id, recurrent, data_time, join_url, meeting_id,
      appointment_at)
    select ${benchId(sql`'bench-session-' || x.g`)},
      case when x.g % 2 = 0 then ${benchId(sql`'bench-series-' || (x.g % 5000)`)} end,
      gr.ns[x.k] || ' – ' || x.type,
      'Lesson: reading, listening and a role play. Bring the course book.', x.type, x.teacher, gr.ls[x.k], 0,
      x.start, x.start + make_interval(mins => x.minutes), ${DEFAULT_TIME_ZONE}, x.g % 10 = 0,
      case when x.g % 10 <> 0 then gr.cs[x.k] end, x.g % 2 = 0,
      case when x.g % 2 = 0 then jsonb_build_array(jsonb_build_object(
        'day', extract(isodow from x.day)::int, 'start', x.hhmm, 'end', x.until)) end,
      case when x.type like '%visio' then 'https://meet.jit.si/bench-' || md5(x.g::text) end,
      case when x.type like '%visio' then 'bench-' || md5(x.g::text) end,
      case when x.start + make_interval(mins => x.minutes) < now() then x.start end
    from timed x, gr`);
  await db.execute(sql`
    with st as (select array_agg(id order by email) ids from students where archived_at is null)
    insert into session_registrants (session_id, student_id, status, arrived_at)
    select s.id, st.ids[1 + (n::bigint * 7919 + k * 104729) % array_length(st.ids, 1)],
      case when s."end" < now() then
        case when h < 85 then 'present' when h < 95 then 'absent' else 'late' end end,
      case when s."end" < now() and h >= 95 then s.start + interval '15 minutes' end
    from generate_series(1, ${count}::int) n
      join sessions s on s.id = ${benchId(sql`'bench-session-' || n`)},
      st, generate_series(1, 8) k,
      lateral (select abs(hashtext(n || '-' || k)) % 100 as h) r
    where k <= 3 + n % 6
    on conflict do nothing`);
  await db.execute(sql`
    with gr as (select array_agg(id order by name) ids from groups where name like 'Bench group %')
    insert into session_groups (session_id, group_id)
    select ${benchId(sql`'bench-session-' || n`)}, gr.ids[1 + (n::bigint * 104729) % array_length(gr.ids, 1)]
    from generate_series(1, ${count}::int) n, gr
    where n % 10 <> 0`);
  // Free registration off: the slots are the registrants (spec section 5); on: 8 entered.
  await db.execute(sql`
    update sessions s set slots = case when s.is_open then 8 else r.n end
    from (select session_id, count(*)::int n from session_registrants group by session_id) r
    where r.session_id = s.id`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * At `count` sessions (100,000 by default): the agenda's month view, GET /session?start=&end= as
 * FullCalendar sends it, for an Admin (every trainer) and for a Teacher filtered on herself, each
 * beside the raw SQL it ran; and the calendar feed of the trainer holding 2,000 sessions.
 */
export async function measureSessions(
  kind: 'PGlite' | 'PostgreSQL',
  count: number,
  runs: number,
  log: (line: string) => void,
  explain = false,
): Promise<SessionFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sessions-'));
  const pgDatabase =
    kind === 'PostgreSQL'
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'bench_sessions')
      : undefined;
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase?.url }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await app.ready();
    log(`  ${kind}: generating ${count.toLocaleString('en')} sessions...`);
    const generationStarted = now();
    await generateSessions(app.db, count);
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(generationStarted);
    const [totals] = rowsOf<{ sessions: number; registrants: number }>(
      await app.db.execute(sql`
        select (select count(*)::int from sessions) as sessions,
          (select count(*)::int from session_registrants) as registrants`),
    );
    log(
      `  ${kind}: ${totals.sessions.toLocaleString('en')} sessions, ${totals.registrants.toLocaleString('en')} registrants, generated in ${Math.round(generationMs / 1000)} s`,
    );

    // The generator's first trainer (in the order of their e-mails) is the busiest, the second a typical one.
    const trainers = rowsOf<{ id: string; n: number }>(
      await app.db.execute(sql`
        select s.id, (select count(*)::int from sessions where teacher_id = s.id) as n
        from staff s where s.email like 'teacher%@scale.example.com'
        order by s.email limit 2`),
    );
    const [busiest, typical] = trainers;
    const admin = await app.db.query.staff.findFirst({
      where: eq(staff.email, 'admin@scale.example.com'),
    });
    const teacher = await app.db.query.staff.findFirst({ where: eq(staff.id, typical.id) });
    if (!admin || !teacher || !busiest) throw new Error('the bench staff were not generated');
    const tokenOf = (who: typeof admin) =>
      signAccessToken(app.config.jwtSecret, {
        sub: who.id,
        type: who.type as 1 | 2 | 3,
        email: who.email,
      });
    const adminToken = await tokenOf(admin);
    const teacherToken = await tokenOf(teacher);
    // The feed's private URL, made as /profile makes it; the token is its last segment.
    const feed = await newFeed(app.db, busiest.id, app.config.APP_URL);
    const feedToken = feed.url.split('/').pop() as string;

    const months = schoolMonths(new Date());
    type Range = { start: string; end: string };
    // The i-th run's range: the months of the three school years in turn, or the second week of each.
    const monthOf = (i: number): Range => {
      const { year, month } = months[i % months.length];
      return monthRange(year, month);
    };
    const weekOf = (i: number): Range => {
      const start = addDays(new TZDate(Date.parse(monthOf(i).start), DEFAULT_TIME_ZONE), 7);
      return { start: formatISO(start), end: formatISO(addDays(start, 7)) };
    };
    // As the agenda's data provider sends it (dataProvider/sessions.ts): the visible range, a page
    // of AGENDA_PAGE sorted by start, the filters; the agenda reads GET /session/calendar (the light
    // shape), a stock client GET /session (whole records).
    const q = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
    const viewUrl = ({ start, end }: Range, teacherId?: string, base = '/api/session/calendar') =>
      `${base}?start=${q(start)}&end=${q(end)}&range=${q([0, AGENDA_PAGE - 1])}&sort=${q(['start', 'ASC'])}${
        teacherId ? `&filter=${q({ teacher: teacherId })}` : ''
      }`;
    interface Call {
      name: string;
      token: string | undefined;
      url: (i: number) => string;
      /** A calendar view: its range, the trainer it is filtered on, whether the 50 ms target applies. */
      view?: { range: (i: number) => Range; teacherId?: string; month: boolean };
    }
    const calls: Call[] = [
      {
        name: 'Admin: month view, every trainer',
        token: adminToken,
        url: (i) => viewUrl(monthOf(i)),
        view: { range: monthOf, month: true },
      },
      {
        name: 'Teacher: month view, filtered on herself (teacher=)',
        token: teacherToken,
        url: (i) => viewUrl(monthOf(i), teacher.id),
        view: { range: monthOf, teacherId: teacher.id, month: true },
      },
      {
        name: 'Admin: month view, whole records (GET /session, as a stock client lists)',
        token: adminToken,
        url: (i) => viewUrl(monthOf(i), undefined, '/api/session'),
        view: { range: monthOf, month: false },
      },
      {
        name: "Admin: week view, every trainer (the agenda's first view)",
        token: adminToken,
        url: (i) => viewUrl(weekOf(i)),
        view: { range: weekOf, month: false },
      },
      {
        name: `iCal feed of the trainer with ${busiest.n.toLocaleString('en')} sessions`,
        token: undefined,
        url: () => `/api/ical/${feedToken}`,
      },
    ];
    const time = apiTimer(app);

    // The machine's load around the timings: a shared machine inflates them.
    const load = () =>
      loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
    log(`  ${kind}: load average before the timings ${load()}`);
    const results: SessionOperation[] = [];
    for (const { name, token, url, view } of calls) {
      // The feed's route allows 60 calls a minute per address: each call comes from its own.
      const timing: Timing = await time(url, token, runs, {
        remoteAddress: token ? undefined : (i) => `192.0.2.${1 + (i % 250)}`,
      });
      // What the answers held (not timed): each range's sessions beside those overlapping it in the
      // database (a page holds AGENDA_PAGE at most), or the feed's events.
      const answered: number[] = [];
      const overlapping: number[] = [];
      for (let i = 0; i < (view ? Math.min(runs, months.length) : 1); i++) {
        const res = await app.inject({
          url: url(i),
          headers: token ? { authorization: `Token ${token}` } : {},
          remoteAddress: '198.51.100.1',
        });
        if (!view) {
          answered.push((res.body.match(/^BEGIN:VEVENT/gm) ?? []).length);
          continue;
        }
        answered.push((res.json() as unknown[]).length);
        const { start, end } = view.range(i);
        const [{ n }] = rowsOf<{ n: number }>(
          await app.db.execute(sql`
            select count(*)::int as n from sessions
            where "end" > ${start}::timestamptz and start < ${end}::timestamptz
              ${view.teacherId ? sql`and teacher_id = ${view.teacherId}` : sql``}`),
        );
        overlapping.push(n);
      }
      const op: SessionOperation = {
        name,
        monthView: view?.month ?? false,
        calendar: view !== undefined,
        api: timing.api,
        sql: timing.sql,
        statements: timing.statements.length,
        items: median(answered),
        maxItems: Math.max(...answered),
        overlapping: view ? median(overlapping) : undefined,
        bytes: timing.bytes,
        runs,
      };
      results.push(op);
      log(
        `  ${kind}: ${name}: api p50 ${ms(op.api.p50)} / p95 ${ms(op.api.p95)}, sql p50 ${ms(op.sql.p50)} / p95 ${ms(op.sql.p95)}; ${op.items} items (at most ${op.maxItems}${op.overlapping === undefined ? '' : `; ${op.overlapping} overlapping in the database`}), last answer ${Math.round(op.bytes / 1024)} KB`,
      );
      timing.statements.forEach((s, k) => {
        const text = s.text.replace(/\s+/g, ' ').slice(0, 110);
        log(`      ${timing.statementP50[k].toFixed(1)} ms  ${text}`);
      });
      if (explain) await logPlan(app, timing.statements, timing.statementP50, log);
    }
    log(`  ${kind}: load average after the timings ${load()}`);
    return {
      database: kind,
      sessions: totals.sessions,
      registrants: totals.registrants,
      teacherSessions: typical.n,
      feedSessions: busiest.n,
      generationMs,
      operations: results,
    };
  } finally {
    await app.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of the slowest statement a request ran, with its parameters. */
async function logPlan(
  app: Awaited<ReturnType<typeof buildApp>>,
  statements: Statement[],
  p50: number[],
  log: (line: string) => void,
) {
  if (statements.length === 0) return;
  const slowest = p50.indexOf(Math.max(...p50));
  const { text, params } = statements[slowest];
  const client = (
    app.db as unknown as {
      $client: {
        query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
      };
    }
  ).$client;
  const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
  for (const row of plan.rows) log(`      | ${Object.values(row)[0]}`);
}

/** The README table rows: database, call, API and SQL p50/p95, ratio, within 2x, answer. */
export function sessionRows(figures: SessionFigures[]): string[][] {
  const rows: string[][] = [];
  for (const f of figures) {
    rows.push([
      f.database,
      `data generation: ${f.sessions.toLocaleString('en')} sessions, ${f.registrants.toLocaleString('en')} registrants`,
      ms(f.generationMs),
      '',
      '',
      '',
      '',
    ]);
    for (const op of f.operations) {
      const target =
        f.database === 'PostgreSQL' && op.monthView
          ? ` (< 50 ms p95: ${op.api.p95 < 50 ? 'met' : 'missed'})`
          : '';
      const within = (api: number, raw: number) => (api <= 2 * raw ? 'yes' : 'no');
      rows.push([
        f.database,
        `${op.name} (${op.runs} runs)`,
        `${ms(op.api.p50)} / ${ms(op.api.p95)}${target}`,
        `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)`,
        `${(op.api.p50 / op.sql.p50).toFixed(1)}x / ${(op.api.p95 / op.sql.p95).toFixed(1)}x`,
        `${within(op.api.p50, op.sql.p50)} / ${within(op.api.p95, op.sql.p95)}`,
        op.calendar
          ? `${op.items.toLocaleString('en')} sessions (median; ${op.overlapping?.toLocaleString('en')} in the range), ${Math.round(op.bytes / 1024).toLocaleString('en')} KB`
          : `${op.items.toLocaleString('en')} events, ${Math.round(op.bytes / 1024).toLocaleString('en')} KB`,
      ]);
    }
  }
  return rows;
}
