import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './first-render';
import { BENCH_ADMIN, freePort } from './server';

export interface LighthouseFigures {
  page: string;
  /** Where the page ended: a signed-out run of /students ends on the login page. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Audits that cost points, worst first, to tell why a score is below its target. */
  losses: string[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((ok, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0
        ? ok()
        : fail(new Error(`${command} ${args[0]} ended ${code}:\n${stderr.slice(-2000)}`)),
    );
  });
}

function figures(page: string, file: string): LighthouseFigures {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const losses: string[] = [];
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of report.categories[id].auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const items = (audit.details?.items ?? []) as Record<string, unknown>[];
      const what = items
        .map(
          (item) => item.issueType ?? (item.node as { nodeLabel?: string })?.nodeLabel ?? item.url,
        )
        .filter(Boolean)
        .slice(0, 3);
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      losses.push(`${id}: ${audit.title}${value}${what.length ? `: ${what.join('; ')}` : ''}`);
    }
  }
  return {
    page,
    finalUrl: report.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    losses,
  };
}

/**
 * Lighthouse (desktop preset) on the login page, then on /students signed in. The session lives in
 * the browser's localStorage, so Lighthouse drives a Chromium we started and signed in first.
 */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const browser = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${join(dir, 'profile')}`,
      '--no-first-run',
      '--lang=en-US',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const cdpUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${cdpUrl}/json/version`)).ok) break;
      } catch {
        if (i > 100) throw new Error('Chromium did not open its debugging port');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const env = { ...process.env, CHROME_PATH: CHROMIUM };
    const lighthouse = async (page: string, path: string, keepStorage: boolean) => {
      // BENCH_LIGHTHOUSE_REPORTS keeps the full reports for a look at why a score is low.
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS || dir;
      mkdirSync(reports, { recursive: true });
      const output = join(reports, `lighthouse${path.replace(/\W/g, '-')}.json`);
      await run(
        'npx',
        [
          '--yes',
          'lighthouse@13',
          `${baseUrl}${path}`,
          `--port=${port}`,
          '--preset=desktop',
          '--only-categories=performance,accessibility,best-practices',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          ...(keepStorage ? ['--disable-storage-reset'] : []),
        ],
        env,
      );
      return figures(page, output);
    };
    const results = [await lighthouse('login page', '/', false)];
    const connected = await chromium.connectOverCDP(cdpUrl);
    try {
      const page = await connected.contexts()[0].newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByLabel('E-mail', { exact: true }).fill(BENCH_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
      // Remembered: the session is then in localStorage and cookies, seen by Lighthouse's own tab.
      await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/');
      await page.close();
    } finally {
      await connected.close();
    }
    const students = await lighthouse('/students, signed in', '/students', true);
    if (new URL(students.finalUrl).pathname !== '/students')
      throw new Error(
        `Lighthouse on /students was not signed in: it ended on ${students.finalUrl}`,
      );
    results.push(students);
    return results;
  } finally {
    const exited = new Promise((r) => browser.once('exit', r));
    browser.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
