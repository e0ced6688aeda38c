import { type ChildProcess, spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL_ENV, CHROMIUM_PATH, DATA_DIR_ENV } from './env';

// A first start seeds the demo data into a new database: 65 s alone on the 2-core machine shared
// with other test runs (load average 12), which the 60 s this had did not leave room for.
const START_TIMEOUT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode}) before answering:\n${readFileSync(log, 'utf8')}`,
      );
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `The server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${readFileSync(log, 'utf8')}`,
  );
}

/** Starts the built server on a free port with a fresh DATA_DIR; the returned function stops it. */
export default async function globalSetup() {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  for (const built of ['dist/index.html', 'dist-server/main.mjs']) {
    if (!existsSync(resolve(built)))
      throw new Error(`${built} is missing: run \`npm run build\` before \`npm run test:e2e\`.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  // The SCORM content origin (server/content) listens on a port of its own.
  const contentPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = join(dataDir, 'server.log');
  const out = openSync(log, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    CONTENT_PORT: String(contentPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    SEED_DEMO: 'true',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // The specs act as the proxy in front: each browser session sends its own X-Forwarded-For (fixtures.ts).
    TRUST_PROXY_HOPS: '1',
    // No background jobs: the demo sessions' reminders would land in the outbox among the mails the specs wait for.
    JOBS_INTERVAL_MS: '0',
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET']) delete env[key];
  // The compiled server of `npm run serve`, as one node process: stopping it needs no tree walk.
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env,
    stdio: ['ignore', out, out],
  });
  try {
    await waitForHealth(`${baseURL}/api/health`, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[BASE_URL_ENV] = baseURL;
  process.env[DATA_DIR_ENV] = dataDir;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
