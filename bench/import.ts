import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { companies, staff, students } from '../server/db/schema';
import { signAccessToken } from '../server/lib/tokens';
import { multipart } from '../tests/api/multipart';
import { ms, now, since } from './stats';

export interface ImportRun {
  step: 'dry run' | 'import';
  ms: number;
  /** The process's RSS at its highest during the request, and its growth over the RSS before it. */
  peakRssMb: number;
  rssGrowthMb: number;
}

export interface ImportFigures {
  rows: number;
  fileMb: number;
  runs: ImportRun[];
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** A csv of learners as a spreadsheet program saves it: semicolons, French headers, accents. */
function learnersCsv(rows: number): Buffer {
  const lines = ['Nom;Prénom;E-mail;Téléphone;Niveau'];
  for (let i = 0; i < rows; i++)
    lines.push(`Lefèvre${i};Hélène;helene.${i}@import.example;+33 1 23 45 67 89;B${1 + (i % 2)}`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/**
 * POST /student/import/check then /student/import of a 10,000-row csv, in process (app.inject) on
 * an embedded PGlite: the time of each and the process's peak RSS while it runs.
 */
export async function measureImport(
  rows: number,
  log: (l: string) => void,
): Promise<ImportFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const app = await buildApp(testConfig({ dataDir }));
  try {
    await app.ready();
    const [client] = await app.db
      .insert(companies)
      .values({ name: 'Bench import', country: 'FR', type: 'Client', languageArea: 1 })
      .returning({ id: companies.id });
    const email = 'bench.import@example.com';
    const [admin] = await app.db
      .insert(staff)
      .values({ type: ROLES.admin, name: 'BENCH', firstname: 'Admin', email, status: 'active' })
      .returning({ id: staff.id });
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: ROLES.admin,
      email,
    });
    const file = learnersCsv(rows);
    const runs: ImportRun[] = [];
    for (const [step, path] of [
      ['dry run', 'import/check'],
      ['import', 'import'],
    ] as const) {
      (globalThis as { gc?: () => void }).gc?.();
      const rss0 = process.memoryUsage().rss;
      let rss = rss0;
      const sampler = setInterval(() => {
        rss = Math.max(rss, process.memoryUsage().rss);
      }, 10);
      const form = multipart(
        { company: client.id },
        { name: 'learners.csv', type: 'text/csv', content: file },
      );
      const t0 = now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/student/${path}`,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Token ${token}` },
      });
      const elapsed = since(t0);
      clearInterval(sampler);
      rss = Math.max(rss, process.memoryUsage().rss);
      if (res.statusCode !== 200)
        throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const run = { step, ms: elapsed, peakRssMb: mb(rss), rssGrowthMb: mb(rss - rss0) };
      log(`  ${step}: ${ms(elapsed)}, peak RSS ${run.peakRssMb} MB (+${run.rssGrowthMb} MB)`);
      runs.push(run);
    }
    const [{ n }] = await app.db.select({ n: count() }).from(students);
    if (n !== rows) throw new Error(`import: ${n} students, expected ${rows}`);
    return { rows, fileMb: Math.round((file.length / 2 ** 20) * 10) / 10, runs };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const importRows = (f: ImportFigures) =>
  f.runs.map((r) => [
    'PGlite',
    r.step,
    `${f.rows.toLocaleString('en')} rows, ${f.fileMb} MB`,
    ms(r.ms),
    `${r.peakRssMb} MB (+${r.rssGrowthMb} MB)`,
  ]);
