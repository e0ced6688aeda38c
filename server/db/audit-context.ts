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

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * node-postgres: each connection of the pool sets `app.audit` before a write outside a transaction
 * (for the session, when it differs from what it holds) and as a transaction begins (for the
 * transaction), so a connection never lends one request's identity to another's or to a job's write.
 * The set and the statement run in turn (node-postgres warns of a query sent while another runs,
 * and its next major version refuses it); the set's error, if any, is the statement's.
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
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    let session = '';
    /**
     * The statements one after the other, answering with the `answer`th's result as the caller
     * asked: a promise, or its callback (the last argument) with a promise-less return. An error
     * before it is its answer; one after it (the set after a BEGIN) aborts the transaction, whose
     * next statement then fails and rolls it back, rather than failing a BEGIN whose connection
     * drizzle would then never release.
     */
    const inTurn = (statements: unknown[][], answer: number) => {
      const last = statements[answer];
      const callback = last.at(-1);
      const args = typeof callback === 'function' ? last.slice(0, -1) : last;
      const run = async () => {
        let result: unknown;
        for (const [i, statement] of statements.entries()) {
          const [config, ...rest] = i === answer ? args : statement;
          const done = query(config, ...rest) as Promise<unknown>;
          if (i === answer) result = await done;
          else if (i > answer) await done.catch(noop);
          else await done;
        }
        return result;
      };
      if (typeof callback !== 'function') return run();
      run().then(
        (result) => callback(null, result),
        (error) => callback(error),
      );
      return undefined;
    };
    (client as unknown as { query: Query }).query = (config, ...rest) => {
      const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text;
      if (typeof text !== 'string') return query(config, ...rest);
      if (BEGIN.test(text)) {
        inTransaction = true;
        const setting = auditSetting() ?? '';
        if (!setting && !session) return query(config, ...rest);
        return inTurn(
          [
            [config, ...rest],
            [SET, [setting, true]],
          ],
          0,
        );
      }
      if (END.test(text)) inTransaction = false;
      else if (!inTransaction && WRITES.test(text)) {
        const setting = auditSetting() ?? '';
        if (setting !== session) {
          session = setting;
          return inTurn(
            [
              [SET, [setting, false]],
              [config, ...rest],
            ],
            1,
          );
        }
      }
      return query(config, ...rest);
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
