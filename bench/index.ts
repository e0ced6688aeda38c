import { cpus, totalmem } from 'node:os';
import { type AuditOverhead, auditOverheadRows, measureAuditOverhead } from './audit';
import { type CrashFigures, measureCrash } from './crash';
import { type ExportFigures, exportRows, measureExports } from './exports';
import { type GroupFigures, groupRows, measureGroups } from './groups';
import { type ImportFigures, importRows, measureImport } from './import';
import { type LoadFigures, loadRows, measureLoad } from './load';
import { measurePanel, type PanelFigures } from './panel';
import { measureScale, type ScaleFigures } from './scale';
import { measureSessions, type SessionFigures, sessionRows } from './sessions';
import { measureSoak, type SoakFigures, soakRows, soakVerdictRows } from './soak';
import { measureStartup, type StartupFigures } from './startup';
import { median, ms, table } from './stats';
import { measureTests, type TestsFigures, testsRows } from './tests';
import { measureTrackers, type TrackerFigures, trackerRows } from './trackers';
import { measureUnitUploads, type UploadFigures, unitUploadRows } from './units';
import { measureWeb, type WebFigures, webRows } from './web';

const log = (line: string) => process.stderr.write(`${line}\n`);
const int = (name: string, fallback: number) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got ${value}`);
  return n;
};

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
log(`bench on ${machine}`);

/** BENCH_ONLY=web,scale runs only the sections named (startup, web, scale, panel, groups, sessions, tests, exports, load, audit, import, soak, crash, trackers, units); unset: all. */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wants = (section: string) => !only || only.includes(section);

let startup: StartupFigures | undefined;
if (wants('startup')) {
  log('\nstart, memory and sign-in');
  startup = await measureStartup(
    {
      starts: int('BENCH_STARTS', 5),
      newStarts: int('BENCH_NEW_STARTS', 3),
      signIns: int('BENCH_SIGN_INS', 30),
    },
    log,
  );
}

let web: WebFigures | undefined;
if (wants('web')) {
  log('\nthe browser: login page on the wire, first render of /students, Lighthouse');
  web = await measureWeb(
    { firstRenders: int('BENCH_FIRST_RENDERS', 5), lighthouse: int('BENCH_LIGHTHOUSE', 1) > 0 },
    log,
  );
}

const students = int('BENCH_STUDENTS', 100_000);
const ratio = students / 100_000;
const counts = {
  students,
  companies: Math.max(1, Math.round(10_000 * ratio)),
  customers: Math.max(1, Math.round(5_000 * ratio)),
  teachers: Math.max(1, Math.round(300 * ratio)),
};
const runs = int('BENCH_RUNS', 50);
const scale: ScaleFigures[] = [];
if (wants('scale') && students > 0) {
  log(`\nlists at scale: ${JSON.stringify(counts)}, ${runs} runs each`);
  scale.push(await measureScale('PGlite', counts, runs, log));
  if (process.env.TEST_DATABASE_URL)
    scale.push(await measureScale('PostgreSQL', counts, runs, log));
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}

const panelClients = int('BENCH_PANEL_CLIENTS', 10_000);
let panel: PanelFigures | undefined;
if (wants('panel') && panelClients > 0) {
  const panelRuns = int('BENCH_PANEL_RUNS', runs);
  log(
    `\ncompany panel at scale: ${panelClients} clients with a complete panel, ${panelRuns} runs each (PGlite)`,
  );
  panel = await measurePanel(panelClients, panelRuns, log);
}

const benchGroups = int('BENCH_GROUPS', 10_000);
const groupFigures: GroupFigures[] = [];
if (wants('groups') && benchGroups > 0 && students > 0) {
  const groupRuns = int('BENCH_GROUPS_RUNS', runs);
  log(
    `\ngroups at scale: ${JSON.stringify(counts)}, ${benchGroups} groups, ${groupRuns} runs each`,
  );
  // PGlite only with BENCH_GROUPS_PGLITE=1: generating the data takes minutes (387 s on PostgreSQL).
  if (int('BENCH_GROUPS_PGLITE', 0) > 0)
    groupFigures.push(await measureGroups('PGlite', counts, benchGroups, groupRuns, log));
  if (process.env.TEST_DATABASE_URL)
    groupFigures.push(await measureGroups('PostgreSQL', counts, benchGroups, groupRuns, log));
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}

const benchSessions = int('BENCH_SESSIONS', 100_000);
const sessionFigures: SessionFigures[] = [];
if (wants('sessions') && benchSessions > 0) {
  const sessionRuns = int('BENCH_SESSIONS_RUNS', runs);
  log(
    `\nthe agenda at scale: ${benchSessions.toLocaleString('en')} sessions, month views and a 2,000-session calendar feed, ${sessionRuns} runs each`,
  );
  // BENCH_SESSIONS_EXPLAIN=1 prints the plan (EXPLAIN ANALYZE) of each call's slowest statement.
  const explain = int('BENCH_SESSIONS_EXPLAIN', 0) > 0;
  if (int('BENCH_SESSIONS_PGLITE', 0) > 0)
    sessionFigures.push(await measureSessions('PGlite', benchSessions, sessionRuns, log, explain));
  if (process.env.TEST_DATABASE_URL)
    sessionFigures.push(
      await measureSessions('PostgreSQL', benchSessions, sessionRuns, log, explain),
    );
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}

const benchTests = int('BENCH_TESTS', 50_000);
let testsFigures: TestsFigures | undefined;
if (wants('tests') && benchTests > 0) {
  const testsRuns = int('BENCH_TESTS_RUNS', 200);
  log(
    `\ntests and results at scale: ${benchTests.toLocaleString('en')} tests of 20 answers, ${testsRuns} runs each (PostgreSQL)`,
  );
  // BENCH_TESTS_EXPLAIN=1 prints the plan of each call's slowest statement (always past 50 ms p95).
  if (process.env.TEST_DATABASE_URL)
    testsFigures = await measureTests(
      benchTests,
      testsRuns,
      log,
      int('BENCH_TESTS_EXPLAIN', 0) > 0,
      int('BENCH_TESTS_KEEP', 0) > 0,
    );
  else log('  TEST_DATABASE_URL is not set: skipped (PostgreSQL only)');
}

const benchExports = int('BENCH_EXPORTS', 100_000);
let exportFigures: ExportFigures | undefined;
if (wants('exports') && benchExports > 0) {
  const small = int('BENCH_EXPORTS_SMALL', 20_000);
  log(
    `\nthe students xlsx as a job: ${small.toLocaleString('en')} then ${benchExports.toLocaleString('en')} rows (PostgreSQL)`,
  );
  if (process.env.TEST_DATABASE_URL)
    exportFigures = await measureExports(benchExports, Math.min(small, benchExports), log);
  else log('  TEST_DATABASE_URL is not set: skipped (PostgreSQL only)');
}

const loadSeconds = int('BENCH_LOAD_SECONDS', 60);
const loadStudents = int('BENCH_LOAD_STUDENTS', 100_000);
const load: LoadFigures[] = [];
/** The load's data set: its students, and clients, contacts and trainers in the same proportions. */
const loadCounts = () => {
  const r = Math.max(loadStudents, 1) / 100_000;
  return {
    students: Math.max(1, loadStudents),
    companies: Math.max(1, Math.round(10_000 * r)),
    customers: Math.max(1, Math.round(5_000 * r)),
    teachers: Math.max(1, Math.round(300 * r)),
  };
};
if (wants('load') && loadSeconds > 0) {
  const loadOptions = { seconds: loadSeconds, connections: 50, log, counts: loadCounts() };
  log(`
