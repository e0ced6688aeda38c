import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, testConfig } from '../../server/config';
import { companies, customers, staff, students } from '../../server/db/schema';

type App = Awaited<ReturnType<typeof buildApp>>;
const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new empty database: a PGlite folder, or a throwaway database on TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<Partial<Config>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seed-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!postgresUrl) return { dataDir, memoryDatabase: false };
  const name = `seed_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await run(`create database ${name}`);
  cleanups.push(() => run(`drop database if exists ${name} with (force)`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { dataDir, memoryDatabase: false, DATABASE_URL: url.toString() };
}

async function start(database: Partial<Config>, seedDemo: boolean): Promise<App> {
  const app = await buildApp(testConfig({ ...database, SEED_DEMO: seedDemo }));
  await app.ready();
  return app;
}

async function counts(app: App) {
  const of = async (table: typeof staff | typeof companies | typeof customers | typeof students) =>
    (await app.db.select({ n: count() }).from(table))[0].n;
  return {
    staff: await of(staff),
    companies: await of(companies),
    customers: await of(customers),
    students: await of(students),
  };
}

describe(`demo data on an empty database (${postgresUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('seeds an empty database once, and not again at the next start', async () => {
    const database = await emptyDatabase();
    const first = await start(database, true);
    expect(first.startInfo).toMatchObject({ adminCreated: true, demoSeeded: true });
    const seeded = await counts(first);
    expect(seeded.students).toBeGreaterThan(0);
    expect(seeded.companies).toBeGreaterThan(0);
    expect(seeded.staff).toBeGreaterThan(1);
    await first.close();

    const second = await start(database, true);
    expect(second.startInfo).toMatchObject({ adminCreated: false, demoSeeded: false });
    expect(await counts(second)).toEqual(seeded);
    await second.close();
  });

  it('leaves a database that already holds the first admin without demo data', async () => {
    const database = await emptyDatabase();
    const bare = await start(database, false);
    expect(bare.startInfo).toMatchObject({ adminCreated: true, demoSeeded: false });
    await bare.close();

    const again = await start(database, true);
    expect(again.startInfo.demoSeeded).toBe(false);
    expect(await counts(again)).toEqual({ staff: 1, companies: 0, customers: 0, students: 0 });
    await again.close();
  });

  it.runIf(postgresUrl)('seeds once when two servers start together on one database', async () => {
    const database = await emptyDatabase();
    const apps = await Promise.all([start(database, true), start(database, true)]);
    expect(apps.map((a) => a.startInfo.demoSeeded).sort()).toEqual([false, true]);
    expect(apps.map((a) => a.startInfo.adminCreated).sort()).toEqual([false, true]);
    const [a, b] = await Promise.all(apps.map(counts));
    expect(a).toEqual(b);
    const single = await emptyDatabase();
    const alone = await start(single, true);
    expect(a).toEqual(await counts(alone));
    await Promise.all([...apps, alone].map((app) => app.close()));
  });
});
