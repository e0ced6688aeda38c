import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path/posix';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One way per mechanism: no code re-implements what server/lib/ or src/save/ offers. Each pattern
 * below is a hand-written copy of such a mechanism; the mechanism's own folder may hold it.
 */

const sources = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path, ext);
    return ext.test(entry.name) ? [path] : [];
  });

interface ServerPattern {
  name: string;
  /** The mechanism to use instead. */
  use: string;
  pattern: RegExp;
  /** A line the pattern must find, so that the check can fail. */
  sample: string;
}

const SERVER_PATTERNS: ServerPattern[] = [
  {
    name: 'a hand-set Content-Range header',
    use: 'answerList (server/lib/crud-routes.ts)',
    // A list's range (contentRange or a literal), not a byte range (206) nor one put back as it was.
    pattern: /\.header\(\s*['"`]content-range['"`]\s*,\s*(contentRange\(|['"`](?!bytes ))/i,
    sample: "reply.header('Content-Range', contentRange(list, rows.length, total));",
  },
  {
    name: 'a path and its trailing-slash twin by hand',
    use: 'withSlashTwin (server/lib/slash-twin.ts)',
    pattern: /\+\s*['"`]\/['"`]|`\$\{[^}`]+\}\/`|\[\s*(['"`])([^'"`]+)\1\s*,\s*\1\2\/\1\s*\]/,
    sample: "for (const url of ['/group', '/group/']) {",
  },
  {
    name: 'a hand-written stale-update check',
    use: 'updateUnlessStale or checkUnchanged (server/lib/stale-write.ts), or tableCrud.write',
    pattern: /\b(unchangedSince|staleUpdate)\b/,
    sample: 'if (!row) throw staleUpdate();',
  },
];

/** The other spellings of the slash twin the pattern must find too. */
const TWIN_SAMPLES = [
  "for (const url of [base, base + '/']) {",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
  'for (const url of [base, `${base}/`]) {',
  'for (const url of ["/exports", "/exports/"]) {',
];

/** Lines of the server outside server/lib/ that match a pattern, as "file:line". */
function serverOffenders(p: ServerPattern): string[] {
  return sources('server', /\.ts$/)
    .filter((file) => !file.startsWith('server/lib/'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (p.pattern.test(line) ? [`${file}:${i + 1}`] : [])),
    );
}

/**
 * The catches of a browser source that read the caught error's message (error.message,
 * (e as Error)?.message): a failure shown by hand instead of through useSave (src/save/).
 */
function failureReaders(file: string, text: string): number[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines: number[] = [];
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
      ? unwrap(node.expression)
      : node;
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node) && node.variableDeclaration) {
      const name = node.variableDeclaration.name.getText(source);
      const inBlock = (inner: ts.Node) => {
        if (
          ts.isPropertyAccessExpression(inner) &&
          inner.name.text === 'message' &&
          ts.isIdentifier(unwrap(inner.expression)) &&
          unwrap(inner.expression).getText(source) === name
        ) {
          lines.push(source.getLineAndCharacterOfPosition(inner.getStart(source)).line + 1);
        }
        ts.forEachChild(inner, inBlock);
      };
      inBlock(node.block);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/**
 * Browser files allowed to show a caught error's message by hand, by file name (their folders may
 * be renamed): none since every failure is read through src/save/.
 */
const BROWSER_ALLOWED: string[] = [];

describe('one way per mechanism', () => {
  it.each(SERVER_PATTERNS)('the pattern of $name finds its sample', (p) => {
    expect(p.pattern.test(p.sample)).toBe(true);
  });

  it('finds a list range set by hand, not a byte range', () => {
    const range = SERVER_PATTERNS[0].pattern;
    expect(range.test("reply.header('content-range', 'items 0-9/' + total)")).toBe(true);
    expect(range.test(".header('content-range', `bytes 0-9/100`)")).toBe(false);
  });

  it('finds every spelling of a slash twin, and not a path that merely ends with a slash', () => {
    const twin = SERVER_PATTERNS[1].pattern;
    for (const sample of TWIN_SAMPLES) expect(twin.test(sample), sample).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(twin.test('const prefix = `/u/${signature}/${filename}/`;')).toBe(false);
    expect(twin.test("for (const url of ['/group', '/groups/']) {")).toBe(false);
  });

  it.each(SERVER_PATTERNS)('no server code outside server/lib/ holds $name (use $use)', (p) => {
    expect(serverOffenders(p)).toEqual([]);
  });

  it('the failure reader finds a catch that shows the error message, in each spelling', () => {
    const sample = `
      try { await save(); } catch (error) { notify((error as Error)?.message || 'x'); }
      try { await save(); } catch (e) { setError(e instanceof Error ? e.message : 'x'); }
      try { await save(); } catch (failure) { show(failure.message); }
      try { await save(); } catch (error) { notify(readFailure(error).message); }
      try { await save(); } catch { notify('x'); }
    `;
    expect(failureReaders('sample.tsx', sample)).toEqual([2, 3, 4]);
  });

  it('no browser code outside src/save/ shows a caught error message by hand, but the allowed files', () => {
    const readers = ['src', 'resources']
      .flatMap((dir) => sources(dir, /\.tsx?$/))
      .filter((file) => !file.startsWith('src/save/'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        // Parsed only when it may hold one: parsing every browser file takes seconds.
        return (
          text.includes('catch') &&
          text.includes('.message') &&
          failureReaders(file, text).length > 0
        );
      })
      .map((file) => file.split('/').at(-1))
      .sort();
    expect(readers).toEqual(BROWSER_ALLOWED);
  });
});
