import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { connect, type Database } from '../../server/db/connect';

/** Rows per table of the public schema. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0].n;
  }
  return counts;
}

/**
 * Building the app seeds nothing: reference data, the first Super Administrator and the demo data
 * are the start's (server/start.ts). The migrations alone decide what a new database holds.
 */
/** Two new databases (migrations each): up to a minute on a busy machine. */
describe('building the app', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-build-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves the tables as the migrations made them and writes no file, demo data asked for', async () => {
    const migrated = await connect({});
    const expected = await rowCounts(migrated.db);
    await migrated.close();
    expect(Object.keys(expected).length).toBeGreaterThan(20);

    const app = await buildApp(testConfig({ dataDir, SEED_DEMO: true }));
    await app.ready();
    try {
      expect(await rowCounts(app.db)).toEqual(expected);
      const written = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      );
      expect(written.map((e) => join(e.parentPath, e.name))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
