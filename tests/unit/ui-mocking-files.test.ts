import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import UI_MOCKING_FILES from '../ui/mocking-files.json' with { type: 'json' };

describe('the ui files that replace a module', () => {
  it('are exactly those that call vi.mock, so that none shares a module graph', () => {
    const mocking = readdirSync('tests/ui')
      .filter((name) => name.endsWith('.test.tsx'))
      .map((name) => `tests/ui/${name}`)
      .filter((path) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path, 'utf8')))
      .sort();
    expect(mocking).toEqual([...UI_MOCKING_FILES].sort());
  });
});
