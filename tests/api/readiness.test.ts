import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { build } from './helpers';

/** Readiness (server/areas/health): what a load balancer asks before it sends a server requests. */
describe('readiness at /api/health/ready', async () => {
  const { app, injectAs, dataDir } = await build();
  const ready = () => injectAs('nobody', { url: '/api/health/ready' });
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('answers 200 with what it checked on a server whose migrations ran', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', files: 'ok' },
    });
    // Liveness stays what it was.
    expect((await injectAs('nobody', { url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 while the database lacks its last migration, and when it has a later one', async () => {
    const [last] = await rowsOf<{ hash: string; created_at: string | number }>(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.created_at}`,
    );
    try {
      const behind = await injectAs('nobody', {
        url: '/api/health/ready',
        headers: { 'accept-language': 'fr' },
      });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({
        message: 'Ce serveur ne peut pas répondre aux requêtes pour le moment',
        errors: { migrations: "Le schéma de la base de données n'est pas celui de cette version" },
      });
    } finally {
      await app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);

    // A later build migrated this database: this server's code no longer fits it.
    const later = Number(last.created_at) + 1000;
    await app.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', ${later})`,
    );
    try {
      const ahead = await ready();
      expect(ahead.statusCode).toBe(503);
      expect(Object.keys(ahead.json().errors)).toEqual(['migrations']);
    } finally {
      await app.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'later'`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the file store cannot be written', async () => {
    const files = join(dataDir, 'files');
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, 'not a folder');
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'This server cannot serve requests now',
        errors: { files: 'The file store does not answer' },
      });
    } finally {
      rmSync(files, { force: true });
    }
    expect((await ready()).statusCode).toBe(200);
  });

  // Last: the database does not come back.
  it('answers 503, never 500, once the database is gone', async () => {
    if (app.databaseKind === 'postgres') {
      // No new connection, and those open ended: as when the server stops or the network fails.
      const name = new URL(app.config.DATABASE_URL as string).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} with allow_connections false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
      } finally {
        await admin.end();
      }
    } else {
      await (app.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
    }
    for (let i = 0; i < 2; i++) {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().errors).toMatchObject({
        database: 'The database does not answer',
        migrations: 'The database schema is not the one of this version',
      });
      expect(res.json().errors.files).toBeUndefined();
    }
  });
});
