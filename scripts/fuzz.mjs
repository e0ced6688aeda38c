// The route fuzz run long: a random seed (or FUZZ_SEED to replay one), FUZZ_ROUNDS random cases per operation.

import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const rounds = process.env.FUZZ_ROUNDS ?? '200';
console.log(
  `fuzz seed ${seed}, ${rounds} random cases per operation (replay: FUZZ_SEED=${seed} FUZZ_ROUNDS=${rounds} npm run fuzz)`,
);

const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'api',
    'tests/api/fuzz.test.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, FUZZ_SEED: seed, FUZZ_ROUNDS: rounds } },
);
if (result.error) throw result.error;
console.log(`fuzz seed ${seed}`);
process.exit(result.status ?? 1);
