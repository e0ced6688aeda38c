import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { auditContext, auditPool } from '../../server/db/audit-context';

const url = process.env.TEST_DATABASE_URL;

/**
 * node-postgres's side of the audit context (server/db/audit-context.ts, auditPool): the request's
 * `app.audit` reaches the connection before a write and as a transaction begins, each statement
 * sent once the one before has answered (node-postgres warns of a query sent while another runs,
 * and its next major version refuses it).
 */
describe.runIf(url)('the audit setting on a pool of PostgreSQL connections', () => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  afterAll(() => pool.end());
  // Counts the statements sent while another had not answered yet: registered before auditPool,
  // whose wrapper then calls it for the set and the statement alike.
  let running = 0;
  let overlaps = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      if (running > 0) overlaps += 1;
      running += 1;
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          running -= 1;
          return callback(...answer);
        };
        return query(...args);
      }
      const answered = query(...args) as Promise<unknown>;
      answered.then(
        () => {
          running -= 1;
        },
        () => {
          running -= 1;
        },
      );
      return answered;
    };
  });
  auditPool(pool);
  const request = { actor: () => '00000000-0000-4000-8000-000000000001', ip: '203.0.113.7' };
  // A "write" by its first word (a CTE may hold one) that only reads the setting back.
  const WRITE = "with t as (select 1) select current_setting('app.audit', true) as audit from t";
  const audit = (rows: { audit: string }[]) => rows[0].audit;

  it('sets the request before a write, one statement at a time', async () => {
    const inRequest = await auditContext.run({ ...request, userAgent: 'Pool-Test' }, () =>
      pool.query(WRITE),
    );
    expect(JSON.parse(audit(inRequest.rows))).toEqual({
      actor: '00000000-0000-4000-8000-000000000001',
      ip: '203.0.113.7',
      ua: 'Pool-Test',
    });
    // The same connection, outside any request: the setting is emptied before the write.
    expect(audit((await pool.query(WRITE)).rows)).toBe('');
    expect(overlaps).toBe(0);
  });

  it('sets it for a transaction as it begins, and answers BEGIN as BEGIN', async () => {
    const client = await pool.connect();
    try {
      const begun = await auditContext.run({ ...request, userAgent: 'Pool-Tx' }, () =>
        client.query('begin'),
      );
      expect(begun.command).toBe('BEGIN');
      const inside = await client.query("select current_setting('app.audit', true) as audit");
      expect(JSON.parse(audit(inside.rows)).ua).toBe('Pool-Tx');
      // A transaction's reads asked at once (Promise.all): answered in turn, each its own.
      const [one, two, three] = await Promise.all(
        [1, 2, 3].map((n) => client.query('select $1::int as n', [n])),
      );
      expect([one.rows[0].n, two.rows[0].n, three.rows[0].n]).toEqual([1, 2, 3]);
      await client.query('commit');
      // A statement that fails in a transaction asked at once with another: the other one still
      // gets its answer (PostgreSQL's refusal of an aborted transaction), and after the rollback
      // the connection answers again.
      await client.query('begin');
      const [failed, next] = await Promise.allSettled([
        client.query('select 1 / 0'),
        client.query('select 1'),
      ]);
      expect(failed.status).toBe('rejected');
      expect(next.status).toBe('rejected');
      await client.query('rollback');
      expect((await client.query('select 2 as n')).rows[0].n).toBe(2);
      // Set for the transaction only (is_local): gone after it.
      const after = await client.query("select current_setting('app.audit', true) as audit");
      expect(audit(after.rows) ?? '').not.toContain('Pool-Tx');
    } finally {
      client.release();
    }
    expect(overlaps).toBe(0);
  });
});
