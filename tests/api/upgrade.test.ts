import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrationsFolder } from '../../server/db/connect';
import { type StartInfo, seedAtStart } from '../../server/start';

/** What scripts/upgrade-fixture.mjs wrote beside the previous release's data dir. */
interface Fixture {
  commit: string;
  pglite: string;
  postgres: string;
  migrations: number;
  archive: string;
  admin: { email: string; password: string };
  records: Record<string, { url: string; expect: Record<string, unknown> }>;
}

const folder = resolve('tests/fixtures/upgrade');
const described = readdirSync(folder).filter((name) => name.endsWith('.json'));
if (described.length !== 1)
  throw new Error(`tests/fixtures/upgrade holds ${described.length} fixtures, not one`);
const fixture = JSON.parse(readFileSync(join(folder, described[0]), 'utf8')) as Fixture;
const release = `${fixture.commit.slice(0, 7)} (PGlite ${fixture.pglite}, PostgreSQL ${fixture.postgres})`;
const pglite = (
  JSON.parse(readFileSync(resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The PostgreSQL version of this build's PGlite, read from a database in memory. */
async function postgresOfThisBuild(): Promise<string> {
  try {
    const db = await PGlite.create();
    const { rows } = await db.query<{ server_version: string }>('show server_version');
    await db.close();
    return rows[0].server_version;
  } catch (error) {
    return `unknown: ${(error as Error).message}`;
  }
}

/**
 * An upgrade: this build starts as `npm start` does (server/serve.ts: loadConfig, buildApp, which
 * migrates, then seedAtStart) on the embedded data dir that the previous landed release made with
 * its own start, and answers the records that release wrote through its API. The fixture comes
 * from scripts/upgrade-fixture.mjs (docs/upgrading.md); each release replaces it.
 *
 * On the PostgreSQL pass (TEST_DATABASE_URL) it does not run again: the fixture is an embedded data
 * dir, which the embedded pass has opened; PostgreSQL's own upgrade is its server's, and the same
 * migrations run there on every api test's database.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  `an upgrade from the data dir of ${release}`,
  () => {
    // Made in beforeAll: the PostgreSQL pass collects these tests without running its hooks.
    let dataDir = '';
    let app: FastifyInstance | undefined;
    let startInfo: StartInfo | undefined;
    let failure: Error | undefined;
    let token = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'api-upgrade-'));
      execFileSync('tar', ['-xzf', join(folder, fixture.archive), '-C', dataDir]);
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JOBS_INTERVAL_MS: '0',
        // On an empty database the start would seed the demo data: the old data dir is not empty.
        SEED_DEMO: 'true',
        ADMIN_EMAIL: 'someone.else@upgrade.example',
      });
      try {
        app = await buildApp(config);
        await app.ready();
      } catch (error) {
        failure = new Error(
          `The fixture's data dir, made by ${release}, did not open or migrate with this build's ` +
            `PGlite ${pglite} (PostgreSQL ${await postgresOfThisBuild()}): ` +
            `${(error as Error).message}. A PGlite of another PostgreSQL major version or data ` +
            'dir format cannot open an existing data dir: such a release needs a step of its own ' +
            '(docs/upgrading.md).',
          { cause: error },
        );
        return;
      }
      startInfo = await seedAtStart(app);
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const started = () => {
      if (failure) throw failure;
      if (!app) throw new Error('the app did not start');
      return app;
    };
    const get = (url: string) =>
      started().inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });

    it('opens and migrates it: every migration of this build is recorded, none seeded again', async () => {
      const app = started();
      const files = readMigrationFiles({ migrationsFolder });
      const applied = (await app.db.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by id`,
      )) as unknown as { rows: { created_at: string | number }[] };
      expect(applied.rows.length).toBeGreaterThanOrEqual(fixture.migrations);
      // drizzle runs only the migrations newer than the last one recorded: one dated earlier would
      // be skipped on an existing database, and missing here.
      expect(applied.rows.map((r) => Number(r.created_at)).sort()).toEqual(
        files.map((f) => f.folderMillis).sort(),
      );
      expect(startInfo).toMatchObject({ adminCreated: false, demoSeeded: false });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });

    it("signs in the release's Super Administrator with the password it was given", async () => {
      const res = await started().inject({
        method: 'POST',
        url: '/api/administrator/login',
        payload: fixture.admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      token = res.json().token;
    });

    for (const [name, record] of Object.entries(fixture.records)) {
      it(`answers the ${name} it wrote (${record.url})`, async () => {
        expect(token, 'signed in').not.toBe('');
        const res = await get(record.url);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject(record.expect);
      });
    }

    it('writes beside the old rows: a new learner in the old client', async () => {
      const company = fixture.records.company.expect._id;
      const res = await started().inject({
        method: 'POST',
        url: '/api/student',
        headers: { authorization: `Token ${token}` },
        payload: {
          name: 'After',
          firstname: 'Upgrade',
          email: 'after.upgrade@upgrade.example',
          company,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const learners = await get(
        `/api/student?filter=${encodeURIComponent(JSON.stringify({ company }))}`,
      );
      expect(learners.statusCode, learners.body).toBe(200);
      expect((learners.json() as { email: string }[]).map((s) => s.email).sort()).toEqual([
        'after.upgrade@upgrade.example',
        fixture.records.student.expect.email,
      ]);
    });
  },
);
