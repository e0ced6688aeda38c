import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { staff, students } from '../server/db/schema';
import { generateScaleData, type ScaleCounts } from '../server/db/seed/scale';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { now, since } from './stats';
import { apiTimer, throwawayDatabase } from './timing';

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
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'bench')
      : undefined;
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase?.url }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
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

    const time = apiTimer(app);
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
      const timing = await time(url, token, n);
      const op: Operation = {
        name,
        listPage,
        api: timing.api,
        sql: timing.sql,
        statements: timing.statements.length,
        runs: n,
      };
      results.push(op);
      log(
        `  ${kind}: ${name}: api p50 ${op.api.p50.toFixed(1)} ms, sql p50 ${op.sql.p50.toFixed(1)} ms`,
      );
      timing.statements.forEach((s, k) => {
        const text = s.text.replace(/\s+/g, ' ').slice(0, 110);
        log(`      ${timing.statementP50[k].toFixed(1)} ms  ${text}`);
      });
    }
    return { database: kind, generationMs, operations: results };
  } finally {
    await app.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
