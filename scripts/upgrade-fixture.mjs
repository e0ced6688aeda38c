// Makes the upgrade test's fixture (tests/api/upgrade.test.ts): the data dir of a landed release,
// made by that release's own build and start, with a sample of records written through its own API.
//
//   node scripts/upgrade-fixture.mjs <commit> [--node-modules <dir>] [--keep]
//
// 1. `git worktree add` of <commit> in the system's temp folder (outside the repository);
// 2. its node_modules: a symbolic link to --node-modules <dir>, else `npm ci` there;
// 3. its own `npm run build`, then its own server (`node dist-server/main.mjs`) on a new DATA_DIR,
//    on the embedded database, without demo data (SEED_DEMO=false: the fixture stays small);
// 4. signs in as the first Super Administrator and writes a client, a contact, a learner, a trainer,
//    a group and a session with its attendance sheet through the API;
// 5. stops it with SIGTERM, then, with that release's own PGlite, moves its write-ahead log to a new
//    segment (the old one, full of the first start's records, is deleted: the fixture is 3 MB
//    instead of 6) and packs DATA_DIR into tests/fixtures/upgrade/<commit>.tar.gz (system `tar`),
//    with <commit>.json beside it: what was written and what the test reads back.
// The fixtures of other releases in that folder are removed: the test reads the one left.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  if (!value) throw new Error(`${name} needs a value`);
  return value;
};
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const nodeModules = option('--node-modules');
const keep = flag('--keep');
if (args.length !== 1) {
  console.error('usage: node scripts/upgrade-fixture.mjs <commit> [--node-modules <dir>] [--keep]');
  process.exit(2);
}

