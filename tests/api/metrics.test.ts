import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../server/db/schema';
import { enqueue } from '../../server/jobs/queue';
import { UNMATCHED } from '../../server/plugins/metrics';
import { build } from './helpers';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of one sample of the text format, or undefined when there is none. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('Prometheus metrics at /metrics', async () => {
  const { app, injectAs, account, outbox, dataDir } = await build({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a missing or wrong token', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const short = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } });
    expect(short.statusCode).toBe(401);
    // A staff member's access token is not the metrics token.
    const staff = await injectAs('superAdmin', { url: '/metrics' });
    expect(staff.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const teacher = await account('teacher');
    for (let i = 0; i < 3; i++) {
      expect((await injectAs('nobody', { url: '/api/health' })).statusCode).toBe(200);
    }
    expect((await injectAs('nobody', { url: '/api/language' })).statusCode).toBe(401);
    expect((await injectAs('admin', { url: `/api/teacher/${teacher.id}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/no/such/page?token=secret' })).statusCode).toBe(404);

    const text = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sample(text, 'http_requests_total', health)).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/language',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/teacher/:id',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: UNMATCHED, status_code: '404' }),
    ).toBe(1);
    expect(text).not.toContain(teacher.id);
    expect(text).not.toContain('secret');
    // The duration histogram: its buckets, count and sum by the same labels.
    expect(sample(text, 'http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
  });

  it('times the database statements', async () => {
    const text = await scrape();
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'db_query_duration_seconds_sum')).toBeGreaterThan(0);
    const pooled = sample(text, 'db_pool_connections_max');
    if (app.databaseKind === 'postgres') {
      expect(pooled).toBe(10);
      expect(sample(text, 'db_pool_connections_open')).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
    } else expect(pooled).toBeUndefined();
  });

  it('counts the jobs of the queue by kind: due, running and failed', async () => {
    const now = Date.now();
    await enqueue(app.db, [
      { kind: 'mail', key: 'metrics-due-1', payload: {}, runAt: new Date(now - 60_000) },
      { kind: 'mail', key: 'metrics-due-2', payload: {}, runAt: new Date(now - 1_000) },
      // Not due yet: in no state.
      { kind: 'mail', key: 'metrics-later', payload: {}, runAt: new Date(now + 3_600_000) },
      { kind: 'session_reminder', key: 'metrics-running', payload: {} },
      { kind: 'export_file', key: 'metrics-failed', payload: {} },
    ]);
    await app.db
      .update(jobs)
      .set({ lockedBy: randomUUID(), lockedUntil: new Date(now + 600_000) })
      .where(eq(jobs.key, 'metrics-running'));
    await app.db
      .update(jobs)
      .set({ failedAt: new Date(now), lastError: 'broken' })
      .where(eq(jobs.key, 'metrics-failed'));

    const text = await scrape();
    const jobsOf = (kind: string, state: string) => sample(text, 'jobs', { kind, state });
    expect(jobsOf('mail', 'due')).toBe(2);
    expect(jobsOf('session_reminder', 'running')).toBe(1);
    expect(jobsOf('session_reminder', 'due')).toBe(0);
    expect(jobsOf('export_file', 'failed')).toBe(1);
    expect(jobsOf('export_file', 'due')).toBe(0);
    // Every kind is there, at 0 when it has no job.
    expect(jobsOf('session_cancelled', 'due')).toBe(0);
  });

  it('counts the mails sent and those that failed', async () => {
    const admin = await account('admin');
    const before = await scrape();
    const sentBefore = sample(before, 'mails_total', { outcome: 'sent' }) ?? Number.NaN;
    const failedBefore = sample(before, 'mails_total', { outcome: 'failed' }) ?? Number.NaN;
    const mailsBefore = outbox().length;
    const recover = () =>
      injectAs('nobody', {
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: admin.email, type: 'admin' },
      });
    expect((await recover()).statusCode).toBe(200);
    await vi.waitFor(() => expect(outbox().length).toBe(mailsBefore + 1));
    await vi.waitFor(async () =>
      expect(sample(await scrape(), 'mails_total', { outcome: 'sent' })).toBe(sentBefore + 1),
    );

    // An outbox that cannot be written (a file where its folder goes): the mail fails.
    rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
    writeFileSync(join(dataDir, 'outbox'), 'not a folder');
    try {
      expect((await recover()).statusCode).toBe(200);
      await vi.waitFor(async () =>
        expect(sample(await scrape(), 'mails_total', { outcome: 'failed' })).toBe(failedBefore + 1),
      );
    } finally {
      rmSync(join(dataDir, 'outbox'), { force: true });
    }
  });

  it("shows the process's event loop delay and memory", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(
      sample(text, 'nodejs_heap_size_used_bytes') ??
        sample(text, 'nodejs_heap_space_size_used_bytes'),
    ).toBeGreaterThan(0);
  });
});

describe('/metrics without METRICS_TOKEN', async () => {
  // With the built app's page served: /metrics is no deep link of it.
  const staticDir = mkdtempSync(join(tmpdir(), 'metrics-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const { app } = await build({ staticDir });

  it('answers 404, token or not, and not the app page', async () => {
    expect((await app.inject({ url: '/some/deep/link' })).body).toContain('<title>app</title>');
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const withToken = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });
});
