import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path/posix';
import { describe, expect, it } from 'vitest';

/**
 * A progress bar is a progressbar to assistive technology, and axe (WCAG 2.2 AA) wants it named.
 * A loading bar shows for a moment, often too short for the screen checks to catch: this reads
 * every `<LinearProgress` in the browser code instead, and wants a name on each.
 */
const tsx = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsx(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });

/** Each `<LinearProgress …/>` opening tag, with its line. */
const progressTags = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/<LinearProgress\b[^>]*?\/?>/gs)].map((match) => ({
    where: `${file}:${text.slice(0, match.index).split('\n').length}`,
    tag: match[0],
  }));
};

describe('progress bars', () => {
  it('every LinearProgress is named (aria-label or aria-labelledby)', () => {
    const tags = ['src', 'resources'].flatMap(tsx).flatMap(progressTags);
    expect(tags.length).toBeGreaterThan(10);
    const unnamed = tags
      .filter(({ tag }) => !/aria-label(ledby)?=/.test(tag))
      .map(({ where }) => where);
    expect(unnamed).toEqual([]);
  });
});