load: 50 staff clients for ${loadSeconds} s on the production server`);
  load.push(await measureLoad('PGlite', loadOptions));
  if (process.env.TEST_DATABASE_URL) load.push(await measureLoad('PostgreSQL', loadOptions));
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}
const auditSeconds = int('BENCH_AUDIT_SECONDS', 30);
const audit: AuditOverhead[] = [];
if (wants('audit') && auditSeconds > 0) {
  const auditOptions = { seconds: auditSeconds, connections: 20, log, counts: loadCounts() };
  log(`\naudit: the load's writes, 20 clients for ${auditSeconds} s, with the trail and without`);
  audit.push(await measureAuditOverhead('PGlite', auditOptions));
  if (process.env.TEST_DATABASE_URL)
    audit.push(await measureAuditOverhead('PostgreSQL', auditOptions));
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}
let learnersImport: ImportFigures | undefined;
if (wants('import')) {
  log(
    '\nimport: a 10,000-row csv of learners, dry run then import, then an xlsx dry run, on PGlite',
  );
  learnersImport = await measureImport(10_000, log);
}
const soakMinutes = int('BENCH_SOAK_MINUTES', 30);
const soak: SoakFigures[] = [];
if (wants('soak') && soakMinutes > 0) {
  const soakOptions = { minutes: soakMinutes, connections: 50, log };
  log(`\nsoak: the demo data, 50 staff clients of the mixed load for ${soakMinutes} minutes`);
  // BENCH_SOAK_PGLITE=0: the PostgreSQL soak alone.
  if (int('BENCH_SOAK_PGLITE', 1) > 0) soak.push(await measureSoak('PGlite', soakOptions));
  if (process.env.TEST_DATABASE_URL) soak.push(await measureSoak('PostgreSQL', soakOptions));
  else log('  TEST_DATABASE_URL is not set: PostgreSQL skipped');
}
const crashWrites = int('BENCH_CRASH_WRITES', 1000);
let crash: CrashFigures | undefined;
if (wants('crash') && crashWrites > 0) {
  log(`
crash: SIGKILL after ${crashWrites} acknowledged creates (PGlite)`);
  crash = await measureCrash({ killAfter: crashWrites, concurrency: 16, run: 'serve', log });
}

