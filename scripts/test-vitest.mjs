// Runs every Vitest project on the embedded database, then, when TEST_DATABASE_URL is set, the api project again on that PostgreSQL.
import { spawnSync } from 'node:child_process';

const vitest = (args, env) => {
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
    stdio: 'inherit',
    env,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, ...embedded } = process.env;

// The api files that are as heavy as they are indifferent to the database (the fuzz of every route,
// the demo data) run once, on PostgreSQL, when the api project runs there too: PG_RERUN tells them.
let status = vitest(extra, TEST_DATABASE_URL ? { ...embedded, PG_RERUN: '1' } : embedded);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(`\napi tests again on PostgreSQL (${new URL(TEST_DATABASE_URL).host})\n`);
  status = vitest(['--project', 'api', ...extra], { ...process.env });
}
process.exit(status);
