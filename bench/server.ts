import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { median, now, percentile, since } from './stats';

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'Bench-pass-1!' };

export function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  stop: () => Promise<void>;
}

/** Starts the compiled server of `npm run serve` (dist-server/main.mjs) and times it to the first 200 of /api/health. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  if (!existsSync('dist-server/main.mjs') || !existsSync('dist/index.html'))
    throw new Error('the production build is missing: run npm run build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: url,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    // The bench acts as the proxy in front, so the sign-in series can come from several addresses.
    TRUST_PROXY_HOPS: '1',
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET']) delete env[key];
  const started = now();
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within 120 s:\n${stderr}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, url, startMs: since(started), stop };
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * Sign-in latency over HTTP. The per-IP limit (20 a minute) would stop the series, so each call
 * comes from its own address through X-Forwarded-For (trusted with TRUST_PROXY_HOPS=1).
 */
export async function signInLatency(url: string, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = now();
    const res = await fetch(`${url}/api/administrator/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.99.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ ...BENCH_ADMIN, rememberMe: false }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    samples.push(since(started));
  }
  return { p50: median(samples), p95: percentile(samples, 95), runs };
}
