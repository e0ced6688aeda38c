import { describe, expect, it } from 'vitest';
import { measureCrash } from '../../bench/crash';

// The embedded database only: the PostgreSQL pass of the api project has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('a server killed during writes (PGlite)', () => {
  it('keeps every acknowledged create, whole, and opens sound', { timeout: 180_000 }, async () => {
    const figures = await measureCrash({ killAfter: 150, concurrency: 8, run: 'source' });
    expect(figures.acknowledged).toBeGreaterThanOrEqual(150);
    expect(figures.cut).toBeGreaterThan(0);
    expect(figures.problems).toEqual([]);
    expect(figures.lost).toBe(0);
    expect(figures.found).toBe(figures.acknowledged);
  });
});
