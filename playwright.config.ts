import { defineConfig } from '@playwright/test';

/** End-to-end tests: the built server on a free port with a fresh DATA_DIR (tests/e2e/global-setup.ts), in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two browsers against the one server, in CI too: the specs make their own records (unique names),
  // each session has its own client address across workers (fixtures.ts), and the two accessibility
  // crawls, the longest specs, run side by side. A click that a busy machine may lose (a tab under
  // the top bar sliding back in) is clicked again until the screen answers (fixtures.ts).
  workers: 2,
  retries: 0,
  fullyParallel: false,
  reporter: 'list',
  // A journey's budget, not its speed: on the 2-core machine shared with other test runs (load
  // average 15) with two workers, the people journey took more than 60 s.
  timeout: 120_000,
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
