import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import { connect } from '../../server/db/connect';
import { seedOnStart } from '../../server/db/seed/first-start';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** The migrated and seeded PostgreSQL database each file copies, when TEST_DATABASE_URL is set. */
    postgresTemplate: string;
  }
}

/** Runs one statement on the server of TEST_DATABASE_URL (its own database). */
export async function onTestServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What a start without demo data seeds (server/start.ts): reference data and the first Super Administrator. */
function seedAsAStart(db: Database) {
  const config = testConfig();
  return seedOnStart(db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: false,
  });
}

/**
 * Migrates and seeds one database, once: every test file starts from a copy. Embedded, a dump of
 * its data dir; on PostgreSQL (TEST_DATABASE_URL), a database the files copy with
 * CREATE DATABASE ... TEMPLATE, which is a file copy instead of 11 migrations a file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'api-template-'));
  const handle = await connect({});
  await seedAsAStart(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', file);

  let template = '';
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    template = `tpl_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await onTestServer(`create database ${template}`);
    const url = new URL(testUrl);
    url.pathname = `/${template}`;
    const pgHandle = await connect({ databaseUrl: url.toString() });
    await seedAsAStart(pgHandle.db);
    // A template may have no open connection while it is copied.
    await pgHandle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!template) return;
    await onTestServer(`drop database if exists ${template} with (force)`);
    // The copies a file left: one whose tests were all skipped runs no afterAll, so its build()
    // never drops its database (tests/api/helpers.ts names each copy after the template).
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where starts_with(datname, $1)',
        [`${template}_`],
      );
      for (const { name } of rows)
        await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
}
