import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { companyPanels, staff } from '../server/db/schema';
import { seedAtStart } from '../server/start';
import type { Operation } from './scale';
import { median, now, percentile, since } from './stats';

interface Statement {
  text: string;
  params: unknown[];
}
type QueryFn = (...args: unknown[]) => Promise<unknown>;
interface Client {
  query: QueryFn;
  transaction: (fn: (tx: { query: QueryFn }) => Promise<unknown>) => Promise<unknown>;
}

/**
 * Records the statements the app sends to PGlite, those inside its transactions too (a PGlite
 * transaction queries through its own object), and replays them straight through the driver.
 */
function recorder(client: Client) {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  let recording: Statement[] | undefined;
  const note = (args: unknown[]) => {
    const [first, params] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    recording?.push({ text, params: (params as unknown[] | undefined) ?? [] });
  };
  client.query = (...args: unknown[]) => {
    note(args);
    return query(...args);
  };
  client.transaction = (fn) =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      recording?.push({ text: 'begin', params: [] });
      tx.query = (...args: unknown[]) => {
        note(args);
        return inner(...args);
      };
      return fn(tx);
    });
  return {
    async record<T>(task: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      recording = [];
      try {
        return { result: await task(), statements: recording };
      } finally {
        recording = undefined;
      }
    },
    /** Milliseconds of each statement, in order. */
    async replay(statements: Statement[]): Promise<number[]> {
      const times: number[] = [];
      for (const s of statements) {
        const started = now();
        await query(s.text, s.params);
        times.push(since(started));
      }
      return times;
    },
  };
}

export interface PanelFigures {
  clients: number;
  generationMs: number;
  operations: Operation[];
}

/**
 * The company panel at scale: `clients` clients, each with a complete panel (admin data,
 * two pedagogic contacts, two semester entries, an exam session), on PGlite. Times
 * GET /companyData/{id} and PUT /companyData/semesters/{id} (the whole list sent back with one
 * value changed) beside the raw SQL each request ran, replayed through the same driver.
 */
