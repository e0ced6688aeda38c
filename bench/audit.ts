import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { AUDITED_TABLES } from '../domain/entities/audit';
import { connect } from '../server/db/connect';
import type { ScaleCounts } from '../server/db/seed/scale';
import type { ChildServer } from './child-server';
import { fire, type LoadRun, prepare, signInClients, startLoadServer, writeRequest } from './load';
import { throwawayDatabase } from './timing';

export interface AuditOverhead {
  database: 'PGlite' | 'PostgreSQL';
  /** The writes with the trail, then with its triggers disabled. */
  withTrail: LoadRun;
  withoutTrail: LoadRun;
}

/** Turns the trail's triggers on or off, the server stopped (an embedded database has one process). */
async function setTrail(dataDir: string, databaseUrl: string | undefined, on: boolean) {
  const handle = await connect(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'db') });
  try {
    for (const table of AUDITED_TABLES) {
      await handle.db.execute(
        sql.raw(`alter table "${table}" ${on ? 'enable' : 'disable'} trigger audit_row`),
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * The writes of the load section (bench/load.ts: creations, updates, archivings of students) on the
 * production server, with the audit trail and then with its triggers disabled: what the trail adds
 * to a write. The request's setting (server/db/audit-context.ts) is sent in both runs.
 */
export async function measureAuditOverhead(
  kind: 'PGlite' | 'PostgreSQL',
  options: { seconds: number; connections: number; counts: ScaleCounts; log: (l: string) => void },
): Promise<AuditOverhead> {
  const { log } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-audit-'));
  const database =
    kind === 'PostgreSQL'
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'audit')
      : undefined;
  let server: ChildServer | undefined;
  try {
    log(`  ${kind}: generating ${options.counts.students.toLocaleString('en')} students...`);
    const pools = await prepare(dataDir, database?.url, options.counts);
    let runs = 0;
    const run = async (name: string, seconds: number) => {
      server = await startLoadServer(dataDir, database?.url);
      try {
        const tokens = await signInClients(server.url, options.connections);
        // The tag goes into the created learners' e-mails: letters and digits only.
        runs += 1;
        const next = writeRequest(pools, `w${runs}${Date.now().toString(36)}`);
        const result = await fire(server.url, name, options.connections, seconds, next, tokens);
        log(
          `  ${kind}: ${name}: ${Math.round(result.perSecond)} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx} ${JSON.stringify(result.statuses)}`,
        );
        return result;
      } finally {
        await server.stop();
        server = undefined;
      }
    };
    await run('warm-up', 5);
    const withTrail = await run('writes with the trail', options.seconds);
    await setTrail(dataDir, database?.url, false);
    const withoutTrail = await run('writes without it', options.seconds);
    return { database: kind, withTrail, withoutTrail };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (value >= 100 ? `${Math.round(value)}` : value.toFixed(1));
const added = (a: number, b: number) => `${b > 0 ? Math.round(((a - b) / b) * 100) : 0} %`;

/** Rows: database, req/s with / without, p50 and p95 with / without, p95 added, target. */
export function auditOverheadRows(figures: AuditOverhead[]): string[][] {
  return figures.map(({ database, withTrail: a, withoutTrail: b }) => [
    database,
    `${Math.round(a.perSecond)} / ${Math.round(b.perSecond)}`,
    `${ms(a.p50)} / ${ms(b.p50)} ms`,
    `${ms(a.p95)} / ${ms(b.p95)} ms`,
    added(a.p95, b.p95),
    `p95 at most 20 % slower: ${a.p95 <= b.p95 * 1.2 ? 'met' : 'missed'}`,
    `${a.non2xx + b.non2xx}`,
  ]);
}
