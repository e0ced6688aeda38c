import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { AuditAction } from '../../domain/entities/audit';
import type { Database } from './connect';
import { auditLog } from './schema/audit';

/**
 * Who writes and from where, for the audit trail (server/db/schema/audit.ts). The database records
 * each row a request writes (the `audit_row` trigger, migration 0029); it learns the request from the
 * setting `app.audit`, which the two drivers below set, in the transaction of each write, from the
 * request this context holds. Routes say nothing: a new route is audited without being told.
 */
export interface AuditSource {
  /** The signed-in staff member, read when the write happens (after the request is authenticated). */
  actor: () => string | null | undefined;
  /** Null for a job's writes, which come from no address. */
  ip: string | null;
  userAgent: string | undefined;
}

export const auditContext = new AsyncLocalStorage<AuditSource>();

/**
 * Runs a job's writes as audited ones, by no one signed in, named by `by` in the user agent's place
 * (e.g. the at-risk pass's flags, the evidence of a flag raised or ended).
 */
export const asJob = <T>(by: string, write: () => Promise<T>): Promise<T> =>
  auditContext.run({ actor: () => null, ip: null, userAgent: by }, write);

/** The value of `app.audit` for a write made now: undefined outside a request. */
export function auditSetting(): string | undefined {
  const source = auditContext.getStore();
  if (!source) return undefined;
  return JSON.stringify({
    actor: source.actor() ?? null,
    ip: source.ip,
    ua: source.userAgent?.slice(0, 500) ?? null,
  });
}

const SET = "select set_config('app.audit', $1, $2)";

/** The statements that may write a row (drizzle's writes, and CTEs that may hold one). */
const WRITES = /^\s*(insert|update|delete|with|merge)\b/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * PGlite is one connection that runs one statement or one transaction at a time: a write of a
 * request runs in a transaction that sets `app.audit` first, so no other request's write comes in
 * between; drizzle's transactions set it as they begin. Outside a request nothing changes.
 */
export function auditPglite(client: PGlite) {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    const setting = auditSetting();
    if (!setting) return transaction(callback);
    return transaction(async (tx) => {
      await tx.query(SET, [setting, true]);
      return callback(tx);
    });
  }) as PGlite['transaction'];
  client.query = ((text: string, params?: unknown[], options?: object) => {
    const setting = auditSetting();
    if (!setting || !WRITES.test(text)) return query(text, params, options);
    return transaction(async (tx) => {
      await tx.query(SET, [setting, true]);
      return tx.query(text, params, options);
    });
  }) as PGlite['query'];
}

/**
 * node-postgres: each connection of the pool sets `app.audit` before a write outside a transaction
 * (for the session, when it differs from what it holds) and as a transaction begins (for the
 * transaction), so a connection never lends one request's identity to another's or to a job's write.
 * A connection runs its statements one at a time in the order asked, the set in the same turn as
 * the statement it is for: node-postgres queued a statement asked while another ran (a transaction's
 * reads under Promise.all), warns of it now and will refuse it in its next major version. A set's
 * error is its write's; after a BEGIN it aborts the transaction instead (whose next statement fails
 * and rolls it back), as drizzle releases a connection only once its BEGIN has answered.
 */
export function auditPool(pool: pg.Pool) {
  // pool.query waits for a free connection with a callback, which the pool calls from whichever
  // request released one: bound here, it runs in the context of the request that asked.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) =>
    typeof callback === 'function'
      ? connect(AsyncResource.bind(callback as (...args: unknown[]) => unknown))
      : connect();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    let inTransaction = false;
    let session = '';
    let last: Promise<unknown> = Promise.resolve();
    /** The statements of one turn, once the turns asked before have ended. */
    const inTurn = (turn: () => Promise<unknown>) => {
      const ran = last.then(turn);
      last = ran.catch(noop);
      return ran;
    };
    /** What the caller sent, in its turn: the set, if any, before or after it. */
    const turnOf = (text: string, run: () => Promise<unknown>) => {
      if (BEGIN.test(text)) {
        inTransaction = true;
        const setting = auditSetting() ?? '';
        if (!setting && !session) return run;
        return async () => {
          const begun = await run();
          await query(SET, [setting, true]).catch(noop);
          return begun;
        };
      }
      if (END.test(text)) inTransaction = false;
      else if (!inTransaction && WRITES.test(text)) {
        const setting = auditSetting() ?? '';
        if (setting !== session) {
          session = setting;
          return async () => {
            await query(SET, [setting, false]);
            return run();
          };
        }
      }
      return run;
    };
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config, ...rest) => {
      const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
      // A submittable (a cursor, a stream) is the driver's own business.
      if (typeof text !== 'string') return query(config, ...rest);
      const callback = rest.at(-1);
      const args = typeof callback === 'function' ? rest.slice(0, -1) : rest;
      const answer = inTurn(turnOf(text, () => query(config, ...args)));
      if (typeof callback !== 'function') return answer;
      answer.then(
        (result) => callback(null, result),
        (error) => callback(error),
      );
      return undefined;
    };
  });
}

const noop = () => undefined;

/**
 * An event that writes no audited row, in the request's trail: a sign-in (its tokens are not
 * audited) or a failed one (refused, it writes nothing else). The one kind of entry a route adds.
 */
export async function recordAuditEvent(
  db: Database,
  event: {
    action: AuditAction;
    tableName: string;
    recordId: string;
    /** Who, when no one is signed in yet: the staff member signing in. */
    actorId?: string;
    after?: Record<string, unknown>;
  },
) {
  const source = auditContext.getStore();
  await db.insert(auditLog).values({
    actorId: event.actorId ?? source?.actor() ?? null,
    ip: source?.ip ?? null,
    userAgent: source?.userAgent?.slice(0, 500) ?? null,
    action: event.action,
    tableName: event.tableName,
    recordId: event.recordId,
    after: event.after ?? null,
  });
}
