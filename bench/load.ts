import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { isNull, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { students } from '../server/db/schema';
import { generateScaleData, type ScaleCounts } from '../server/db/seed/scale';
import { seedAtStart } from '../server/start';
import { type ChildServer, signIn, startChildServer } from './child-server';
import { median, percentile } from './stats';
import { throwawayDatabase } from './timing';

export const ADMIN = { email: 'load-admin@example.com', password: 'Load-pass-1!' };
/** List pages are drawn from the first ten of each list, sorted by name. */
export const BROWSED_PAGES = 10;
const SEARCHES = [
  'mar',
  'dub',
  'sch',
  'mül',
  'ber',
  'lef',
  'ann',
  'ele',
  'tho',
  'jon',
  'dup',
  'ric',
];

export interface LoadRun {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Their statuses, with the count of each. */
  statuses: Record<number, number>;
  /** Socket errors and timeouts. */
  errors: number;
}

export interface LoadFigures {
  database: 'PGlite' | 'PostgreSQL';
  runs: LoadRun[];
}

export interface LoadOptions {
  /** Length of the mixed run; the single-route runs take a third of it (at least 5 s). */
  seconds: number;
  connections: number;
  counts: ScaleCounts;
  log: (line: string) => void;
  /** Node flags of the server, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeFlags?: string[];
  /** Only these runs (names of LoadRun), e.g. to profile one. */
  only?: string[];
  /** Node arguments of another build of the server than `npm run serve` (before/after comparisons). */
  script?: string[];
}

export interface Pools {
  read: string[];
  update: string[];
  archive: string[];
}

/** Generates the data set in process, then closes it for the server to open. */
export async function prepare(
  dataDir: string,
  databaseUrl: string | undefined,
  counts: ScaleCounts,
) {
  const app = await buildApp(
    testConfig({
      dataDir,
      memoryDatabase: false,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await generateScaleData(app.db, counts);
    await app.db.execute(sql`vacuum analyze`);
    const ids = (
      await app.db
        .select({ id: students.id })
        .from(students)
        .where(isNull(students.archivedAt))
        .orderBy(sql`random()`)
        .limit(3000)
    ).map((r) => r.id);
    return { read: ids.slice(0, 2000), update: ids.slice(2000, 2500), archive: ids.slice(2500) };
  } finally {
    await app.close();
  }
}

const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const json = JSON.stringify;

/** The mixed traffic of the load section (list pages among the first BROWSED_PAGES): 30% list pages, 25% searches, 25% one record, 15% clients, 5% writes. */
export function mixedRequest(pools: Pools, listPages: number, clientPages: number, tag: string) {
  const write = writeRequest(pools, tag);
  return (): { method: string; path: string; body?: string } => {
    const dice = Math.random() * 100;
    if (dice < 30) {
      const from = Math.floor(Math.random() * listPages) * 25;
      return {
        method: 'GET',
        path: `/api/student?range=${json([from, from + 24])}&sort=${json(['name', 'ASC'])}`,
      };
    }
    if (dice < 55)
      return {
        method: 'GET',
        path: `/api/student?range=[0,24]&sort=${json(['name', 'ASC'])}&filter=${encodeURIComponent(json({ q: any(SEARCHES) }))}`,
      };
    if (dice < 80) return { method: 'GET', path: `/api/student/${any(pools.read)}` };
    if (dice < 95) {
      const from = Math.floor(Math.random() * clientPages) * 25;
      return {
        method: 'GET',
        path: `/api/company?range=${json([from, from + 24])}&sort=${json(['name', 'ASC'])}&filter=${json({ type: 'Client' })}`,
      };
    }
    return write();
  };
}

/** The writes of the mixed traffic, in its proportions: 2 creations, 2 updates, 1 archiving in 5. */
export function writeRequest(pools: Pools, tag: string) {
  let created = 0;
  return (): { method: string; path: string; body?: string } => {
    const dice = Math.random() * 5;
    if (dice < 2) {
      created += 1;
      return {
        method: 'POST',
        path: '/api/student',
        body: json({
          name: 'LOAD',
          firstname: `Client ${created}`,
          email: `load-${tag}-${created}@example.com`,
          level: created % 7,
        }),
      };
    }
    if (dice < 4)
      return {
        method: 'PUT',
        path: `/api/student/${any(pools.update)}`,
        body: json({ phone: `+33 6 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
      };
    return {
      method: 'PUT',
      path: `/api/student/archive/${any(pools.archive)}`,
      body: json({ archived: true }),
    };
  };
}

/** One autocannon run; every request carries one of the signed-in clients' tokens, as a browser would. */
export async function fire(
  url: string,
  name: string,
  connections: number,
  seconds: number,
  next: () => { method: string; path: string; body?: string },
  tokens: string[],
): Promise<LoadRun> {
  const samples: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const i = Math.floor(Math.random() * tokens.length);
          return {
            ...request,
            ...next(),
            headers: {
              'content-type': 'application/json',
              'accept-encoding': 'gzip, deflate, br',
              authorization: `Token ${tokens[i]}`,
              'x-forwarded-for': `10.96.0.${i + 1}`,
            },
          };
        },
      },
    ],
  });
  const refused = new Map<number, number>();
  instance.on('response', (_client, status, _bytes, ms) => {
    samples.push(ms);
    if (status >= 300) refused.set(status, (refused.get(status) ?? 0) + 1);
  });
  const result = await instance;
  return {
    name,
    connections,
    seconds,
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: median(samples),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    non2xx: result.non2xx,
    statuses: Object.fromEntries(refused),
    errors: result.errors + result.timeouts,
  };
}

/** The production server on a generated data set, as the loads run it. */
export const startLoadServer = (
  dataDir: string,
  databaseUrl: string | undefined,
  options: Pick<LoadOptions, 'nodeFlags' | 'script'> = {},
) =>
  startChildServer({
    dataDir,
    run: 'serve',
    nodeFlags: options.nodeFlags,
    script: options.script,
    env: {
      SEED_DEMO: 'false',
      // The default level: one log line per request is part of what a request costs.
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });

/** One sign-in per client, each from its own address (the sign-in limit is per address). */
export async function signInClients(url: string, clients: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < clients; i++) tokens.push(await signIn(url, ADMIN, `10.96.0.${i + 1}`));
  return tokens;
}

/** Generates the data set, starts the production server on it, and runs the mixed and single-route loads. */
export async function measureLoad(
  kind: 'PGlite' | 'PostgreSQL',
  options: LoadOptions,
): Promise<LoadFigures> {
  const { log, counts } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const database =
    kind === 'PostgreSQL'
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'load')
      : undefined;
  let server: ChildServer | undefined;
  try {
    log(`  ${kind}: generating ${counts.students.toLocaleString('en')} students...`);
    const pools = await prepare(dataDir, database?.url, counts);
    server = await startLoadServer(dataDir, database?.url, options);
    const tokens = await signInClients(server.url, options.connections);
    const short = Math.max(5, Math.round(options.seconds / 3));
    const wanted = (name: string) => !options.only || options.only.includes(name);
    const runs: LoadRun[] = [];
    const tag = `${Date.now().toString(36)}`;
    const plan: [string, number, number, () => { method: string; path: string; body?: string }][] =
      [
        [
          'mixed',
          options.connections,
          options.seconds,
          // People browse the first pages; page 2,000 of a list would measure OFFSET, not the app.
          mixedRequest(
            pools,
            Math.min(BROWSED_PAGES, Math.ceil(counts.students / 25)),
            Math.min(BROWSED_PAGES, Math.ceil(counts.companies / 25 / 2)),
            tag,
          ),
        ],
        ['record', 20, short, () => ({ method: 'GET', path: `/api/student/${any(pools.read)}` })],
        ['health', 20, short, () => ({ method: 'GET', path: '/api/health' })],
      ];
    for (const [name, connections, seconds, next] of plan) {
      if (!wanted(name)) continue;
      log(`  ${kind}: ${name}, ${connections} connections for ${seconds} s...`);
      const run = await fire(server.url, name, connections, seconds, next, tokens);
      log(
        `  ${kind}: ${name}: ${Math.round(run.perSecond)} req/s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
      runs.push(run);
    }
    return { database: kind, runs };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (value: number) => (value >= 100 ? `${Math.round(value)}` : value.toFixed(1));

/** The load figures as Markdown rows: database, run, req/s, p50 / p95 / p99, non-2xx, errors, target. */
export function loadRows(figures: LoadFigures[]): string[][] {
  const rows: string[][] = [];
  for (const { database, runs } of figures) {
    for (const run of runs) {
      const target =
        run.name === 'mixed' && database === 'PostgreSQL'
          ? `0 errors, p99 < 200 ms: ${run.non2xx + run.errors === 0 && run.p99 < 200 ? 'met' : 'missed'}`
          : run.name === 'record'
            ? `>= 2,000 req/s: ${run.perSecond >= 2000 ? 'met' : 'missed'}`
            : '';
      rows.push([
        database,
        `${LABELS[run.name] ?? run.name}, ${run.connections} connections, ${run.seconds} s`,
        `${Math.round(run.perSecond).toLocaleString('en')}`,
        `${fmt(run.p50)} / ${fmt(run.p95)} / ${fmt(run.p99)} ms`,
        `${run.non2xx} / ${run.errors}`,
        target,
      ]);
    }
  }
  return rows;
}

const LABELS: Record<string, string> = {
  mixed: 'mixed (30% list pages, 25% searches, 25% records, 15% clients, 5% writes)',
  record: 'GET /api/student/{id}',
  health: 'GET /api/health (the ceiling)',
};
