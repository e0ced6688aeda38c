import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { companies, staff, students } from '../server/db/schema';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { multipart } from '../tests/api/multipart';
import { ms, now, since } from './stats';

export interface ImportRun {
  step: string;
  format: 'csv' | 'xlsx';
  fileMb: number;
  ms: number;
  /** The process's RSS at its highest during the request, and its growth over the RSS before it. */
  peakRssMb: number;
  rssGrowthMb: number;
}

export interface ImportFigures {
  rows: number;
  runs: ImportRun[];
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** A csv of learners as a spreadsheet program saves it: semicolons, French headers, accents. */
const learners = (rows: number) => [
  ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Niveau'],
  ...Array.from({ length: rows }, (_, i) => [
    `Lefèvre${i}`,
    'Hélène',
    `helene.${i}@import.example`,
    '+33 1 23 45 67 89',
    `B${1 + (i % 2)}`,
  ]),
];

const learnersCsv = (rows: number) =>
  Buffer.from(
    learners(rows)
      .map((r) => r.join(';'))
      .join('\r\n'),
    'utf8',
  );

async function learnersXlsx(rows: number) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Learners').addRows(learners(rows));
  return Buffer.from(await book.xlsx.writeBuffer());
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
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
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
    const csv = learnersCsv(rows);
    const xlsx = await learnersXlsx(rows);
    const runs: ImportRun[] = [];
    // The xlsx's dry run comes last: its rows are the students the csv created ('existing').
    for (const [step, path, format, file] of [
      ['dry run', 'import/check', 'csv', csv],
      ['import', 'import', 'csv', csv],
      ['dry run', 'import/check', 'xlsx', xlsx],
    ] as const) {
      (globalThis as { gc?: () => void }).gc?.();
      const rss0 = process.memoryUsage().rss;
      let rss = rss0;
      const sampler = setInterval(() => {
        rss = Math.max(rss, process.memoryUsage().rss);
      }, 10);
      const form = multipart(
        { company: client.id },
        { name: `learners.${format}`, type: 'application/octet-stream', content: file },
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
      const run = {
        step,
        format,
        fileMb: Math.round((file.length / 2 ** 20) * 10) / 10,
        ms: elapsed,
        peakRssMb: mb(rss),
        rssGrowthMb: mb(rss - rss0),
      };
      log(
        `  ${format} ${step}: ${ms(elapsed)}, peak RSS ${run.peakRssMb} MB (+${run.rssGrowthMb} MB)`,
      );
      runs.push(run);
    }
    const [{ n }] = await app.db.select({ n: count() }).from(students);
    if (n !== rows) throw new Error(`import: ${n} students, expected ${rows}`);
    return { rows, runs };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const importRows = (f: ImportFigures) =>
  f.runs.map((r) => [
    'PGlite',
    r.step,
    `${r.format}, ${f.rows.toLocaleString('en')} rows, ${r.fileMb} MB`,
    ms(r.ms),
    `${r.peakRssMb} MB (+${r.rssGrowthMb} MB)`,
  ]);
