import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/connect';

/** What readiness checks: the database answers, its migrations are this build's, the file store answers. */
export const CHECKS = ['database', 'migrations', 'files'] as const;
export type Check = (typeof CHECKS)[number];

/** A check that has not answered by then has failed: a load balancer's probe waits a few seconds at most. */
export const CHECK_MS = 2_000;

/** The `when` of the last migration of this build (drizzle's journal), which drizzle records as created_at. */
let lastMigration: number | undefined;
function lastMigrationOfBuild(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    lastMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return lastMigration;
}

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${CHECK_MS} ms`)),
      CHECK_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The database's migrations are this build's when the last one drizzle recorded (the table
 * drizzle.__drizzle_migrations, on PGlite and PostgreSQL alike) is the last of the journal: drizzle
 * applies the journal's migrations newer than that row. Older: the migrations have not run (yet);
 * newer: a later build migrated this database, and this server's code no longer fits it.
 */
async function migrationsMatch(app: FastifyInstance) {
  const answer = (await app.db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number | null }[] };
  const last = Number(answer.rows[0]?.last ?? Number.NaN);
  const expected = lastMigrationOfBuild();
  if (last !== expected) {
    throw new Error(
      `the database's last migration (${last}) is not this build's last one (${expected})`,
    );
  }
}

const probes: Record<Check, (app: FastifyInstance) => Promise<unknown>> = {
  database: (app) => app.db.execute(sql`select 1`),
  migrations: migrationsMatch,
  files: (app) => app.files.check(),
};

/**
 * Runs every check at once, each within CHECK_MS, and answers those that failed. A check's failure
 * is logged when it starts failing (a probe every few seconds would otherwise repeat it).
 */
export function readiness(app: FastifyInstance) {
  const failing = new Set<Check>();
  return async (): Promise<Check[]> => {
    const outcomes = await Promise.allSettled(
      CHECKS.map((check) => withinTime(probes[check](app), check)),
    );
    const failed: Check[] = [];
    outcomes.forEach((outcome, i) => {
      const check = CHECKS[i];
      if (outcome.status === 'fulfilled') {
        if (failing.delete(check)) app.log.info({ check }, 'readiness check passes again');
        return;
      }
      failed.push(check);
      if (!failing.has(check)) {
        failing.add(check);
        app.log.warn({ check, err: outcome.reason }, 'readiness check failed');
      }
    });
    return failed;
  };
}
