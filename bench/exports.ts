import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { companies, staff } from '../server/db/schema';
import { runDueJobs } from '../server/jobs/worker';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { ms, now, since } from './stats';
import { throwawayDatabase } from './timing';

export interface ExportRun {
  rows: number;
  ms: number;
  size: number;
  /** Growth over the run's start, sampled every 10 ms: resident set and V8 heap. */
  peakRssMb: number;
  peakHeapMb: number;
}

export interface ExportFigures {
  seedMs: number;
  runs: ExportRun[];
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * The students xlsx as a job (POST /exports, then the jobs worker) on PostgreSQL: `small` students
 * of one client and `total` in all; the client's export, then everyone's, each timed with its
 * peak memory, to show memory does not grow with the row count (the writer streams).
 */
export async function measureExports(
  total: number,
  small: number,
  log: (line: string) => void,
): Promise<ExportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-exports-'));
  const database = await throwawayDatabase(
    process.env.TEST_DATABASE_URL as string,
    'bench_exports',
  );
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: database.url }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await app.ready();
    const started = now();
    const [a, b] = await app.db
      .insert(companies)
      .values(
        ['Bench A', 'Bench B'].map((name) => ({
          name,
          country: 'FR',
          type: 'Client' as const,
          languageArea: 1,
        })),
      )
      .returning({ id: companies.id });
    await app.db.execute(sql`
      insert into students (name, firstname, email, phone, level, company_id)
      select 'Bench ' || lpad(i::text, 6, '0'), 'Élodie', 'bench' || i || '@example.com',
        '+33 1 23 45 67 89', i % 7, case when i <= ${small} then ${a.id}::uuid else ${b.id}::uuid end
      from generate_series(1, ${total}) as i`);
    await app.db.execute(sql`vacuum analyze students`);
    const seedMs = since(started);
    log(`  PostgreSQL: ${total.toLocaleString('en')} students in ${ms(seedMs)}`);
    const [admin] = await app.db
      .insert(staff)
      .values({
        type: ROLES.admin,
        name: 'BENCH',
        firstname: 'Admin',
        email: 'bench.exports@example.com',
        status: 'active',
      })
      .returning({ id: staff.id });
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: ROLES.admin,
      email: 'bench.exports@example.com',
    });
    const runs: ExportRun[] = [];
    for (const [rows, filter] of [
      [small, { company: a.id }],
      [total, {}],
    ] as const) {
      (globalThis as { gc?: () => void }).gc?.();
      const rss0 = process.memoryUsage().rss;
      const heap0 = process.memoryUsage().heapUsed;
      let rss = rss0;
      let heap = heap0;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        rss = Math.max(rss, m.rss);
        heap = Math.max(heap, m.heapUsed);
      }, 10);
      const t0 = now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: { authorization: `Token ${token}`, 'accept-language': 'fr' },
        payload: { kind: 'students', format: 'xlsx', filter },
      });
      if (res.statusCode !== 202) throw new Error(`POST /exports: ${res.statusCode} ${res.body}`);
      await runDueJobs(app);
      const elapsed = since(t0);
      clearInterval(sampler);
      const row = (
        await app.inject({
          url: `/api/exports/${res.json()._id}`,
          headers: { authorization: `Token ${token}` },
        })
      ).json();
      if (row.status !== 'done' || row.progress !== rows)
        throw new Error(`export not done: ${JSON.stringify(row)}`);
      const run = {
        rows,
        ms: elapsed,
        size: row.size,
        peakRssMb: mb(rss - rss0),
        peakHeapMb: mb(heap - heap0),
      };
      log(
        `  ${rows.toLocaleString('en')} rows: ${ms(elapsed)}, ${mb(row.size)} MB, peak growth RSS +${run.peakRssMb} MB, heap +${run.peakHeapMb} MB`,
      );
      runs.push(run);
    }
    return { seedMs, runs };
  } finally {
    await app.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const exportRows = (f: ExportFigures) =>
  f.runs.map((r) => [
    r.rows.toLocaleString('en'),
    ms(r.ms),
    `${mb(r.size)} MB`,
    `+${r.peakRssMb} MB`,
    `+${r.peakHeapMb} MB`,
  ]);
