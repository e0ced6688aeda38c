import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildServer, signIn, startChildServer } from './child-server';
import { BROWSED_PAGES, fire, mixedRequest, type Pools } from './load';
import { rssMb } from './server';
import { throwawayDatabase } from './timing';

const ADMIN = { email: 'soak-admin@example.com', password: 'Soak-pass-1!' };

export interface SoakMinute {
  minute: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx, socket errors and timeouts. */
  errors: number;
  /** The server's resident memory at the end of the minute (VmRSS), in MB. */
  rssMb: number;
  /** Students in the database at the end of the minute (the list's total). */
  students: number;
}

export interface SoakFigures {
  database: 'PGlite' | 'PostgreSQL';
  /** VmRSS after start (migrations, demo data) and the sign-ins, before the load. */
  startRssMb: number;
  minutes: SoakMinute[];
}

export interface SoakOptions {
  minutes: number;
  connections: number;
  log: (line: string) => void;
  /** Node arguments of another build of the server than `npm run serve` (before/after comparisons). */
  script?: string[];
}

/** The list total of a resource (Content-Range), and its first ids. */
async function listed(url: string, token: string, path: string, size: number) {
  const res = await fetch(`${url}/api/${path}range=${JSON.stringify([0, size - 1])}`, {
    headers: { authorization: `Token ${token}` },
  });
  const rows = (await res.json()) as { _id?: string; id?: string }[];
  const total = Number(res.headers.get('content-range')?.split('/')[1]);
  if (res.status !== 200 || !Number.isFinite(total))
    throw new Error(`${path} answered ${res.status}`);
  return { total, ids: rows.map((r) => String(r._id ?? r.id)) };
}

/**
 * The embedded default as a new user runs it: the production server on a new data dir with the demo
 * data, then the mixed load of `bench/load.ts` (5% writes, so the students table grows) for
 * `minutes`, one autocannon run a minute; after each, the server's VmRSS and the students' total.
 */
export async function measureSoak(
  kind: 'PGlite' | 'PostgreSQL',
  options: SoakOptions,
): Promise<SoakFigures> {
  const { log } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  const database =
    kind === 'PostgreSQL'
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'soak')
      : undefined;
  let server: ChildServer | undefined;
  try {
    server = await startChildServer({
      dataDir,
      run: 'serve',
      script: options.script,
      env: {
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    const pid = server.child.pid as number;
    // Access tokens last 15 minutes: each client signs in again every 10, as a browser would refresh.
    const tokens: string[] = [];
    const signInAll = async () => {
      for (let i = 0; i < options.connections; i++)
        tokens[i] = await signIn(server?.url as string, ADMIN, `10.97.0.${i + 1}`);
    };
    await signInAll();
    const students = await listed(server.url, tokens[0], 'student?', 1000);
    const clients = await listed(
      server.url,
      tokens[0],
      `company?filter=${encodeURIComponent(JSON.stringify({ type: 'Client' }))}&`,
      1,
    );
    const ids = [...students.ids].sort(() => Math.random() - 0.5);
    // Records read, phones updated and students archived come from the demo's own students.
    const third = Math.floor(ids.length / 3);
    const pools: Pools = {
      read: ids.slice(0, third),
      update: ids.slice(third, 2 * third),
      archive: ids.slice(2 * third),
    };
    const next = mixedRequest(
      pools,
      Math.min(BROWSED_PAGES, Math.ceil(students.total / 25)),
      Math.min(BROWSED_PAGES, Math.ceil(clients.total / 25)),
      Date.now().toString(36),
    );
    const startRssMb = rssMb(pid);
    log(
      `  ${kind}: ${students.total} students, ${clients.total} clients, ${Math.round(startRssMb)} MB after start; ${options.minutes} minutes of the mixed load, ${options.connections} clients`,
    );
    const minutes: SoakMinute[] = [];
    for (let minute = 1; minute <= options.minutes; minute++) {
      if (minute % 10 === 0) await signInAll();
      const run = await fire(server.url, 'soak', options.connections, 60, next, tokens);
      const total = (await listed(server.url, tokens[0], 'student?', 1)).total;
      const sample: SoakMinute = {
        minute,
        perSecond: run.perSecond,
        p50: run.p50,
        p99: run.p99,
        errors: run.non2xx + run.errors,
        rssMb: rssMb(pid),
        students: total,
      };
      minutes.push(sample);
      log(
        `  ${kind} minute ${minute}: ${Math.round(sample.perSecond)} req/s, p50 ${Math.round(sample.p50)} ms, p99 ${Math.round(sample.p99)} ms, errors ${sample.errors}, ${Math.round(sample.rssMb)} MB, ${sample.students} students`,
      );
    }
    return { database: kind, startRssMb, minutes };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the soak's targets ask, per database: end memory, growth over the last 20 minutes, last minute's throughput against the first, errors. */
export function soakVerdict(figures: SoakFigures) {
  const { minutes } = figures;
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  const tail = minutes.slice(-Math.min(20, minutes.length));
  const tailRss = tail.map((m) => m.rssMb);
  return {
    endRssMb: last.rssMb,
    /** The last 20 minutes' highest VmRSS less their first. */
    tailGrowthMb: Math.max(...tailRss) - tailRss[0],
    /** The last minute's req/s as a share of the first's. */
    throughputRatio: last.perSecond / first.perSecond,
    errors: minutes.reduce((sum, m) => sum + m.errors, 0),
  };
}

const round = (n: number) => `${Math.round(n)}`;

/** Soak rows: database, minute, req/s, p50 / p99, errors, VmRSS, students (every fifth minute, the first and the last). */
export function soakRows(figures: SoakFigures[]): string[][] {
  const rows: string[][] = [];
  for (const { database, startRssMb, minutes } of figures) {
    rows.push([database, 'start', '', '', '', `${round(startRssMb)} MB`, '']);
    for (const m of minutes) {
      if (m.minute !== 1 && m.minute % 5 !== 0 && m.minute !== minutes.length) continue;
      rows.push([
        database,
        String(m.minute),
        round(m.perSecond),
        `${Math.round(m.p50)} / ${Math.round(m.p99)} ms`,
        String(m.errors),
        `${round(m.rssMb)} MB`,
        m.students.toLocaleString('en'),
      ]);
    }
  }
  return rows;
}

/** Verdict rows: database, end VmRSS (< 400 MB on PGlite), growth over the last 20 minutes, last/first req/s, errors. */
export function soakVerdictRows(figures: SoakFigures[]): string[][] {
  return figures.map((f) => {
    const v = soakVerdict(f);
    const pglite = f.database === 'PGlite';
    return [
      f.database,
      `${round(v.endRssMb)} MB${pglite ? ` (< 400: ${v.endRssMb < 400 ? 'met' : 'missed'})` : ''}`,
      `${round(v.tailGrowthMb)} MB`,
      `${Math.round(v.throughputRatio * 100)}% (>= 90: ${v.throughputRatio >= 0.9 ? 'met' : 'missed'})`,
      `${v.errors} (0: ${v.errors === 0 ? 'met' : 'missed'})`,
    ];
  });
}
