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
  /**
   * The page's own clock, one per run: from its navigation's start to the first frame after the
   * element came into the document. Playwright's wait (runs) sees it later when the page's main
   * thread is busy with what loads after it.
   */
  painted: number[];
  paintedMedian: number;
}

/** What is timed: the screen asked for, what shows it is there (a CSS selector), and who signs in. */
export interface FirstRenderTarget {
  path: string;
  shown: string;
  account: { email: string; password: string };
}

/** The students list's first row, as the bench's administrator. */
export const STUDENTS_LIST: FirstRenderTarget = {
  path: '/students',
  shown: 'tbody tr',
  account: BENCH_ADMIN,
};

/**
 * In each document: the time of the first frame after an element matching `selector` came in. A
 * string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
 */
const watchFirstFrame = (selector: string) => `
  (() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstFrame = performance.now(); });
    });
    observer.observe(document, { subtree: true, childList: true });
  })();`;

/**
 * Signed in, with an empty browser cache and the connection throttled: the time from asking for a
 * screen (by default /students) to what shows it (its first list row) being visible, as a new
 * visitor's first page after sign-in.
 */
export async function measureFirstRender(
  baseUrl: string,
  runs: number,
  target: FirstRenderTarget = STUDENTS_LIST,
): Promise<FirstRenderFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: baseUrl, locale: 'en-US' });
    await page.goto('/');
    await page.getByLabel('E-mail', { exact: true }).fill(target.account.email);
    await page.getByLabel('Password', { exact: true }).fill(target.account.password);
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
    await page.addInitScript(watchFirstFrame(target.shown));
    const samples: number[] = [];
    const painted: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(target.path, { waitUntil: 'commit' });
      await page.locator(target.shown).first().waitFor({ state: 'visible', timeout: 60_000 });
      samples.push(performance.now() - started);
      painted.push(
        await page
          .waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame)
          .then((handle) => handle.jsonValue() as Promise<number>),
      );
    }
    return { runs: samples, median: median(samples), painted, paintedMedian: median(painted) };
  } finally {
    await browser.close();
  }
}
