import pg from 'pg';
import type { buildApp } from '../server/app';
import { median, now, percentile, since } from './stats';

export interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Records every statement the app sends to its database driver, and replays them straight through
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

export interface Timing {
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  /** The statements of the last run, and the median of each over the runs. */
  statements: Statement[];
  statementP50: number[];
  runs: number;
  /** Bytes of the last answer's body. */
  bytes: number;
}

export interface TimerOptions {
  /** The client address of the i-th call: a public route's per-address rate limit spread over many runs. */
  remoteAddress?: (i: number) => string;
}

/**
 * Times API calls (`app.inject`, in process) beside the raw SQL each one ran, replayed: two warm-up
 * calls first, not counted (the first plans and fills caches). `url(i)` gives the i-th call's path;
 * without a token the call is anonymous (a public route).
 */
export function apiTimer(app: App) {
  const rec = recorder((app.db as unknown as { $client: { query: QueryFn } }).$client);
  return async (
    url: (i: number) => string,
    token: string | undefined,
    runs: number,
    options: TimerOptions = {},
  ): Promise<Timing> => {
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    const perStatement: number[][] = [];
    let statements: Statement[] = [];
    let bytes = 0;
    const headers = token ? { authorization: `Token ${token}` } : {};
    for (let i = -2; i < runs; i++) {
      const remoteAddress = options.remoteAddress?.(i + 2);
      const started = now();
      const { result: res, statements: ran } = await rec.record(() =>
        app.inject({
          url: url(Math.max(i, 0)),
          headers,
          ...(remoteAddress ? { remoteAddress } : {}),
        }),
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
      bytes = res.rawPayload.length;
    }
    return {
      api: { p50: median(apiMs), p95: percentile(apiMs, 95) },
      sql: { p50: median(sqlMs), p95: percentile(sqlMs, 95) },
      statements,
      statementP50: statements.map((_, k) => median(perStatement[k] ?? [])),
      runs,
      bytes,
    };
  };
}

/** A throwaway database on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function throwawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
