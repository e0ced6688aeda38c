import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { runCli } from '../../server/backup/cli';
import { filesUnder } from '../../server/backup/make';
import { listBackups } from '../../server/backup/manifest';
import { nextNightlyBackup } from '../../server/backup/nightly';
import { RestoreError, restoreBackup } from '../../server/backup/restore';
import { backUpServer } from '../../server/backup/runner';
import { LINK_FILE, runningServer } from '../../server/backup/server-link';
import { type Config, testConfig } from '../../server/config';
import { auditLog, jobs, signatures, unitTrackers } from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { seedAtStart } from '../../server/start';
import { build } from './helpers';

type App = Awaited<ReturnType<typeof buildApp>>;

const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};
afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** The migrated database every api test file starts from (tests/api/global-setup.ts): no migrations to wait for. */
const template = () => ({ loadDataDir: new Blob([readFileSync(inject('pgTemplate'))]) });

/** A server on an embedded data dir, as serve.ts builds it (its backups in their own folder). */
const embedded = (dataDir: string, backupDir: string, more: Partial<Config> = {}) =>
  testConfig({ dataDir, memoryDatabase: false, BACKUP_DIR: backupDir, ...more });

const rowsOf = async (app: App, query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Every table of the database (the app's and drizzle's journal), each as its rows in one order. */
async function everyRow(app: App): Promise<Record<string, string>> {
  const tables = await rowsOf(
    app,
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const all: Record<string, string> = {};
  for (const { s, t } of tables) {
    const name = `"${s}"."${t}"`;
    const [row] = await rowsOf(
      app,
      sql.raw(`select coalesce(json_agg(x order by x::text), '[]')::text as rows
               from (select * from ${name}) x`),
    );
    all[`${s}.${t}`] = row.rows as string;
  }
  return all;
}

/** Each stored file's SHA-256, by key. */
async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const root = join(dataDir, 'files');
  const sums: Record<string, string> = {};
  for (const key of await filesUnder(root))
    sums[key] = createHash('sha256')
      .update(readFileSync(join(root, key)))
      .digest('hex');
  return sums;
}

/** The command, its printed lines kept, on an environment of its own. */
async function command(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runCli(argv, (line) => lines.push(line), env);
  return { code, out: lines.join('\n') };
}

/**
 * The embedded database's backup and restore (docs/backups.md). One data dir gets a day's data:
 * the demo's groups, signed half-days with their images in the files store and SCORM trackers,
 * and an audit trail written by API requests. `npm run backup` (runCli) asks the running server
 * for the backup; the data dir is removed, the backup restored into a new one, a server built on
 * it: every row of every table, every file byte for byte and the JWT secret are the same, and the
 * audit trail still refuses an update.
 */
// The demo's start, a backup, a restore and two reads of every table: 40 s on the 2-core machine
// at a load average of 8, six minutes at 27.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backups of the embedded database',
  { timeout: 600_000 },
  () => {
    it('backs up a running server with npm run backup, and restores it whole into a new data dir', async () => {
      const dataDir = folder('backup-data-');
      const backupDir = folder('backup-dest-');
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
      const app = await buildApp(embedded(dataDir, backupDir, { SEED_DEMO: true }));
      await seedAtStart(app);
      await app.ready();

      // A day's audited work: a sign-in and a news item, through the API.
      const login = await app.inject({
        method: 'POST',
        url: '/api/administrator/login',
        payload: { email: app.config.ADMIN_EMAIL, password: app.config.ADMIN_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const authorization = `Token ${login.json().token}`;
      const news = await app.inject({
        method: 'POST',
        url: '/api/news',
        headers: { authorization },
        payload: { title: 'Backed up', body: '<p>Before the backup</p>' },
      });
      expect(news.statusCode, news.body).toBe(201);
      const n = async (table: PgTable) => (await app.db.select({ n: count() }).from(table))[0].n;
      expect(await n(signatures)).toBeGreaterThan(0);
      expect(await n(unitTrackers)).toBeGreaterThan(0);
      expect(await n(auditLog)).toBeGreaterThanOrEqual(2);
      const files = await filesOf(dataDir);
      expect(Object.keys(files).some((key) => key.startsWith('signatures/'))).toBe(true);

      // Without a listening server, the command would open the data dir itself: here one listens.
      expect(runningServer(dataDir)).toBeUndefined();
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(runningServer(dataDir)?.pid).toBe(process.pid);
      // A wrong token, or none, is refused.
      const url = runningServer(dataDir)!.url;
      for (const token of [undefined, 'nope']) {
        const res = await fetch(`${url}/api/backups/local`, {
          method: 'POST',
          headers: token ? { 'x-backup-token': token } : {},
        });
        expect(res.status).toBe(403);
      }
      const made = await command(['backup'], env);
      expect(made.out).toContain('it makes the backup');
      expect(made.code, made.out).toBe(0);
      const [backup] = await listBackups(backupDir);
      expect(backup).toMatchObject({
        origin: 'manual',
        secret: true,
        files: { store: 'folder', count: Object.keys(files).length },
      });

      // The page's view of it, for a Super Administrator only.
      const page = await app.inject({ url: '/api/backups', headers: { authorization } });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        database: 'pglite',
        keep: 14,
        backups: [{ name: backup.name, origin: 'manual' }],
      });

      const rows = await everyRow(app);
      const secret = readFileSync(join(dataDir, 'jwt-secret'));
      await app.close();
      expect(existsSync(join(dataDir, LINK_FILE))).toBe(false);
      rmSync(dataDir, { recursive: true, force: true });

      // Refused: a folder that holds something, and a data dir a server runs on.
      const busy = folder('backup-busy-');
      writeFileSync(join(busy, 'something'), 'x');
      await expect(restoreBackup(backup.path, busy)).rejects.toThrow(/not empty/);
      const live = folder('backup-live-');
      writeFileSync(
        join(live, LINK_FILE),
        JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:1', token: 't' }),
      );
      await expect(restoreBackup(backup.path, live)).rejects.toThrow(/server is running/);
      await expect(restoreBackup(backupDir, join(busy, 'new'))).rejects.toThrow(RestoreError);
      expect(existsSync(join(busy, 'new'))).toBe(false);

      const target = join(folder('backup-restored-'), 'data');
      const restored = await command(['restore', backup.path, target], env);
      expect(restored.code, restored.out).toBe(0);
      const again = await buildApp(embedded(target, backupDir));
      await again.ready();
      try {
        expect(await everyRow(again)).toEqual(rows);
        expect(await filesOf(target)).toEqual(files);
        expect(readFileSync(join(target, 'jwt-secret'))).toEqual(secret);
        // Still append-only.
        for (const statement of [
          sql`update audit_log set ip = '10.0.0.1'`,
          sql`delete from audit_log`,
        ]) {
          const error = await again.db.execute(statement).then(
            () => undefined,
            (e: Error & { cause?: Error }) => e,
          );
          expect(error?.cause?.message).toMatch(/append-only/);
        }
        const [trail] = await again.db.select({ n: count() }).from(auditLog);
        expect(JSON.parse(rows['public.audit_log'])).toHaveLength(trail.n);
        // The restored server signs in the same administrator with the same secret.
        const me = await again.inject({ url: '/api/backups', headers: { authorization } });
        expect(me.statusCode, me.body).toBe(200);
      } finally {
        await again.close();
      }
    });

    it('restores nothing from a damaged backup', async () => {
      const dataDir = folder('backup-small-');
      const backupDir = folder('backup-small-dest-');
      const app = await buildApp(embedded(dataDir, backupDir), template());
      await app.ready();
      mkdirSync(join(dataDir, 'files', 'resources'), { recursive: true });
      writeFileSync(join(dataDir, 'files', 'resources', 'a.txt'), 'original');
      await app.close();
      // No server: the command opens the data dir itself.
      const made = await command(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      expect(made.out).toContain('opens its database itself');
      expect(made.code, made.out).toBe(0);
      const [backup] = await listBackups(backupDir);
      writeFileSync(join(backup.path, 'files', 'resources', 'a.txt'), 'changed');
      const target = join(folder('backup-damaged-'), 'data');
      await expect(restoreBackup(backup.path, target)).rejects.toThrow(/checksum/);
      expect(existsSync(target)).toBe(false);
    });

    it('makes a nightly backup by the job table and keeps the last BACKUP_KEEP', async () => {
      const dataDir = folder('backup-nightly-');
      const backupDir = folder('backup-nightly-dest-');
      const app = await buildApp(
        embedded(dataDir, backupDir, { BACKUP_KEEP: 2, BACKUP_HOUR: 3 }),
        template(),
      );
      await app.ready();
      try {
        // A backup by hand is not counted among the nightly ones.
        await backUpServer(app, 'manual');
        // The backup jobs done (other kinds, the hourly at-risk pass, run in the same passes).
        const backupsDone = async () =>
          (
            await app.db
              .select({ n: sql<number>`count(*)::int` })
              .from(jobs)
              .where(and(eq(jobs.kind, 'backup'), isNotNull(jobs.doneAt)))
          )[0].n;
        let night = new Date('2026-03-02T12:00:00');
        for (let i = 0; i < 3; i += 1) {
          // The sweep queues the night's job; an hour past it, the job runs.
          const due = nextNightlyBackup(night, 3);
          expect(due.getHours()).toBe(3);
          await runJobs(app, { now: night });
          expect(await backupsDone()).toBe(i);
          const ran = await runJobs(app, { now: new Date(due.getTime() + 3_600_000) });
          expect(ran.failed).toBe(0);
          expect(await backupsDone()).toBe(i + 1);
          night = new Date(due.getTime() + 12 * 3_600_000);
        }
        const kept = await listBackups(backupDir);
        expect(kept.map((b) => b.origin)).toEqual(['nightly', 'nightly', 'manual']);
        // The same night is not backed up twice.
        await runJobs(app, { now: new Date(night.getTime() - 11 * 3_600_000) });
        expect(await backupsDone()).toBe(3);
      } finally {
        await app.close();
      }
    });
  },
);

describe('the backups API', async () => {
  const { app, injectAs } = await build();

  it('is for Super Administrators only', async () => {
    for (const as of ['admin', 'teacher'] as const) {
      expect((await injectAs(as, { url: '/api/backups' })).statusCode).toBe(403);
      expect((await injectAs(as, { method: 'POST', url: '/api/backups' })).statusCode).toBe(403);
    }
    expect((await injectAs('nobody', { url: '/api/backups' })).statusCode).toBe(401);
  });

  it('has no local path without a data dir, and on PostgreSQL says pg_dump', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/backups/local' })).statusCode).toBe(404);
    const page = (await injectAs('superAdmin', { url: '/api/backups' })).json();
    if (process.env.TEST_DATABASE_URL) {
      expect(page).toMatchObject({ database: 'postgres', nextNightly: null, backups: [] });
      const refused = await injectAs('superAdmin', { method: 'POST', url: '/api/backups' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/pg_dump/);
    } else {
      // A database in memory (a test server): nothing outlives it, so nothing is dumped.
      expect(page).toMatchObject({ database: 'pglite', nextNightly: null });
      const refused = await injectAs('superAdmin', { method: 'POST', url: '/api/backups' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/in memory/);
      expect((await injectAs('superAdmin', { url: '/api/backups' })).json().running).toBeNull();
    }
  });
});
