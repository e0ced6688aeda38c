import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rssMb, signInLatency, startServer } from './server';
import { median } from './stats';

export interface StartupFigures {
  existingStartMs: number[];
  newStartMs: number[];
  rssAfterStartMb: number;
  rssAfterSignInsMb: number;
  signIn: { p50: number; p95: number; runs: number };
}

/** Cold starts on an existing and on a new data dir, memory after start, and sign-in latency. */
export async function measureStartup(
  options: { starts: number; newStarts: number; signIns: number },
  log: (line: string) => void,
): Promise<StartupFigures> {
  const root = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const newStartMs: number[] = [];
    for (let i = 0; i < options.newStarts; i++) {
      const server = await startServer(join(root, `new-${i}`));
      newStartMs.push(server.startMs);
      await server.stop();
      log(`  start on a new data dir: ${Math.round(server.startMs)} ms`);
    }
    // new-0 now exists (migrated and seeded): every further start on it is a start on existing data.
    const existing = join(root, 'new-0');
    const existingStartMs: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < options.starts; i++) {
      const server = await startServer(existing);
      existingStartMs.push(server.startMs);
      rss.push(rssMb(server.child.pid as number));
      await server.stop();
      log(`  start on an existing data dir: ${Math.round(server.startMs)} ms`);
    }
    const server = await startServer(existing);
    try {
      const signIn = await signInLatency(server.url, options.signIns);
      const rssAfterSignInsMb = rssMb(server.child.pid as number);
      return {
        existingStartMs,
        newStartMs,
        rssAfterStartMb: median(rss),
        rssAfterSignInsMb,
        signIn,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
