import { createHash, timingSafeEqual } from 'node:crypto';
import { and, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle, PoolStats } from '../db/connect';
import { jobs } from '../db/schema';
import { JOB_KINDS } from '../jobs/queue';
import { notFound, unauthorized } from '../lib/http-errors';
import { bearer } from './auth';

/** The route label of a request no route matched (a 404, the SPA's deep links): one label for all. */
export const UNMATCHED = 'unmatched';

const JOB_STATES = ['due', 'running', 'failed'] as const;

/**
 * The process's own figures (event loop delay, memory, GC, CPU, handles): one set for the process,
 * made at the first app. collectDefaultMetrics cannot be stopped (it leaves an event loop monitor
 * and a GC observer running), so it is not run again for each app a test process builds.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics at GET /metrics (docs/monitoring.md), read with `Authorization: Bearer
 * <METRICS_TOKEN>`: 404 when no token is configured, 401 without it or with another one. The app's
 * figures live in a registry of their own (requests, database, jobs, mails), so the apps a test
 * process builds do not share counts; the process's figures are added to each answer.
 */
export function registerMetrics(app: FastifyInstance, handle: DatabaseHandle) {
  const registry = new Registry();
  const registers = [registry];

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // The route's pattern (/api/student/:id), never the URL: it holds ids and tokens.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database statement, from the call to its answer (failed ones too).',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  handle.onQuery((seconds) => queries.observe(seconds));

  const poolStats = handle.poolStats;
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('db_pool_connections_open', 'PostgreSQL connections the pool holds.', (s) => s.total);
    poolGauge('db_pool_connections_idle', 'Of them, the idle ones.', (s) => s.idle);
    poolGauge('db_pool_connections_max', 'The most connections the pool opens.', (s) => s.max);
    poolGauge(
      'db_pool_requests_waiting',
      'Queries waiting for a connection of the pool.',
      (s) => s.waiting,
    );
  }

  new Gauge({
    name: 'jobs',
    help: 'Jobs of the queue by kind and state: due (free to run now), running (under a lease), failed (given up, kept 30 days).',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const kind of JOB_KINDS) for (const state of JOB_STATES) this.set({ kind, state }, 0);
      const now = new Date();
      const count = (condition: ReturnType<typeof and>) =>
        sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      try {
        // Done jobs count in no state: the one query reads the rest, grouped by kind.
        const rows = await app.db
          .select({
            kind: jobs.kind,
            due: count(
              and(
                isNull(jobs.failedAt),
                lte(jobs.runAt, now),
                or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
              ),
            ),
            running: count(and(isNull(jobs.failedAt), gte(jobs.lockedUntil, now))),
            failed: count(isNotNull(jobs.failedAt)),
          })
          .from(jobs)
          .where(isNull(jobs.doneAt))
          .groupBy(jobs.kind);
        for (const row of rows) {
          for (const state of JOB_STATES) this.set({ kind: row.kind, state }, row[state]);
        }
      } catch (error) {
        // The other figures are still worth a scrape; the jobs are absent from this one.
        this.reset();
        app.log.warn({ err: error }, 'metrics: the jobs could not be counted');
      }
    },
  });

  const mails = new Counter({
    name: 'mails_total',
    help: 'Mails handed to the mailer (SMTP or outbox), by outcome: sent or failed (each attempt counts).',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);
  app.mailer.onSent((outcome) => mails.inc({ outcome }));

  const everything = Registry.merge([processMetrics(), registry]);
  const token = app.config.METRICS_TOKEN;
  const expected = token ? digest(token) : undefined;

  app.get(
    '/metrics',
    // Not in the API's document; its scrapes (every 15 s or so) are not logged.
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      if (!expected) throw notFound();
      const given = bearer(request);
      // Both sides hashed: equal lengths for timingSafeEqual, and no length told by the time taken.
      if (!given || !timingSafeEqual(digest(given), expected)) throw unauthorized();
      const text = await everything.metrics();
      return reply.header('cache-control', 'no-store').type(everything.contentType).send(text);
    },
  );
}
