import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUpkeep, tidyTables, UPKEEP_EVERY_MS } from '../../server/db/upkeep';

let db: PGlite;

/** The table's statistics as the server reads them, flushed first (PostgreSQL batches them). */
async function stats() {
  await db.query('select pg_stat_force_next_flush()');
  await db.query('select 1');
  const { rows } = await db.query<{
    dead: number;
    changed: number;
    analyzed: boolean;
    vacuumed: boolean;
    reltuples: number;
  }>(`select s.n_dead_tup::int as dead, s.n_mod_since_analyze::int as changed,
             s.last_analyze is not null as analyzed, s.last_vacuum is not null as vacuumed,
             c.reltuples::int as reltuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
       where s.relname = 'learners'`);
  return rows[0];
}

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`create table learners (id int primary key, level int);
                 create table untouched (id int primary key);`);
  // A fresh embedded PostgreSQL starts its WebAssembly in seconds, more on a busy machine.
}, 60_000);
afterAll(() => db.close());

describe('upkeep of the embedded database (autovacuum rules)', () => {
  it('analyzes a table once 50 + 10% of its rows changed, and leaves one that did not', async () => {
    await db.exec('insert into learners select g, 0 from generate_series(1, 150) g');
    expect(await stats()).toMatchObject({ analyzed: false, changed: 150 });
    // 150 inserts: past the ANALYZE threshold (50), not the VACUUM one for inserts (200).
    expect(await tidyTables(db)).toEqual(['public.learners']);
    expect(await stats()).toMatchObject({
      analyzed: true,
      vacuumed: false,
      changed: 0,
      reltuples: 150,
    });
    expect(await tidyTables(db)).toEqual([]);
  });

  it('vacuums once 200 + 5% of the table was inserted since the last VACUUM', async () => {
    await db.exec('insert into learners select g, 0 from generate_series(151, 400) g');
    await stats();
    expect(await tidyTables(db)).toEqual(['public.learners']);
    expect(await stats()).toMatchObject({ vacuumed: true, changed: 0, reltuples: 400 });
  });

  it('vacuums once dead rows pass 50 + 20% of the table, and not before', async () => {
    // 400 rows: 130 dead rows is the threshold.
    await db.exec('update learners set level = 1 where id <= 100');
    await stats();
    // 100 changes pass the ANALYZE threshold (90) but not the VACUUM one.
    expect(await tidyTables(db)).toEqual(['public.learners']);
    expect(await stats()).toMatchObject({ dead: 100, changed: 0 });
    await db.exec('update learners set level = 2 where id <= 140');
    await stats();
    expect(await tidyTables(db)).toEqual(['public.learners']);
    expect(await stats()).toMatchObject({ dead: 0, changed: 0 });
  });

  it('runs by itself every minute, one pass at a time, and says when a pass fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: Error[] = [];
    const stop = startUpkeep(db, (error) => errors.push(error));
    try {
      await db.exec('update learners set level = 3');
      await stats();
      await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS - 1);
      expect(await stats()).toMatchObject({ dead: 400 });
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await stats()).toMatchObject({ dead: 0, changed: 0 }));
      // A failed pass is told; the next minute tries again.
      const query = vi.spyOn(db, 'query').mockRejectedValueOnce(new Error('disk full'));
      await db.exec('update learners set level = 4');
      await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS);
      await vi.waitFor(() => expect(errors.map((e) => e.message)).toEqual(['disk full']));
      query.mockRestore();
      expect(await stats()).toMatchObject({ dead: 400 });
      await vi.advanceTimersByTimeAsync(UPKEEP_EVERY_MS);
      await vi.waitFor(async () => expect(await stats()).toMatchObject({ dead: 0 }));
      expect(errors).toHaveLength(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
