import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type ChildServer, signIn, startChildServer } from './child-server';

const ADMIN = { email: 'crash-admin@example.com', password: 'Crash-pass-1!' };

export interface CrashOptions {
  /** SIGKILL once this many creates were answered 201. */
  killAfter: number;
  /** Creates in flight at once. */
  concurrency: number;
  /** 'serve': the production server of `npm run serve`; 'source': tsx server/main.ts. */
  run?: 'serve' | 'source';
  log?: (line: string) => void;
}

export interface CrashFigures {
  /** Creates answered 201 before the kill. */
  acknowledged: number;
  /** Of those, found after the restart with every field as sent. */
  found: number;
  lost: number;
  /** Creates cut by the kill whose row committed anyway (allowed: the answer was lost, not the row). */
  unansweredCommitted: number;
  /** Requests cut by the kill (socket errors). */
  cut: number;
  /** Integrity failures after the restart: heap or index corruption, orphans, counts that disagree. */
  problems: string[];
}

interface SentStudent {
  name: string;
  firstname: string;
  email: string;
  phone: string;
  level: number;
  company: string;
}

const auth = (token: string, address: string) => ({
  'content-type': 'application/json',
  authorization: `Token ${token}`,
  'x-forwarded-for': address,
});

/**
 * Creates students as fast as `concurrency` clients can, SIGKILLs the server (embedded PGlite, a new
 * DATA_DIR) after `killAfter` acknowledgements, restarts it on the same folder, then checks that every
 * acknowledged row is there and whole, and that heap, indexes and foreign keys are sound.
 */
export async function measureCrash(options: CrashOptions): Promise<CrashFigures> {
  const log = options.log ?? (() => undefined);
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
  const env = { SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  let server: ChildServer | undefined;
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    server = await startChildServer({ dataDir, env, run: options.run });
    log(`  started on a new DATA_DIR (${at()})`);
    const { url } = server;
    const token = await signIn(url, ADMIN, '10.97.0.1');
    const companyIds: string[] = [];
    for (const [i, name] of ['Crash Clinic', 'Crash School'].entries()) {
      const res = await fetch(`${url}/api/company`, {
        method: 'POST',
        headers: auth(token, '10.97.0.1'),
        body: JSON.stringify({ name, country: 'FR', type: 'Client', languageArea: i + 1 }),
      });
      const body = (await res.json()) as { _id: string };
      if (res.status !== 201) throw new Error(`company create answered ${res.status}`);
      companyIds.push(body._id);
    }

    const acknowledged = new Map<string, SentStudent>();
    const sentEmails = new Set<string>();
    let next = 0;
    let cut = 0;
    let killing: Promise<void> | undefined;
    const running = server;
    const worker = async (w: number) => {
      while (!killing) {
        const i = next++;
        const student: SentStudent = {
          name: `CRASH-${i}`,
          firstname: `Écrit ${i} ’€`,
          email: `crash-${i}@example.com`,
          phone: `+33 1 ${String(i).padStart(8, '0')}`,
          level: i % 7,
          company: companyIds[i % companyIds.length],
        };
        sentEmails.add(student.email);
        try {
          const res = await fetch(`${url}/api/student`, {
            method: 'POST',
            headers: auth(token, `10.97.1.${w}`),
            body: JSON.stringify(student),
          });
          const body = (await res.json()) as { _id?: string };
          if (res.status !== 201 || !body._id) throw new Error(`create answered ${res.status}`);
          // Counted only once the whole answer arrived, as a client would.
          acknowledged.set(body._id, student);
          if (acknowledged.size >= options.killAfter && !killing) killing = running.kill();
        } catch (error) {
          if (!killing) throw error;
          cut += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, (_, w) => worker(w)));
    await killing;
    log(`  killed after ${acknowledged.size} acknowledged creates, ${cut} cut (${at()})`);

    server = await startChildServer({ dataDir, env, run: options.run });
    log(`  restarted (${at()})`);
    const again = await signIn(server.url, ADMIN, '10.97.0.2');
    const listed = await fetch(`${server.url}/api/student`, { headers: auth(again, '10.97.0.2') });
    const rows = (await listed.json()) as (SentStudent & { _id: string })[];
    const byId = new Map(rows.map((r) => [r._id, r]));
    let found = 0;
    for (const [id, sent] of acknowledged) {
      const row = byId.get(id);
      const same =
        row !== undefined &&
        (Object.keys(sent) as (keyof SentStudent)[]).every((k) => row[k] === sent[k]);
      if (same) found += 1;
    }
    const unansweredCommitted = rows.filter(
      (r) => !acknowledged.has(r._id) && sentEmails.has(r.email),
    ).length;
    const problems: string[] = [];
    if (rows.length !== acknowledged.size + unansweredCommitted)
      problems.push(`${rows.length} students listed, none of them sent by this run expected`);
    const probe = await fetch(`${server.url}/api/student`, {
      method: 'POST',
      headers: auth(again, '10.97.0.2'),
      body: JSON.stringify({ name: 'AFTER', firstname: 'Restart', email: 'after@example.com' }),
    });
    await probe.arrayBuffer();
    if (probe.status !== 201) problems.push(`a create after the restart answered ${probe.status}`);
    await server.stop();
    server = undefined;
    problems.push(...(await checkIntegrity(join(dataDir, 'db'), rows.length + 1)));
    log(`  checked heap, indexes and keys (${at()})`);
    return {
      acknowledged: acknowledged.size,
      found,
      lost: acknowledged.size - found,
      unansweredCommitted,
      cut,
      problems,
    };
  } finally {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** amcheck over every table and b-tree index, foreign keys re-checked, the student count against its index. */
async function checkIntegrity(pgliteDir: string, students: number): Promise<string[]> {
  const db = await PGlite.create({
    dataDir: pgliteDir,
    extensions: { amcheck, pg_trgm, unaccent },
  });
  const problems: string[] = [];
  try {
    await db.exec('create extension if not exists amcheck');
    const tables = await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    );
    for (const { name } of tables.rows) {
      const heap = await db.query<{ msg: string }>(
        `select msg from verify_heapam($1::regclass, check_toast => true)`,
        [name],
      );
      for (const { msg } of heap.rows) problems.push(`${name}: ${msg}`);
    }
    const indexes = await db.query<{ name: string }>(
      `select c.oid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and a.amname = 'btree'`,
    );
    for (const { name } of indexes.rows) {
      try {
        await db.query('select bt_index_check($1::regclass, true)', [name]);
      } catch (error) {
        problems.push(`index ${name}: ${(error as Error).message}`);
      }
    }
    const orphans = await db.query<{ n: number }>(
      `select count(*)::int as n from students s
       where s.company_id is not null and not exists (select 1 from companies c where c.id = s.company_id)`,
    );
    if (orphans.rows[0].n > 0) problems.push(`${orphans.rows[0].n} students of a missing company`);
    const count = await db.query<{ n: number }>('select count(*)::int as n from students');
    if (count.rows[0].n !== students)
      problems.push(`${count.rows[0].n} student rows, ${students} listed by the API`);
  } finally {
    await db.close();
  }
  return problems;
}
