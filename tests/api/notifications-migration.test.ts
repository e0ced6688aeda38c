import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { NotificationContentSchema } from '../../domain/entities/notification';
import { migrationsFolder } from '../../server/db/connect';

/** The migrations up to (not including) the given tag, as a folder drizzle can apply. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0004: notifications become kinds', () => {
  const before = migrationsBefore('0004_notification_kinds');
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('keeps a notification written as sentences, as a "message" with its text', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `insert into notifications_intra (title, body, link) values ('Session moved', 'Thursday 14:00', '/agenda'), ('No body', '', null)`,
    );
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ kind: string; params: unknown; link: string | null }>(
      'select kind, params, link from notifications_intra order by link nulls last',
    );
    expect(rows).toEqual([
      {
        kind: 'message',
        params: { title: 'Session moved', body: 'Thursday 14:00' },
        link: '/agenda',
      },
      { kind: 'message', params: { title: 'No body', body: '' }, link: null },
    ]);
    // What the API then answers is a valid notification of its kind.
    for (const row of rows) expect(NotificationContentSchema.safeParse(row).success).toBe(true);
    await client.close();
  });
});
