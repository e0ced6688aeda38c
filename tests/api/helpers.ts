import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { ROLES, type Role } from '../../domain/permissions';
import { buildApp } from '../../server/app';
import { type Config, testConfig } from '../../server/config';
import type { PgliteArtifacts } from '../../server/db/connect';
import { staff } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { signAccessToken } from '../../server/lib/tokens';
import type { LogDestination } from '../../server/plugins/logging';
import { documentChecker, requestOf } from './openapi-check';

export type App = Awaited<ReturnType<typeof buildApp>>;
export type As = 'nobody' | 'superAdmin' | 'admin' | 'teacher';

export const PASSWORD = 'Test-pass-1!';
const cachedHash = hashPassword(PASSWORD);

let artifacts: Promise<PgliteArtifacts> | undefined;
/**
 * PGlite's program compiled and its file bundle read once a worker, for every embedded database of
 * its files (each PGlite otherwise compiles its own: about 0.17 s of each file).
 */
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return artifacts;
}

/**
 * The document checker of each app configuration, built at the first request of the first app so
 * configured and kept for the worker's later files (the api files share their module graph): the
 * same code and settings serve the same document, so its schemas are compiled once a worker
 * instead of once a file (the document and its compilation took about 0.6 s of each file).
 */
const checkers = new Map<string, ReturnType<typeof documentChecker>>();

/**
 * Every answer app.inject gets is checked against the OpenAPI document the app serves
 * (tests/api/openapi-check.ts): an answer the document does not tell fails the request's test,
 * naming the method, path, status and what does not match. `settings` are the configuration the
 * app was built with beyond the test defaults.
 */
function checkAnswersAgainstDocument(app: App, settings: Partial<Config>) {
  const key = JSON.stringify(settings);
  const inject = app.inject.bind(app);
  const checked = async (options: string | InjectOptions) => {
    const res = await inject(options);
    let check = checkers.get(key);
    if (!check) {
      check = documentChecker(app.swagger() as unknown as Record<string, unknown>);
      checkers.set(key, check);
    }
    const { method, url } = requestOf(options);
    const problem = check(method, url, res);
    if (problem) throw new Error(`The answer is not what the OpenAPI document says. ${problem}`);
    return res;
  };
  // The chained form (app.inject().get(...)) and callbacks are not used by the api tests.
  app.inject = ((options?: string | InjectOptions, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as App['inject'];
}

/**
 * A fresh app for one test file: a copy of the migrated embedded database, or, when
 * TEST_DATABASE_URL is set, a throwaway PostgreSQL database copied from the migrated template.
 * `settings` are configuration the file needs (METRICS_TOKEN, say). With a logStream, every log
 * line (level trace) goes there (tests/api/log-secrets.test.ts).
 */
export async function build({ logStream, ...settings }: Partial<Config> & LogDestination = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    // Named after the run's template, whose teardown drops what a file left (tests/api/global-setup.ts).
    const name = `${inject('postgresTemplate')}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: testUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const app = await buildApp(
    testConfig({
      ...settings,
      dataDir,
      DATABASE_URL: databaseUrl,
      memoryDatabase: !databaseUrl,
      ...(logStream ? { LOG_LEVEL: 'trace' } : {}),
    }),
    {
      logStream,
      ...(databaseUrl
        ? {}
        : {
            loadDataDir: new Blob([readFileSync(inject('pgTemplate'))]),
            pgliteArtifacts: await pgliteArtifacts(),
          }),
    },
  );
  await app.ready();
  checkAnswersAgainstDocument(app, settings);

  const users = new Map<As, { id: string; token: string; email: string }>();
  /** A staff account of that role, created once per file. */
  async function account(role: Exclude<As, 'nobody'>) {
    const found = users.get(role);
    if (found) return found;
    const type: Role = ROLES[role];
    const email = `${role.toLowerCase()}@test.example`;
    const [row] = await app.db
      .insert(staff)
      .values({
        type,
        name: role.toUpperCase(),
        firstname: 'Test',
        email,
        passwordHash: await cachedHash,
        status: 'active',
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    const id =
      row?.id ??
      (await app.db.query.staff.findFirst({ where: (s, { eq }) => eq(s.email, email) }))!.id;
    const token = await signAccessToken(app.config.jwtSecret, { sub: id, type, email });
    const user = { id, token, email };
    users.set(role, user);
    return user;
  }

  /** app.inject as a role ("nobody": no Authorization header). */
  async function injectAs(as: As, options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (as !== 'nobody') headers.authorization = `Token ${(await account(as)).token}`;
    return app.inject({ ...options, headers });
  }

  /** Mails written to the outbox folder, oldest first. */
  function outbox(): { to: string; subject: string; text: string; html?: string }[] {
    const dir = join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
    return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  }

  const others: { app: App; dataDir: string }[] = [];
  /**
   * A second API server on this file's database, with its own DATA_DIR and the same JWT secret.
   * PostgreSQL only (TEST_DATABASE_URL): an embedded database belongs to one process.
   */
  async function anotherServer(): Promise<App> {
    if (!databaseUrl) throw new Error('a second server needs TEST_DATABASE_URL');
    const otherDir = mkdtempSync(join(tmpdir(), 'api-data-'));
    const other = await buildApp(testConfig({ dataDir: otherDir, DATABASE_URL: databaseUrl }));
    await other.ready();
    checkAnswersAgainstDocument(other, {});
    others.push({ app: other, dataDir: otherDir });
    return other;
  }

  afterAll(async () => {
    for (const other of others) {
      await other.app.close();
      rmSync(other.dataDir, { recursive: true, force: true });
    }
    await app.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return { app, injectAs, account, outbox, dataDir, anotherServer };
}