const repo = resolve(import.meta.dirname, '..');
const git = (...a) => execFileSync('git', a, { cwd: repo, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${args[0]}^{commit}`);
const short = sha.slice(0, 7);
const outDir = join(repo, 'tests/fixtures/upgrade');

const ADMIN_EMAIL = 'admin@upgrade.example';
const ADMIN_PASSWORD = 'Upgrade-pass-1!';

const run = (cmd, cmdArgs, cwd) => execFileSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
const step = (text) => console.log(`\n== ${text}`);

// 1. The release's own tree.
const tree = join(tmpdir(), `upgrade-${short}`);
if (existsSync(tree)) {
  step(`reusing ${tree}`);
  if (git('-C', tree, 'rev-parse', 'HEAD') !== sha) throw new Error(`${tree} is not at ${sha}`);
} else {
  step(`git worktree add ${tree} ${short}`);
  run('git', ['worktree', 'add', '--detach', tree, sha], repo);
}

// 2. Its dependencies.
if (!existsSync(join(tree, 'node_modules'))) {
  if (nodeModules) {
    step(`node_modules -> ${resolve(nodeModules)}`);
    symlinkSync(resolve(nodeModules), join(tree, 'node_modules'), 'dir');
  } else {
    step('npm ci');
    run('npm', ['ci'], tree);
  }
}
const pgliteVersion = JSON.parse(
  readFileSync(join(tree, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
).version;

// 3. Its build and its start.
step('npm run build');
run('npm', ['run', 'build'], tree);

/** A port given by the system, or the one asked for when it is free (else 0). */
const freePort = (wanted = 0) =>
  new Promise((res) => {
    const probe = createServer();
    probe.once('error', () => res(0));
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => res(port));
    });
  });
let port = await freePort();
// The content origin listens on PORT + 1: both must be free.
while (!port || !(await freePort(port + 1))) port = await freePort();

const dataDir = mkdtempSync(join(tmpdir(), `upgrade-data-${short}-`));
step(`node dist-server/main.mjs, DATA_DIR=${dataDir}, port ${port}`);
const env = { ...process.env };
for (const key of Object.keys(env))
  if (/^(DATABASE_URL|TEST_DATABASE_URL|JWT_SECRET|SMTP_URL|FILES_S3_.*)$/.test(key))
    delete env[key];
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  cwd: tree,
  env: {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    JOBS_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((res) => server.once('exit', (code, signal) => res({ code, signal })));

const base = `http://127.0.0.1:${port}/api`;
let token;
async function api(method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

try {
  const started = Date.now();
  for (;;) {
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    const gone = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 500))]);
    if (gone) throw new Error(`the server stopped before it answered: ${JSON.stringify(gone)}`);
    if (Date.now() - started > 180_000) throw new Error('the server did not answer in 3 minutes');
  }

  // 4. The sample, through the release's own API.
  step('writing the sample records');
  const signIn = await api('POST', '/administrator/login', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  token = signIn.token;
  const [language] = await api('GET', '/language');
  const company = await api('POST', '/company', {
    name: 'Clinique Upgrade Fixture',
    country: 'fr',
    type: 'Client',
    languageArea: 2,
  });
  const contact = await api('POST', '/customer', {
    name: 'Contact',
    firstname: 'Céline',
    email: 'celine.contact@upgrade.example',
    phone: '+33 3 88 00 00 01',
    company: company._id,
  });
  const student = await api('POST', '/student', {
    name: 'Learner',
    firstname: 'Lucas',
    email: 'lucas.learner@upgrade.example',
    company: company._id,
    level: 3,
    language: language._id,
  });
  const trainer = await api('POST', '/teacher', {
    name: 'Trainer',
    firstname: 'Tanja',
    email: 'tanja.trainer@upgrade.example',
    languages: [language._id],
  });
  const group = await api('POST', '/group', {
    companyId: company._id,
    name: 'Medical English, upgrade fixture',
    type: 'EW',
    level: 3,
    language: language._id,
    idTeachers: [trainer._id],
    listIdUsers: [student._id],
    duration: 30,
    beginDate: '2031-01-06',
    endDate: '2031-06-27',
  });
  const created = await api('POST', '/session', {
    title: 'Ward rounds',
    description: 'Upgrade fixture session',
    type: 'Group',
    teacher: trainer._id,
    language: language._id,
    start: '2031-01-08T08:00:00.000Z',
    end: '2031-01-08T09:30:00.000Z',
    registrants: [student._id],
    company: company._id,
    groups: [group._id],
  });
  await api('POST', `/session/appointment/${created._id}`);
  await api('PUT', `/session/appointment/${created._id}`, {
    student: student._id,
    status: 'late',
    arrival: '09:10',
  });
  const session = await api('GET', `/session/id/${created._id}`);

  // What the test reads back: each record's URL and the fields it must still answer.
  const pick = (row, keys) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  const records = {
    company: {
      url: `/api/company/${company._id}`,
      expect: pick(company, ['_id', 'name', 'country', 'type', 'languageArea']),
    },
    contact: {
      url: `/api/customer/${contact._id}`,
      expect: pick(contact, ['_id', 'name', 'firstname', 'email', 'phone', 'company']),
    },
    student: {
      url: `/api/student/${student._id}`,
      expect: pick(student, ['_id', 'name', 'firstname', 'email', 'company', 'level', 'language']),
    },
    trainer: {
      url: `/api/teacher/${trainer._id}`,
      expect: pick(trainer, ['_id', 'name', 'firstname', 'email', 'languages']),
    },
    group: {
      url: `/api/group/${group._id}`,
      expect: {
        ...pick(group, ['_id', 'companyId', 'name', 'type', 'level', 'language', 'duration']),
        ...pick(group, ['beginDate', 'endDate']),
      },
    },
    session: {
      url: `/api/session/id/${session._id}`,
      expect: {
        ...pick(session, ['_id', 'title', 'type', 'teacher', 'language', 'start', 'end']),
        ...pick(session, ['registrants', 'company', 'groups', 'appointmentAt']),
        statuses: session.statuses.map((s) => pick(s, ['student', 'status', 'arrival'])),
      },
    },
  };
  console.log(JSON.stringify(records, null, 2));

  // 5. A clean stop.
  step('SIGTERM');
  server.kill('SIGTERM');
  const stop = await exited;
  if (stop.code !== 0) throw new Error(`the server did not stop cleanly: ${JSON.stringify(stop)}`);

  step(`the write-ahead log on a new segment (PGlite ${pgliteVersion}, the release's own)`);
  const pglite = (path) =>
    pathToFileURL(join(tree, 'node_modules/@electric-sql/pglite', path)).href;
  const { PGlite } = await import(pglite('dist/index.js'));
  const { pg_trgm } = await import(pglite('dist/contrib/pg_trgm.js'));
  const { unaccent } = await import(pglite('dist/contrib/unaccent.js'));
  const db = await PGlite.create({
    dataDir: join(dataDir, 'db'),
    extensions: { pg_trgm, unaccent },
    // Segments no longer needed are deleted instead of kept for reuse (with their old records).
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  const migrations = Number(
    (await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n,
  );
  await db.exec('checkpoint');
  await db.query('select pg_switch_wal()');
  await db.exec('checkpoint');
  await db.close();

  step('packing');
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir))
    if (/\.(tar\.gz|json)$/.test(name)) rmSync(join(outDir, name));
  rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
  const packed = join(outDir, `${short}.tar.gz`);
  execFileSync('tar', ['-czf', packed, '-C', dataDir, ...readdirSync(dataDir).sort()]);
  const described = {
    commit: sha,
    subject: git('show', '-s', '--format=%s', sha),
    committedAt: git('show', '-s', '--format=%cI', sha),
    madeAt: new Date().toISOString(),
    madeWith: `node scripts/upgrade-fixture.mjs ${short}`,
    pglite: pgliteVersion,
    postgres: readFileSync(join(dataDir, 'db/PG_VERSION'), 'utf8').trim(),
    migrations,
    archive: `${short}.tar.gz`,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    records,
  };
  const json = join(outDir, `${short}.json`);
  writeFileSync(json, `${JSON.stringify(described, null, 2)}\n`);
  // As `npm run lint` wants it (short arrays on one line).
  run(join(repo, 'node_modules/.bin/biome'), ['format', '--write', json], repo);
  console.log(`\n${packed}: ${(statSync(packed).size / 1024 / 1024).toFixed(2)} MB`);
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (!keep) {
    step(`git worktree remove ${tree}`);
    // The node_modules link first: `worktree remove --force` would not follow it, but say so.
    rmSync(join(tree, 'node_modules'), { recursive: true, force: true });
    run('git', ['worktree', 'remove', '--force', tree], repo);
  }
}
