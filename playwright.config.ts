import { defineConfig } from '@playwright/test';

/** End-to-end tests: the built server on a free port with a fresh DATA_DIR (tests/e2e/global-setup.ts), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One browser at a time: with two workers (6 min instead of 12) a clean-clone rehearsal saw the
  // company panel journey's tab click not reach the URL within 10 s under the load; not landed
  // until that journey is made robust to a busy machine.
  workers: 1,
  retries: 0,
  fullyParallel: false,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    headless: true,
    locale: 'en-US',
    acceptDownloads: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  outputDir: 'test-results/e2e',
});
