import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// The ui files that replace a module with vi.mock: a shared module graph would carry the replaced
// module to the files after them, so they run each on its own (ui-isolated). A JSON file, which the
// config loader reads as it is; tests/unit/ui-mocking-files.test.ts keeps the list true.
import UI_MOCKING_FILES from './tests/ui/mocking-files.json' with { type: 'json' };

/** A unit file about a module's first load (zod's settings), which a shared module graph would have loaded already. */
const FIRST_LOAD_UNIT_FILE = 'tests/unit/zod-jitless.test.ts';

/** What the two ui projects share: jsdom, the setup file, and the time a test has. */
const UI = {
  environment: 'jsdom',
  setupFiles: ['tests/ui/setup.ts'],
  testTimeout: 30_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default in a run is one worker less than the CPUs: a single worker on the 2-core
    // machine. Its main process mostly waits, so two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [FIRST_LOAD_UNIT_FILE],
          environment: 'node',
          // The files of a worker share one module graph: each file importing its modules again was
          // 85% of the project's time (46 of 54 s), its tests 9%. No unit file replaces a module
          // (vi.mock); a global a test stubs is put back after it.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        // What zod reads when it is first loaded: alone, so that no other file has loaded zod before.
        test: { name: 'unit-isolated', include: [FIRST_LOAD_UNIT_FILE], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Each file builds its own app on its own database and mocks no module: the files of a
          // worker share one module graph instead of importing the server again for each file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          exclude: UI_MOCKING_FILES,
          ...UI,
          // The files of a worker share one module graph (react-admin and MUI imported once, not
          // once a file: the import was 450 s of the project's 1,000); each test unmounts what it
          // rendered. The files that replace a module (vi.mock) run in ui-isolated below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          include: UI_MOCKING_FILES,
          ...UI,
        },
      },
      {
        extends: true,
        // The Dockerfile's steps in a clean folder (npm ci twice and the build): once, on its own.
        test: {
          name: 'image',
          include: ['tests/image/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30 * 60_000,
        },
      },
    ],
  },
});
