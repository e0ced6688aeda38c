import '@testing-library/jest-dom/vitest';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

// jsdom computes an element's style by matching every rule of every style sheet against it, and the
// role queries ask it for each element they name and each of its ancestors (hidden or not): with
// MUI's hundreds of rules, that was most of this project's time. The queries and toBeVisible read
// only display, visibility and opacity, so the rules MUI inserts through emotion's cache keep only
// those; a rule left with none is not inserted.
const KEPT = new Set(['display', 'visibility', 'opacity']);
const keepOnlyKept = (rule: string) =>
  rule.replace(/\{([^{}]*)\}/g, (_, body: string) => {
    const kept = body
      .split(';')
      .filter((declaration) => KEPT.has(declaration.slice(0, declaration.indexOf(':')).trim()));
    return `{${kept.join(';')}}`;
  });
const cache = (CacheProvider as unknown as { _currentValue: EmotionCache | null })._currentValue;
if (cache) {
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    const kept = keepOnlyKept(rule);
    if (/\{[^{}]*:[^{}]*\}/.test(kept)) insert(kept);
  };
}
