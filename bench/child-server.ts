import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './server';

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** What the server wrote to stderr so far. */
  stderr: () => string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a power cut of the process would. */
  kill: () => Promise<void>;
}

export interface ChildServerOptions {
  dataDir: string;
  /** Variables on top of the defaults (e.g. DATABASE_URL, SEED_DEMO). */
  env?: NodeJS.ProcessEnv;
  /** Node flags before the script, e.g. --cpu-prof. */
  nodeFlags?: string[];
  /** 'serve': what `npm run serve` runs (the production server); 'source': tsx server/main.ts. */
  run?: 'serve' | 'source';
  /** Node arguments of another build of the server, e.g. ['private-build/main.mjs'] (before/after runs). */
  script?: string[];
}

/** The node arguments of `npm run serve`: `tsx x.ts` runs as `node --import tsx x.ts`, `node x` as is. */
export function serveArguments(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const [command, ...rest] = pkg.scripts.serve.trim().split(/\s+/);
  if (command === 'tsx') return ['--import', 'tsx', ...rest];
  if (command === 'node') return rest;
  throw new Error(`cannot run "npm run serve" (${pkg.scripts.serve}) as one node process`);
}

/** Starts the server as one node process on a free port and waits for the 200 of /api/health. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'NODE_OPTIONS']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    APP_URL: url,
    LOG_LEVEL: 'warn',
    // The client acts as the proxy in front, so each simulated user can sign in from its own address.
    TRUST_PROXY_HOPS: '1',
    ...options.env,
  });
  const script =
    options.script ??
    (options.run === 'source' ? ['--import', 'tsx', 'server/main.ts'] : serveArguments());
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...script], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (gone()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (gone()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone()) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not answer within 120 s:\n${stderr}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, url, stderr: () => stderr, stop, kill };
}

/** Signs in as staff through the admin endpoint, from its own forwarded address; returns the access token. */
export async function signIn(
  url: string,
  credentials: { email: string; password: string },
  address = '10.98.0.1',
): Promise<string> {
  const res = await fetch(`${url}/api/administrator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in answered ${res.status}`);
  return body.token;
}