export async function measurePanel(
  clients: number,
  runs: number,
  log: (line: string) => void,
): Promise<PanelFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-panel-'));
  const app = await buildApp(testConfig({ dataDir, memoryDatabase: false }));
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await app.ready();
    log(`  generating ${clients.toLocaleString('en')} clients with a complete panel...`);
    const started = now();
    await app.db.execute(sql`
      insert into companies (name, country, type, language_area)
      select 'Panel client ' || g, 'FR', 'Client', 1 from generate_series(1, ${clients}::int) g`);
    await app.db.execute(sql`
      insert into company_panels (company_id, admin_data, school_type, criteria, exam_concerned)
      select id,
        jsonb_build_object('denomination', 'IFSI ' || name, 'address', '1 rue de la Paix, 75002 Paris',
          'phone', '01 45 00 00 00', 'siret', 12345678901234, 'type', 'IFSI',
          'billingContact', jsonb_build_object('name', 'MARTIN', 'firstname', 'Claire',
            'address', '1 rue de la Paix, 75002 Paris', 'phone', '01 45 00 00 01',
            'email', 'compta@example.com')),
        'IFSI', '{"attendance":"80","elearning":"100","exam":"50"}',
        '{"examType":"toeic","semesters":[3]}'
      from companies`);
    await app.db.execute(sql`
      insert into customers (name, firstname, phone, email, company_id, pedagogic)
      select 'REFERENT' || k, 'Ana', '06 00 00 00 0' || k, 'ref' || k || '.' || c.id || '@example.com', c.id, true
      from companies c, generate_series(1, 2) k`);
    await app.db.execute(sql`
      insert into company_semesters (company_id, semester_id, elearning_minutes, presential_groups,
        presential_minutes, need_former, begin_date, end_date, referents)
      select c.id, s.id, 1200, 2, 600, true, s.begin, s."end",
        (select jsonb_agg(r.id) from customers r where r.company_id = c.id)
      from companies c
      join semesters s on s.value in (3, 4)`);
    await app.db.execute(sql`
      insert into exam_sessions (company_id, semester, modality, exam_begin, exam_end)
      select id, 3, 'Sur table', now() + interval '30 days', now() + interval '30 days 2 hours'
      from companies`);
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(started);
    log(`  data generated in ${Math.round(generationMs / 1000)} s`);

    const admin = await app.db.query.staff.findFirst({ where: eq(staff.type, ROLES.superAdmin) });
    if (!admin) throw new Error('no Super Administrator in the bench database');
    const { signAccessToken } = await import('../server/lib/tokens');
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: ROLES.superAdmin,
      email: admin.email,
    });
    const headers = { authorization: `Token ${token}` };
    const ids = (
      await app.db
        .select({ id: companyPanels.companyId })
        .from(companyPanels)
        .orderBy(sql`random()`)
        .limit(runs)
    ).map((r) => r.id);

    const rec = recorder((app.db as unknown as { $client: Client }).$client);
    type Request = () => Promise<{ url: string; method: 'GET' | 'PUT'; payload?: object }>;
    const read: (i: number) => Request = (i) => async () => ({
      method: 'GET',
      url: `/api/companyData/${ids[i % ids.length]}`,
    });
    const write: (i: number) => Request = (i) => async () => {
      const id = ids[i % ids.length];
      // The panel as the screen holds it (not timed): the write sends its entries back.
      const panel = (await app.inject({ url: `/api/companyData/${id}`, headers })).json();
      return {
        method: 'PUT',
        url: `/api/companyData/semesters/${id}`,
        payload: {
          updatedAt: panel.updatedAt,
          semesters: panel.semesters.map(
            ({ semesterValue: _v, closedAt: _c, ...e }: Record<string, unknown>, k: number) => ({
              ...e,
              elearningHours: k === 0 ? 1200 + i + 1 : e.elearningHours,
            }),
          ),
        },
      };
    };
    const operations: [string, (i: number) => Request][] = [
      ['GET /companyData/{id}', read],
      ['PUT /companyData/semesters/{id} (2 entries)', write],
    ];

    const results: Operation[] = [];
    for (const [name, request] of operations) {
      const apiMs: number[] = [];
      const sqlMs: number[] = [];
      let statements: Statement[] = [];
      for (let i = -2; i < runs; i++) {
        const options = await request(i + 2)();
        const t = now();
        const { result: res, statements: ran } = await rec.record(() =>
          app.inject({ ...options, headers }),
        );
        const elapsed = since(t);
        if (res.statusCode !== 200)
          throw new Error(`${options.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        // A write's statements (its transaction's begin recorded) are replayed and committed, as
        // the API's were (a commit on PGlite flushes to its files): the replay writes the very
        // values the request wrote (the same version stamp, the same entries), so it changes
        // nothing, and the next write reads its version afresh anyway.
        const replayed = ran;
        const times = await rec.replay(
          options.method === 'GET' ? ran : [...ran, { text: 'commit', params: [] }],
        );
        if (i < 0) continue;
        apiMs.push(elapsed);
        sqlMs.push(times.reduce((a, b) => a + b, 0));
        statements = replayed;
      }
      const op: Operation = {
        name,
        listPage: false,
        api: { p50: median(apiMs), p95: percentile(apiMs, 95) },
        sql: { p50: median(sqlMs), p95: percentile(sqlMs, 95) },
        statements: statements.length,
        runs,
      };
      results.push(op);
      log(
        `  ${name}: api p50 ${op.api.p50.toFixed(1)} ms / p95 ${op.api.p95.toFixed(1)} ms, sql p50 ${op.sql.p50.toFixed(1)} ms / p95 ${op.sql.p95.toFixed(1)} ms (${op.statements} statements)`,
      );
    }
    return { clients, generationMs, operations: results };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
