import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from './child-server';
import { type FirstRenderFigures, measureFirstRender } from './first-render';

/**
 * A learner's record in the throttled browser (issue 46: its first section within 1.5 s of
 * navigation), on the groups bench's PostgreSQL database: the production server started on it, no
 * demo and no jobs (the at-risk pass would run beside), signed in as its Super Administrator. Timed
 * to the summary section's first bar (a meter, drawn once its figures have arrived).
 */
export async function measureRecordRender(
  databaseUrl: string,
  studentId: string,
  account: { email: string; password: string },
  runs: number,
): Promise<FirstRenderFigures> {
  if (!existsSync('dist-server/main.mjs') || !existsSync('dist/index.html'))
    throw new Error('the production build is missing: run npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-record-'));
  const server = await startChildServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      JOBS_INTERVAL_MS: '0',
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
    },
  });
  try {
    return await measureFirstRender(server.url, runs, {
      path: `/student/${studentId}`,
      shown: '[role="meter"]',
      account,
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
