import { chromium } from '@playwright/test';
import { BENCH_ADMIN } from './server';
import { median } from './stats';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The connection the first render is measured on. */
export const THROTTLE = { mbits: 10, rttMs: 40 };

export interface FirstRenderFigures {
  /** Milliseconds from navigation to the first row of the students list on screen, one per run. */
  runs: number[];
  median: number;
}

/**
 * Signed in, with an empty browser cache and the connection throttled: the time from asking for
 * /students to its first list row being visible, as a new visitor's first page after sign-in.
 */
export async function measureFirstRender(
  baseUrl: string,
  runs: number,
): Promise<FirstRenderFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl, locale: 'en-US' });
    await page.goto('/');
    await page.getByLabel('E-mail', { exact: true }).fill(BENCH_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (THROTTLE.mbits * 1e6) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto('/students', { waitUntil: 'commit' });
      await page.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
      samples.push(performance.now() - started);
    }
    return { runs: samples, median: median(samples) };
  } finally {
    await browser.close();
  }
}