const trackerWrites = int('BENCH_TRACKER_WRITES', 2000);
let trackers: TrackerFigures | undefined;
if (wants('trackers') && trackerWrites > 0) {
  log('\nSCORM tracker writes through the commit capability URL (PGlite)');
  trackers = await measureTrackers({ writes: trackerWrites, concurrency: 8, learners: 100 }, log);
}

const unitSizes = (process.env.BENCH_UNIT_MB ?? '10,50')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
let unitUploads: UploadFigures[] | undefined;
if (wants('units') && unitSizes.length > 0) {
  log('\nSCORM package uploads through POST /api/unit (PGlite, in process, over HTTP)');
  unitUploads = await measureUnitUploads(unitSizes, log);
}

const lines: string[] = [];
lines.push(`Measured ${new Date().toISOString().slice(0, 10)} on ${machine}.`, '');
const summary: string[][] = [];
if (startup)
  summary.push(
    [
      `cold start to first 200 of /api/health, existing data dir (median of ${startup.existingStartMs.length})`,
      ms(median(startup.existingStartMs)),
      '< 5 s',
    ],
    [
      `cold start, new data dir: migrations, seed, demo data (median of ${startup.newStartMs.length})`,
      ms(median(startup.newStartMs)),
      '',
    ],
    ['server memory (VmRSS) after start', `${Math.round(startup.rssAfterStartMb)} MB`, '< 400 MB'],
    [
      `server memory (VmRSS) after ${startup.signIn.runs} sign-ins`,
      `${Math.round(startup.rssAfterSignInsMb)} MB`,
      '',
    ],
    [
      `sign-in POST /api/administrator/login, p50 / p95 of ${startup.signIn.runs} (argon2id)`,
      `${ms(startup.signIn.p50)} / ${ms(startup.signIn.p95)}`,
      '',
    ],
  );
