import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path/posix';
import { describe, expect, it } from 'vitest';

/** The README is a map: past this many lines, the detail belongs in docs/. */
const MAX_README_LINES = 400;

/** A path that starts with one of these folders names a file or folder of the repository. */
const REPO_FOLDERS = [
  'src',
  'resources',
  'server',
  'domain',
  'tests',
  'locales',
  'dataProvider',
  'authProvider',
  'scripts',
  'bench',
  'docs',
  '.ci',
];
/** Files that live at the root: the usual configuration and project files. */
const ROOT_FILES =
  /(?<![\w./-])(\.env\.example|\.nvmrc|\.npmrc|\.gitignore|package(?:-lock)?\.json|tsconfig\.json|biome\.json|index\.html|README\.md|[\w-]+\.config\.(?:ts|mjs|js))(?![\w./-])/g;
/** Not inside a longer path (`/api/resources/…`, `dist-server/…`), as far as the path's own characters go. */
const REPO_PATH = new RegExp(
  `(?<![\\w./-])((?:${REPO_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w.*<>@+/-]*)`,
  'g',
);
/** A TypeScript file named from inside a folder (`plugins/auth.ts`): the reader cannot tell which. */
const PARTIAL_SOURCE = /(?<![\w./-])([\w-]+\/[\w./<>*-]*\.tsx?)(?![\w.])/g;
const LINK = /\]\(([^)\s]+)\)/g;
/** "`path` (42 lines)": a count the test keeps true. */
const LINE_COUNT = /`([^`\s]+)` \((\d[\d,]*) lines?\)/g;
/** "12 files and 751 lines": the total of the counts above it in the same section. */
const TOTAL = /(\d+) files and (\d[\d,]*) lines/;

/** `wc -l`: the number of line ends. */
const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const number = (text: string) => Number(text.replace(/,/g, ''));

/** The entries a path names: placeholders (`<area>`) and `*` match any name inside one segment. */
function matches(path: string): string[] {
  let found = ['.'];
  for (const segment of path.split('/').filter(Boolean)) {
    if (!/[<*]/.test(segment)) {
      found = found.map((dir) => join(dir, segment)).filter((p) => existsSync(p));
      continue;
    }
    const pattern = new RegExp(
      `^${segment
        .split(/(<[^>]*>|\*)/)
        .map((part, i) => (i % 2 ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    found = found.flatMap((dir) =>
      existsSync(dir) && statSync(dir).isDirectory()
        ? readdirSync(dir)
            .filter((name) => pattern.test(name))
            .map((name) => join(dir, name))
        : [],
    );
  }
  return path.endsWith('/') ? found.filter((p) => statSync(p).isDirectory()) : found;
}

/** What is wrong in one document: each missing path and each stale line count, with its line. */
function problemsIn(text: string, doc: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${doc}:${i + 1}`;
    const paths = [
      ...[...line.matchAll(REPO_PATH)].map((m) => m[1].replace(/\.+$/, '')),
      ...[...line.matchAll(ROOT_FILES)].map((m) => m[1]),
    ];
    for (const path of paths)
      if (matches(path).length === 0) problems.push(`${at}: no such file or folder: ${path}`);
    for (const [, path] of line.matchAll(PARTIAL_SOURCE))
      if (!REPO_FOLDERS.includes(path.split('/')[0]))
        problems.push(`${at}: not a path from the repository's root: ${path}`);
    for (const [, target] of line.matchAll(LINK)) {
      if (/^([a-z]+:|#)/.test(target)) continue;
      const path = normalize(join(dirname(doc), target.replace(/#.*$/, '')));
      if (path.startsWith('..') || !existsSync(path))
        problems.push(`${at}: link to a missing file: ${target}`);
    }
    for (const [, path, said] of line.matchAll(LINE_COUNT)) {
      if (!existsSync(path)) continue;
      const actual = lineCount(path);
      if (actual !== number(said))
        problems.push(`${at}: ${path} is said to have ${said} lines, \`wc -l\` counts ${actual}`);
    }
  });
  problems.push(...staleTotals(lines, doc));
  return problems;
}

/** In each section (a `#` heading), a stated total must be the sum of the section's line counts. */
function staleTotals(lines: string[], doc: string): string[] {
  const problems: string[] = [];
  let counts: { path: string; lines: number }[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('#')) counts = [];
    for (const [, path] of line.matchAll(LINE_COUNT))
      if (existsSync(path)) counts.push({ path, lines: lineCount(path) });
    const total = TOTAL.exec(line);
    if (!total) return;
    const files = counts.length;
    const sum = counts.reduce((all, c) => all + c.lines, 0);
    if (number(total[1]) !== files || number(total[2]) !== sum)
      problems.push(
        `${doc}:${i + 1}: says ${total[1]} files and ${total[2]} lines, the counted files above are ${files} and ${sum} lines`,
      );
  });
  return problems;
}

/** The README's own limit: a map, not the territory. */
function readmeProblems(text: string): string[] {
  const lines = text.split('\n').length - 1;
  return lines > MAX_README_LINES
    ? [`README.md has ${lines} lines, more than ${MAX_README_LINES}: move the detail to docs/`]
    : [];
}

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

describe('the README and docs/', () => {
  const docs = ['README.md', ...markdownUnder('docs')];

  it(`README.md is a map of at most ${MAX_README_LINES} lines`, () => {
    expect(readmeProblems(readFileSync('README.md', 'utf8'))).toEqual([]);
  });

  it('name only files and folders that exist, and count their lines truly', () => {
    expect(docs.length).toBeGreaterThan(10);
    const problems = docs.flatMap((doc) => problemsIn(readFileSync(doc, 'utf8'), doc));
    expect(problems).toEqual([]);
  });

  it('the checks find a missing path, a broken link, a stale count and a long README (a sample)', () => {
    const sample = [
      '# Sample',
      '`server/app.ts`, `server/areas/<area>/routes.ts` and [the bench](../docs/bench.md) exist;',
      'server/nowhere.ts and `domain/entities/*-nothing.ts` do not, nor [this](decisions/gone.md).',
      '`README.md` and `/api/resources/{id}/file` and dist-server/main.mjs are not checked as missing;',
      'plugins/auth.ts names a file from inside its folder.',
      '`package.json` (1 lines), `tsconfig.json` (1 line).',
      '## Totals',
      '`package.json` (1 lines). In all: 2 files and 3 lines.',
    ].join('\n');
    const json = lineCount('package.json');
    const tsconfig = lineCount('tsconfig.json');
    expect(problemsIn(sample, 'docs/sample.md')).toEqual([
      'docs/sample.md:3: no such file or folder: server/nowhere.ts',
      'docs/sample.md:3: no such file or folder: domain/entities/*-nothing.ts',
      'docs/sample.md:3: link to a missing file: decisions/gone.md',
      "docs/sample.md:5: not a path from the repository's root: plugins/auth.ts",
      `docs/sample.md:6: package.json is said to have 1 lines, \`wc -l\` counts ${json}`,
      `docs/sample.md:6: tsconfig.json is said to have 1 lines, \`wc -l\` counts ${tsconfig}`,
      `docs/sample.md:8: package.json is said to have 1 lines, \`wc -l\` counts ${json}`,
      `docs/sample.md:8: says 2 files and 3 lines, the counted files above are 1 and ${json} lines`,
    ]);
    const line = 'a line\n';
    expect(readmeProblems(line.repeat(MAX_README_LINES))).toEqual([]);
    expect(readmeProblems(line.repeat(MAX_README_LINES + 1))).toEqual([
      `README.md has ${MAX_README_LINES + 1} lines, more than ${MAX_README_LINES}: move the detail to docs/`,
    ]);
  });
});
