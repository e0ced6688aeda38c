import type { PGlite } from '@electric-sql/pglite';

/** How often the embedded database's tables are looked at: autovacuum's own naptime. */
export const UPKEEP_EVERY_MS = 60_000;

interface Due {
  name: string;
  vacuum: boolean;
}

/**
 * The tables due for upkeep, by autovacuum's default rules but for inserts: VACUUM past 50 + 20% dead
 * rows, or 200 + 5% rows inserted since the last one (autovacuum waits for 1,000 + 20%); ANALYZE past
 * 50 + 10% rows changed since the last statistics. Until a VACUUM, a count reads the heap pages of new
 * rows (they are not all-visible yet) and a search reads every row waiting in its trigram index's
 * pending list: 30% slower list pages and searches after 6,600 creates. reltuples is -1 before the
 * first ANALYZE.
 */
const DUE = `
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
         (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
           or s.n_ins_since_vacuum > 200 + 0.05 * greatest(c.reltuples, 0)) as vacuum
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 200 + 0.05 * greatest(c.reltuples, 0)
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
   order by s.relname`;

/**
 * What autovacuum does on PostgreSQL, for PGlite, which runs no background workers: without it dead
 * rows pile up in a table that is written to, and the planner keeps the statistics of the day the
 * database was opened (a list planned for 400 rows when it holds 6,000). Runs each due table's
 * VACUUM (ANALYZE) or ANALYZE; answers the tables it tidied.
 */
export async function tidyTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<Due>(DUE);
  for (const { name, vacuum } of rows)
    await client.exec(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${name}`);
  return rows.map((r) => r.name);
}

/**
 * Looks at the embedded database's tables every UPKEEP_EVERY_MS and tidies the due ones; one pass
 * at a time, the timer never holds the process open. Answers the function that stops it.
 */
export function startUpkeep(client: PGlite, onError: (error: Error) => void): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running || client.closed) return;
    running = true;
    try {
      await tidyTables(client);
    } catch (error) {
      if (!client.closed) onError(error as Error);
    } finally {
      running = false;
    }
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