if (web) summary.push(...webRows(web));
if (summary.length > 0) lines.push(table(['measure', 'figure', 'target'], summary));
const within = (api: number, raw: number) => (api <= 2 * raw ? 'yes' : 'no');
if (scale.length > 0) {
  const rows: string[][] = [];
  for (const figures of scale) {
    rows.push([figures.database, 'data generation', ms(figures.generationMs), '', '', '']);
    for (const op of figures.operations) {
      const listTarget =
        figures.database === 'PostgreSQL' && op.listPage
          ? ` (< 50 ms p95: ${op.api.p95 < 50 ? 'met' : 'missed'})`
          : '';
      rows.push([
        figures.database,
        `${op.name} (${op.runs} runs)`,
        `${ms(op.api.p50)} / ${ms(op.api.p95)}${listTarget}`,
        `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)`,
        `${(op.api.p50 / op.sql.p50).toFixed(1)}x / ${(op.api.p95 / op.sql.p95).toFixed(1)}x`,
        `${within(op.api.p50, op.sql.p50)} / ${within(op.api.p95, op.sql.p95)}`,
      ]);
    }
  }
  lines.push(
    '',
    `Students API at scale: ${counts.students.toLocaleString('en')} students, ${counts.companies.toLocaleString('en')} companies, ${counts.customers.toLocaleString('en')} contacts, ${counts.teachers} teachers. API = app.inject in process (auth, validation, serialisation included); SQL = the statements that request ran, replayed through the same driver.`,
    '',
    table(
      [
        'database',
        'operation',
        'API p50 / p95',
        'SQL p50 / p95',
        'API/SQL',
        'within 2x (p50 / p95)',
      ],
      rows,
    ),
  );
}
if (panel) {
  lines.push(
    '',
    `Company panel at scale (PGlite): ${panel.clients.toLocaleString('en')} clients, each with a complete panel (2 pedagogic contacts, 2 semester entries, an exam session), generated in ${ms(panel.generationMs)}. API = app.inject in process; SQL = the statements that request ran, replayed through the same driver (a write's in a transaction, committed).`,
    '',
    table(
      ['operation', 'API p50 / p95', 'SQL p50 / p95', 'API/SQL', 'within 2x (p50 / p95)'],
      panel.operations.map((op) => [
        `${op.name} (${op.runs} runs)`,
        `${ms(op.api.p50)} / ${ms(op.api.p95)}`,
        `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)`,
        `${(op.api.p50 / op.sql.p50).toFixed(1)}x / ${(op.api.p95 / op.sql.p95).toFixed(1)}x`,
        `${within(op.api.p50, op.sql.p50)} / ${within(op.api.p95, op.sql.p95)}`,
      ]),
    ),
  );
}
if (groupFigures.length > 0) {
  lines.push(
    '',
    `Groups at scale: ${counts.students.toLocaleString('en')} students, ${benchGroups.toLocaleString('en')} groups (1 or 2 of ${counts.teachers} teachers, 10 learners; the first 50: 30, with unit and idle trackers). A Teacher reads her groups' learners and clients (the 'own' scope). API = app.inject in process; SQL = the statements that request ran, replayed through the same driver.`,
    '',
    table(
      ['database', 'operation', 'API p50 / p95', 'SQL p50 / p95', 'API/SQL', 'within 2x'],
      groupRows(groupFigures),
    ),
  );
}
if (sessionFigures.length > 0) {
  lines.push(
    '',
    `The agenda at scale: ${benchSessions.toLocaleString('en')} sessions over three school years, 40 trainers (one with 2,000 sessions in her feed's window), 3 to 8 registrants each. A month view is GET /session?start=&end= over FullCalendar's six weeks, the months of the three years in turn. API = app.inject in process; SQL = the statements that request ran, replayed through the same driver.`,
    '',
    table(
      ['database', 'call', 'API p50 / p95', 'SQL p50 / p95', 'API/SQL', 'within 2x', 'answer'],
      sessionRows(sessionFigures),
    ),
  );
}
if (testsFigures) {
  lines.push(
    '',
    `Tests and results at scale (PostgreSQL): ${testsFigures.attempts.toLocaleString('en')} tests, ${testsFigures.answers.toLocaleString('en')} answers, generated in ${ms(testsFigures.generationMs)}; load average ${testsFigures.loadBefore.toFixed(1)} before the timings, ${testsFigures.loadAfter.toFixed(1)} after. API = app.inject in process; SQL = the statements that request ran, replayed through the same driver.`,
    '',
    table(
      ['call', 'API p50 / p95', 'SQL p50 / p95', 'within 2x', 'p95 < 50 ms'],
      testsRows(testsFigures),
    ),
  );
}
if (exportFigures) {
  lines.push(
    '',
    `The students xlsx as a job (PostgreSQL, ${exportFigures.runs.at(-1)?.rows.toLocaleString('en')} students generated in ${ms(exportFigures.seedMs)}): POST /exports then the jobs worker, in process, headers in French; memory is the peak growth over the run's start, sampled every 10 ms.`,
    '',
    table(
      ['rows', 'time', 'file', 'peak RSS growth', 'peak heap growth'],
      exportRows(exportFigures),
    ),
  );
}
if (load.length > 0) {
  lines.push(
    '',
    `Load: the production server on a port, ${loadStudents.toLocaleString('en')} students; autocannon on the same machine, one sign-in per client. Errors: answers outside 2xx / socket errors and timeouts.`,
    '',
    table(
      ['database', 'run', 'req/s', 'p50 / p95 / p99', 'non-2xx / errors', 'target'],
      loadRows(load),
    ),
  );
}
if (audit.length > 0) {
  lines.push(
    '',
    `Audit trail: the load's writes (2 creations, 2 updates, 1 archiving of a student in 5) on the production server, ${loadStudents.toLocaleString('en')} students, 20 clients, ${auditSeconds} s each, with the trail's triggers and then with them disabled.`,
    '',
    table(
      [
        'database',
        'req/s with / without',
        'p50 with / without',
        'p95 with / without',
        'p95 added',
        'target',
        'non-2xx',
      ],
      auditOverheadRows(audit),
    ),
  );
}
if (learnersImport) {
  lines.push(
    '',
    `Learners import: POST /student/import/check then /student/import of a csv (semicolons, accents, a client given), then the dry run of the same rows as an xlsx (all existing by then); app.inject in process on PGlite, peak RSS of the process while each request runs.`,
    '',
    table(['database', 'step', 'file', 'time', 'peak RSS (growth)'], importRows(learnersImport)),
  );
}
if (soak.length > 0) {
  lines.push(
    '',
    `Soak: the production server on a new data dir with the demo data, ${soakMinutes} minutes of the mixed load (50 clients, 5% writes); after each minute the server's VmRSS and the students' total. Errors: answers outside 2xx, socket errors and timeouts.`,
    '',
    table(
      ['database', 'minute', 'req/s', 'p50 / p99', 'errors', 'VmRSS', 'students'],
      soakRows(soak),
    ),
    '',
    table(
      [
        'database',
        'VmRSS at the end',
        'growth over the last 20 min',
        'last minute / first',
        'errors',
      ],
      soakVerdictRows(soak),
    ),
  );
}
if (crash) {
  lines.push(
    '',
    'Crash: the production server on PGlite, creates from 16 clients, SIGKILL, restart on the same DATA_DIR.',
    '',
    table(
      [
        'creates answered 201',
        'found whole after restart',
        'lost',
        'cut by the kill (committed anyway)',
        'integrity (amcheck, keys, counts)',
      ],
      [
        [
          String(crash.acknowledged),
          String(crash.found),
          String(crash.lost),
          `${crash.cut} (${crash.unansweredCommitted})`,
          crash.problems.length === 0 ? 'sound' : crash.problems.join('; '),
        ],
      ],
    ),
  );
}
if (trackers) {
  lines.push(
    '',
    'SCORM tracking: POST /api/unittrackers/commit/{token} with text/plain JSON (a sendBeacon commit, a 2 kB SCORM 1.2 cmi, the visible seconds), app.inject in process.',
    '',
    table(['run', 'writes/s', 'p50 / p95', 'errors'], trackerRows(trackers)),
  );
}
if (unitUploads) {
  lines.push(
    '',
    'SCORM uploads: POST /api/unit streamed from disk (random, incompressible media), to the 201 (stored, checked, unpacked, bridge injected); RSS sampled every 10 ms.',
    '',
    table(['package', 'status', 'time', 'peak RSS', 'rise'], unitUploadRows(unitUploads)),
  );
}
console.log(`\n${lines.join('\n')}\n`);
