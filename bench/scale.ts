import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { staff, students } from '../server/db/schema';
import { generateScaleData } from '../server/db/seed/scale';
import { signAccessToken } from '../server/lib/tokens';
import { median, now, percentile, since } from './stats';

export interface ScaleCounts {
  students: number;
  companies: number;
  customers: number;
  teachers: number;
}

export interface Operation {
  name: string;
  /** A page of a list screen: the 50 ms p95 target on PostgreSQL applies. */
  listPage: boolean;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  /** Statements the request ran (auth lookup included), replayed for the SQL figure. */
  statements: number;
  runs: number;
}

export interface ScaleFigures {
  database: 'PGlite' | 'PostgreSQL';
  generationMs: number;
  operations: Operation[];
}

interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Records every statement the app sends to its database driver, and replays one straight through
 * the driver: the raw SQL time of exactly what a request ran.
 */
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
    async record<T>(task: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      recording = [];
      try {
        const result = await task();
        return { result, statements: recording };
      } finally {
        recording = undefined;
      }
    },
    /** Milliseconds of each statement, in order. */
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
  const name = `bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const pick = <T>(items: T[], i: number) => items[i % items.length];

/** Generates the data set on one database, then times each API call beside the raw SQL it ran. */
export async function measureScale(
  kind: 'PGlite' | 'PostgreSQL',
  counts: ScaleCounts,
  runs: number,
  log: (line: string) => void,
): Promise<ScaleFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const pgDatabase =
    kind === 'PostgreSQL'
      ? await createDatabase(process.env.TEST_DATABASE_URL as string)
      : undefined;
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase?.url }),
  );
  try {
    await app.ready();
    log(`  ${kind}: generating ${counts.students.toLocaleString('en')} students...`);
    const generationStarted = now();
    await generateScaleData(app.db, counts);
    // What autovacuum does after a bulk load on a server (PGlite has none): statistics, and the
    // trigram indexes' pending entries merged, without which the planner shuns those indexes.
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(generationStarted);
    log(`  ${kind}: data generated in ${Math.round(generationMs / 1000)} s`);

    const admin = await app.db.query.staff.findFirst({ where: eq(staff.type, ROLES.superAdmin) });
    if (!admin) throw new Error('no Super Administrator in the bench database');
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: ROLES.superAdmin,
      email: admin.email,
    });
    const random = sql`random()`;
    const ids = (
      await app.db
        .select({ id: students.id })
        .from(students)
        .where(isNull(students.archivedAt))
        .orderBy(random)
        .limit(runs)
    ).map((r) => r.id);
    const companyIds = (
      await app.db
        .selectDistinct({ id: students.companyId })
        .from(students)
        .where(and(isNotNull(students.companyId), isNull(students.archivedAt)))
        .limit(runs * 20)
    )
      .map((r) => r.id as string)
      .sort(() => Math.random() - 0.5);
    if (ids.length === 0 || companyIds.length === 0)
      throw new Error('the generator made no students with a company');
    const terms = ['mar', 'lef', 'sch', 'dub', 'mül', 'jon', 'ber', 'lau', 'tho', 'eli'];

    const client = (app.db as unknown as { $client: { query: QueryFn } }).$client;
    const rec = recorder(client);
    const list = (filter?: Record<string, unknown>, range = [0, 9]) =>
      `range=${encodeURIComponent(JSON.stringify(range))}&sort=${encodeURIComponent('["name","ASC"]')}${
        filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
      }`;
    const operations: [string, (i: number) => string, number, boolean][] = [
      ['students list page sorted by name', () => `/api/student?${list()}`, runs, true],
      [
        'the same, filtered by company',
        (i) => `/api/student?${list({ company: pick(companyIds, i) })}`,
        runs,
        true,
      ],
      ['search of 3 letters', (i) => `/api/student?${list({ q: pick(terms, i) })}`, runs, true],
      ['one student by id', (i) => `/api/student/${pick(ids, i)}`, runs, false],
      [
        'xlsx export of 1,000 rows',
        () => `/api/student/export?${list(undefined, [0, 999])}`,
        Math.min(runs, 20),
        false,
      ],
    ];

    const results: Operation[] = [];
    for (const [name, url, n, listPage] of operations) {
      const apiMs: number[] = [];
      const sqlMs: number[] = [];
      let statements: Statement[] = [];
      const perStatement: number[][] = [];
      // Two warm-up calls, not counted: the first plans and fills caches.
      for (let i = -2; i < n; i++) {
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
        times.forEach((t, k) => {
          perStatement[k] ??= [];
          perStatement[k].push(t);
        });
        statements = ran;
      }
      const op: Operation = {
        name,
        listPage,
        api: { p50: median(apiMs), p95: percentile(apiMs, 95) },
        sql: { p50: median(sqlMs), p95: percentile(sqlMs, 95) },
        statements: statements.length,
        runs: n,
      };
      results.push(op);
      log(
        `  ${kind}: ${name}: api p50 ${op.api.p50.toFixed(1)} ms, sql p50 ${op.sql.p50.toFixed(1)} ms`,
      );
      statements.forEach((s, k) => {
        const text = s.text.replace(/\s+/g, ' ').slice(0, 110);
        log(`      ${median(perStatement[k] ?? []).toFixed(1)} ms  ${text}`);
      });
    }
    return { database: kind, generationMs, operations: results };
  } finally {
    await app.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
