import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path/posix';
import { describe, expect, it } from 'vitest';

/** A file that does one job stays short: no source file is over this many lines. */
const MAX_LINES = 500;
const ROOTS = [
  'authProvider',
  'bench',
  'dataProvider',
  'domain',
  'resources',
  'scripts',
  'server',
  'src',
  'tests',
];
/** Data, not code: the demo seed, applied migrations (history, never edited) and the locales. */
const ASIDE = [/^server\/db\/seed\//, /^server\/db\/migrations\//, /^locales\//];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });

describe('file size', () => {
  it(`no source file is over ${MAX_LINES} lines (seeds, migrations and locales aside)`, () => {
    const files = ROOTS.flatMap(sources).filter((file) => !ASIDE.some((re) => re.test(file)));
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
