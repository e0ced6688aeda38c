import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { auditPglite, auditPool } from './audit-context';
import * as schema from './schema';
import { startUpkeep, tidyTables } from './upkeep';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: where the reads of a write run. */
export type Db = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when this start created the embedded data dir (no statistics to refresh yet); seeding looks at rows instead. */
  isNew: boolean;
  /** Tidies the embedded database's tables now (after a seed, say); nothing to do on PostgreSQL, whose autovacuum does it. */
  tidy: () => Promise<void>;
  close: () => Promise<void>;
  /** Tells the listener each statement's duration in seconds, failed ones too (server/plugins/metrics.ts). */
  onQuery: (listener: (seconds: number) => void) => void;
  /** PostgreSQL's pool now: connections open, idle, its maximum, and the queries waiting for one. */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  max: number;
  waiting: number;
}

/** The embedded database's page cache, half the default: misses are read from the OS file cache. */
const PGLITE_SHARED_BUFFERS = '64MB';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface ConnectOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; absent: in memory. */
  pgliteDir?: string;
  /** A pre-migrated embedded database to start from (tests). */
  loadDataDir?: Blob;
  /** PGlite's compiled program and file bundle, when they are at hand (tests: once a worker, not once a database). */
  pgliteArtifacts?: PgliteArtifacts;
  /** Told when an idle PostgreSQL connection fails (server restart, network): the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** Told when the embedded database's upkeep fails (server/db/upkeep.ts); it tries again a minute later. */
  onUpkeepError?: (error: Error) => void;
}

export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** Opens PostgreSQL (databaseUrl) or the embedded PGlite, and applies the committed migrations. */
export async function connect(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // JIT off: its compilation (30 ms measured on the Test tab at 1,000,000 answers, on a query the
    // planner overestimates) costs more than the short queries of an API gain from it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off',
    });
    // Without a listener an idle connection's error would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    auditPool(pool);
    const timer = queryTimer();
    // After auditPool's wrapper: a statement's time includes the audit setting sent before it.
    pool.on('connect', (client) => timer.wrap(client, 'query'));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrateAlone(pool, () => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      isNew: false,
      tidy: async () => undefined,
      close: () => endPool(pool),
      onQuery: timer.listen,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        max: pool.options.max ?? 10,
        waiting: pool.waitingCount,
      }),
    };
  }
  let isNew = true;
  if (options.pgliteDir) {
    isNew = !existsSync(join(options.pgliteDir, 'PG_VERSION'));
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.loadDataDir,
    ...options.pgliteArtifacts,
    extensions: { pg_trgm, unaccent },
    // Postgres touches its whole buffer pool at start: 128 MB of resident memory by default.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  auditPglite(client);
  const timer = queryTimer();
  timer.wrap(client, 'query', 'exec');
  // A transaction's statements run on its own handle.
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback) =>
    transaction((tx) => callback(timer.wrap(tx, 'query', 'exec')))) as PGlite['transaction'];
  // PGlite runs no autovacuum: without statistics the planner misjudges the list indexes.
  if (!isNew) await client.exec('analyze');
  // A memory database belongs to one test: nothing to keep up.
  const stopUpkeep = options.pgliteDir
    ? startUpkeep(client, (error) => options.onUpkeepError?.(error))
    : () => undefined;
  return {
    db,
    kind: 'pglite',
    isNew,
    tidy: async () => {
      await tidyTables(client);
    },
    close: async () => {
      stopUpkeep();
      // Closed already when it failed under the server (the readiness test closes it).
      if (!client.closed) await client.close();
    },
    onQuery: timer.listen,
  };
}

/**
 * Times the statements of a driver's client: wrap() replaces its query methods (promise, or pg's
 * callback as pool.query uses it) with ones that tell each duration to the listeners.
 */
function queryTimer() {
  const listeners: ((seconds: number) => void)[] = [];
  const tell = (start: number) => {
    const seconds = (performance.now() - start) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  return {
    listen: (listener: (seconds: number) => void) => {
      listeners.push(listener);
    },
    wrap<T extends object>(client: T, ...methods: string[]): T {
      const target = client as Record<string, unknown>;
      for (const method of methods) {
        const run = (target[method] as (...args: unknown[]) => unknown).bind(client);
        target[method] = (...args: unknown[]) => {
          const start = performance.now();
          const last = args.length - 1;
          const callback = args[last];
          if (typeof callback === 'function') {
            args[last] = (...answer: unknown[]) => {
              tell(start);
              return callback(...answer);
            };
            return run(...args);
          }
          const result = run(...args);
          if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
            const told = () => tell(start);
            (result as PromiseLike<unknown>).then(told, told);
          }
          return result;
        };
      }
      return client;
    },
  };
}

/** Any fixed number shared by every server of one database: their migrations run one at a time. */
const MIGRATION_LOCK = 6_417_000;

/** Two servers starting together would both create drizzle's journal; a session lock queues the second. */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<unknown>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** pool.end() resolves before its connections have said goodbye; wait until each one has. */
async function endPool(pool: pg.Pool) {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
}
