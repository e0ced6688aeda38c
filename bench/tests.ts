import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { type FrozenQuestion, testAttempts } from '../server/db/schema';
import { hashToken, randomToken, signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { median, ms, now, percentile, since } from './stats';
import { apiTimer, throwawayDatabase } from './timing';

/** Questions (and answers) frozen into each attempt. */
export const QUESTIONS_PER_ATTEMPT = 20;
/** The client the calls read: its learners, each with several tests and her groups' results. */
const BIG_CLIENT_LEARNERS = 500;
const BIG_CLIENT_ATTEMPTS = 2_000;
const BIG_CLIENT_GROUPS = 20;
const CLIENTS = 200;
/** Open attempts the answer saves go to, each with its token. */
const OPEN_ATTEMPTS = 200;

export interface TestsOperation {
  name: string;
  api: { p50: number; p95: number };
  /** Null for the answer save (a write: not replayed). */
  sql: { p50: number; p95: number } | null;
  statements: number;
  bytes: number;
  runs: number;
}

export interface TestsFigures {
  attempts: number;
  answers: number;
  generationMs: number;
  /** The load average (1 minute) before and after the timings. */
  loadBefore: number;
  loadAfter: number;
  operations: TestsOperation[];
}

/** A version 4 uuid made from the md5 of a text (the API's answers are checked as uuids). */
const benchId = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The 20 questions every attempt froze (single choices of 4, a level each), its answers and marks. */
function frozenTest() {
  const questions: FrozenQuestion[] = Array.from({ length: QUESTIONS_PER_ATTEMPT }, (_, i) => ({
    questionId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    version: 1,
    type: 'single',
    skill: ['listening', 'reading', 'grammar', 'vocabulary'][i % 4],
    level: 1 + (i % 5),
    prompt: `<p>Question ${i + 1}: which word completes the sentence “The meeting was moved to ___ morning”?</p>`,
    choices: [1, 2, 3, 4].map((c) => ({ id: `q${i}c${c}`, text: `choice ${c}`, correct: c === 1 })),
    gaps: [],
  }));
  const answers = questions.map((q, i) => ({ choices: [q.choices[i % 3].id] }));
  const marks = questions.map((_, i) => (i % 3 === 0 ? 1 : 0));
  return { questions, answers, marks };
}

/**
 * Generates `attempts` finished tests (20 frozen questions and answers each) with set-based SQL:
 * 200 clients, one learner a test beyond the first client, whose 500 learners took 2,000 tests
 * and sit in 20 groups with their middle and end tests graded (5 skills each); two graded exam
 * sessions a client with every learner's 5 skills scored (about 485,000 exam results); and
 * OPEN_ATTEMPTS open attempts of that client, their tokens answered.
 */
async function generateTests(db: Awaited<ReturnType<typeof buildApp>>['db'], attempts: number) {
  const others = Math.max(0, attempts - BIG_CLIENT_ATTEMPTS);
  const { questions, answers, marks } = frozenTest();
  await db.execute(sql`
    insert into staff (type, name, firstname, email, status)
    values (${ROLES.admin}, 'BENCH', 'Admin', 'admin@tests.example.com', 'active')`);
  await db.execute(sql`
    insert into companies (id, name, country, type, language_area)
    select ${benchId(sql`'bench-client-' || c`)}, 'Bench client ' || lpad(c::text, 4, '0'), 'FR', 'Client', 1 + c % 2
    from generate_series(1, ${CLIENTS}::int) c`);
  // Learners 1..500 are the first client's; then one a test, over the other clients.
  await db.execute(sql`
    insert into students (id, name, firstname, email, company_id, level)
    select ${benchId(sql`'bench-student-' || n`)}, 'Learner ' || lpad(n::text, 6, '0'), 'Lea',
      'learner' || n || '@tests.example.com',
      case when n <= ${BIG_CLIENT_LEARNERS} then ${benchId(sql`'bench-client-1'`)}
        else ${benchId(sql`'bench-client-' || (2 + n % ${CLIENTS - 1})`)} end,
      n % 7
    from generate_series(1, ${BIG_CLIENT_LEARNERS + others}::int) n`);
  await db.execute(sql`
    insert into groups (id, company_id, name, type, level, language_id, typeoftraining, duration_minutes,
      middle_test, end_test)
    select ${benchId(sql`'bench-group-' || g`)}, ${benchId(sql`'bench-client-1'`)},
      'Bench group ' || lpad(g::text, 2, '0'), 'EW', g % 7, (select id from languages order by id limit 1),
      '["group"]'::jsonb, 60 * 40, true, true
    from generate_series(1, ${BIG_CLIENT_GROUPS}::int) g`);
  await db.execute(sql`
    insert into group_students (group_id, student_id)
    select ${benchId(sql`'bench-group-' || (1 + (n - 1) % ${BIG_CLIENT_GROUPS})`)}, ${benchId(sql`'bench-student-' || n`)}
    from generate_series(1, ${BIG_CLIENT_LEARNERS}::int) n`);
  await db.execute(sql`
    insert into group_grades (group_id, student_id, test, skill, score)
    select gs.group_id, gs.student_id, t, k, (abs(hashtext(gs.student_id::text || t || k)) % 101) / 10.0
    from group_students gs, unnest(array['middle', 'end']) t,
      unnest(array['listening', 'reading', 'speaking', 'writing', 'grammar']) k`);
  // Two graded exam sessions a client, a month apart (an hour apart between clients), every learner
  // of the client scored per skill.
  await db.execute(sql`
    insert into exam_sessions (id, company_id, semester, modality, exam_begin, exam_end, status_name)
    select ${benchId(sql`'bench-exam-' || c || '-' || k`)}, ${benchId(sql`'bench-client-' || c`)}, 3,
      'Sur table', now() - make_interval(days => 30 * k, hours => c),
      now() - make_interval(days => 30 * k, hours => c) + interval '2 hours',
      'graded'
    from generate_series(1, ${CLIENTS}::int) c, generate_series(1, 2) k`);
  await db.execute(sql`
    insert into exam_results (exam_session_id, student_id, skill, score, level)
    select r.exam_session_id, r.student_id, r.skill, r.score,
      case when r.score >= 9 then 6 when r.score >= 8 then 5 when r.score >= 7 then 4
        when r.score >= 5 then 3 when r.score >= 4 then 2 when r.score >= 3 then 1 else 0 end
    from (
      select es.id as exam_session_id, s.id as student_id, k as skill,
        (abs(hashtext(s.id::text || es.id::text || k)) % 101) / 10.0 as score
      from students s join exam_sessions es on es.company_id = s.company_id,
        unnest(array['listening', 'reading', 'speaking', 'writing', 'grammar']) k
    ) r`);
  // Test n: the first client's learner 1 + (n - 1) % 500 (4 each, in her group) up to 2,000, then learner n - 1,500.
  await db.execute(sql`
    insert into test_attempts (company_id, group_id, student_id, title, last_name, first_name, email,
      token_hash, questions, answers, marks, score, level, pending, finished_at, created_at, updated_at)
    select s.company_id,
      case when n <= ${BIG_CLIENT_ATTEMPTS} then ${benchId(sql`'bench-group-' || (1 + (k - 1) % ${BIG_CLIENT_GROUPS})`)} end,
      s.id, 'Placement test', s.name, s.firstname, s.email, md5('bench-token-' || n),
      ${JSON.stringify(questions)}::jsonb, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(marks)}::jsonb,
      (n * 7 % 101) / 10.0, n % 7, 0, t.at, t.at - interval '25 minutes', t.at
    from generate_series(1, ${attempts}::int) n,
      lateral (select case when n <= ${BIG_CLIENT_ATTEMPTS} then 1 + (n - 1) % ${BIG_CLIENT_LEARNERS}
        else n - ${BIG_CLIENT_ATTEMPTS - BIG_CLIENT_LEARNERS} end as k) l,
      lateral (select now() - make_interval(mins => n * 7) as at) t,
      students s
    where s.id = ${benchId(sql`'bench-student-' || l.k`)}`);
  const tokens = Array.from({ length: OPEN_ATTEMPTS }, () => randomToken());
  const open = await db
    .insert(testAttempts)
    .values(
      tokens.map((token, i) => ({
        companyId: sql`${benchId(sql`'bench-client-1'`)}`,
        title: 'Placement test',
        lastName: 'Learner',
        firstName: 'Open',
        email: `open${i}@tests.example.com`,
        tokenHash: hashToken(token),
        questions,
        answers: questions.map(() => null),
      })),
    )
    .returning({ id: testAttempts.id });
  return open.map((row, i) => ({ id: row.id, token: tokens[i], questions }));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * At `attempts` tests of 20 answers (50,000: 1,000,000 answers) on PostgreSQL: the first client's
 * results (GET /companyresults/{id}, its xlsx), its Test tab, the placement results' first page,
 * each beside the raw SQL it ran; and the public answer save on open attempts.
 */
export async function measureTests(
  attempts: number,
  runs: number,
  log: (line: string) => void,
  explain = false,
  keep = false,
): Promise<TestsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tests-'));
  const pgDatabase = await throwawayDatabase(
    process.env.TEST_DATABASE_URL as string,
    'bench_tests',
  );
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase.url }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await app.ready();
    log(
      `  PostgreSQL: generating ${attempts.toLocaleString('en')} tests of ${QUESTIONS_PER_ATTEMPT} answers...`,
    );
    const started = now();
    const open = await generateTests(app.db, attempts);
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(started);
    log(`  PostgreSQL: generated in ${Math.round(generationMs / 1000)} s`);
    const [{ answers, total }] = rowsOf<{ answers: number; total: number }>(
      await app.db.execute(
        sql`select coalesce(sum(jsonb_array_length(answers)), 0)::int as answers, count(*)::int as total from test_attempts`,
      ),
    );
    const [admin] = rowsOf<{ id: string; type: number; email: string }>(
      await app.db.execute(
        sql`select id, type, email from staff where email = 'admin@tests.example.com'`,
      ),
    );
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: admin.type as 1 | 2 | 3,
      email: admin.email,
    });
    const [client] = rowsOf<{ id: string }>(
      await app.db.execute(sql`select id from companies where name = 'Bench client 0001'`),
    );

    const [examSession] = rowsOf<{ id: string }>(
      await app.db.execute(
        sql`select id from exam_sessions where company_id = ${client.id} order by exam_begin desc limit 1`,
      ),
    );

    const loadBefore = loadavg()[0];
    const time = apiTimer(app);
    const page = encodeURIComponent(JSON.stringify([0, 24]));
    const sort = (field: string) => encodeURIComponent(JSON.stringify([field, 'DESC']));
    const calls: [string, string][] = [
      [
        `GET /companyresults/{id}: the client's ${BIG_CLIENT_LEARNERS} learners, placement, groups, e-learning`,
        `/api/companyresults/${client.id}`,
      ],
      [
        'GET /companyresults/{id}/merged/export: the same as an xlsx file',
        `/api/companyresults/${client.id}/merged/export`,
      ],
      [
        "GET /student/test/company/{id}/: the client's Test tab",
        `/api/student/test/company/${client.id}/`,
      ],
      [
        'GET /placementresult, first page of 25, the newest first (the screen opens on it)',
        `/api/placementresult?range=${page}&sort=${sort('createdAt')}`,
      ],
      [
        'GET /placementresult, first page of 25 by hand-in time',
        `/api/placementresult?range=${page}&sort=${sort('finishedAt')}`,
      ],
      [
        "GET /examresult/{id}: an exam session of the client, its learners' results per skill",
        `/api/examresult/${examSession.id}`,
      ],
      [
        'GET /examresult, first page of 25 of every exam result, the latest exams first',
        `/api/examresult?range=${page}`,
      ],
      [
        "GET /examresult, the client's results, first page of 25",
        `/api/examresult?range=${page}&filter=${encodeURIComponent(JSON.stringify({ company: client.id }))}`,
      ],
    ];
    const operations: TestsOperation[] = [];
    for (const [name, url] of calls) {
      const t = await time(() => url, token, runs);
      operations.push({
        name,
        api: t.api,
        sql: t.sql,
        statements: t.statements.length,
        bytes: t.bytes,
        runs,
      });
      log(
        `  ${name}: api p50 ${t.api.p50.toFixed(1)} / p95 ${t.api.p95.toFixed(1)} ms, sql p50 ${t.sql.p50.toFixed(1)} / p95 ${t.sql.p95.toFixed(1)} ms (${t.statements.length} statements, ${t.bytes} bytes)`,
      );
      if (explain || t.api.p95 >= 50) {
        const slowest = t.statementP50.indexOf(Math.max(...t.statementP50));
        const s = t.statements[slowest];
        const client = (
          app.db as unknown as {
            $client: { query: (...a: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
          }
        ).$client;
        const plan = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        log(plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
      }
    }

    // The public answer save: each call a new address (120 a minute an address), a question in turn.
    const saves: number[] = [];
    for (let i = -2; i < runs; i++) {
      const k = Math.max(i, 0);
      const attempt = open[k % open.length];
      const q = attempt.questions[k % QUESTIONS_PER_ATTEMPT];
      const started = now();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/attempt/${attempt.id}/answer/${k % QUESTIONS_PER_ATTEMPT}`,
        headers: { 'x-attempt-token': attempt.token },
        payload: { answer: { choices: [q.choices[k % 4].id] } },
        remoteAddress: `10.77.${(i + 2) >> 8}.${(i + 2) & 255}`,
      });
      const elapsed = since(started);
      if (res.statusCode !== 200)
        throw new Error(`the answer save answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      if (i >= 0) saves.push(elapsed);
    }
    const save: TestsOperation = {
      name: `PUT /attempt/{id}/answer/{index}: the public answer save, ${OPEN_ATTEMPTS} open attempts in turn`,
      api: { p50: median(saves), p95: percentile(saves, 95) },
      sql: null,
      statements: 2,
      bytes: 0,
      runs,
    };
    operations.push(save);
    log(`  ${save.name}: api p50 ${save.api.p50.toFixed(1)} / p95 ${save.api.p95.toFixed(1)} ms`);
    const loadAfter = loadavg()[0];
    log(`  load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
    return { attempts: total, answers, generationMs, loadBefore, loadAfter, operations };
  } finally {
    await app.close();
    // BENCH_TESTS_KEEP=1 keeps the database to EXPLAIN by hand (psql), its name in the log.
    if (keep) log(`  kept the database: ${pgDatabase.url}`);
    else await pgDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The README table rows: call, API and SQL p50/p95, within 2x, the 50 ms target. */
export function testsRows(f: TestsFigures): string[][] {
  return f.operations.map((op) => [
    `${op.name} (${op.runs} runs)`,
    `${ms(op.api.p50)} / ${ms(op.api.p95)}`,
    op.sql ? `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)` : '',
    op.sql
      ? `${op.api.p50 <= 2 * op.sql.p50 ? 'yes' : 'no'} / ${op.api.p95 <= 2 * op.sql.p95 ? 'yes' : 'no'}`
      : '',
    op.api.p95 < 50 ? 'met' : 'missed',
  ]);
}
