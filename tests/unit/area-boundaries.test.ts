import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path/posix';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const AREAS = 'server/areas';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** The module specifiers a file imports: import/export ... from, import('...') and import('...') types. */
function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

const areaOf = (path: string) => relative(AREAS, path).split('/')[0];

/**
 * Where an area file's import lands: undefined outside server/areas, else the area it reaches
 * ('index' for the area list, server/areas/index.ts) and whether it goes through that area's index.ts.
 */
function target(file: string, specifier: string, isDirectory: (path: string) => boolean) {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = normalize(join(dirname(file), specifier)).replace(/\.(ts|js)$/, '');
  const inside = relative(AREAS, resolved);
  if (inside.startsWith('..')) return undefined;
  const [area, ...rest] = inside === '' ? ['index'] : inside.split('/');
  const viaIndex =
    (rest.length === 0 && isDirectory(join(AREAS, area))) ||
    (rest.length === 1 && rest[0] === 'index');
  return { area, viaIndex };
}

interface AreaCheck {
  /** "file: 'specifier'" for every import into another area's files, or into server/areas/index.ts. */
  breaches: string[];
  /** Area -> the areas it imports. */
  graph: Map<string, Set<string>>;
}

/** Checks area files (path -> text) against the rule: another area only through its index.ts. */
function checkAreas(files: Map<string, string>, isDirectory: (path: string) => boolean): AreaCheck {
  const breaches: string[] = [];
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of files) {
    const own = areaOf(file);
    const uses = graph.get(own) ?? new Set<string>();
    graph.set(own, uses);
    for (const specifier of importsOf(file, text)) {
      const to = target(file, specifier, isDirectory);
      if (!to || to.area === own) continue;
      if (!to.viaIndex) breaches.push(`${file}: '${specifier}'`);
      uses.add(to.area);
    }
  }
  return { breaches, graph };
}

/** The first cycle of the area graph, as "a -> b -> a", or undefined when there is none. */
function cycleOf(graph: Map<string, Set<string>>): string | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (area: string): string | undefined => {
    const at = path.indexOf(area);
    if (at >= 0) return [...path.slice(at), area].join(' -> ');
    if (done.has(area)) return undefined;
    path.push(area);
    for (const next of [...(graph.get(area) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(area);
    return undefined;
  };
  for (const area of [...graph.keys()].sort()) {
    const cycle = visit(area);
    if (cycle) return cycle;
  }
  return undefined;
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

describe('server areas', () => {
  const files = new Map(
    sources(AREAS)
      .filter((file) => file !== join(AREAS, 'index.ts'))
      .map((file) => [file, readFileSync(file, 'utf8')]),
  );
  const { breaches, graph } = checkAreas(files, isDirectory);

  it("use another area only through that area's index.ts", () => {
    expect(breaches).toEqual([]);
  });

  it('import each other in no cycle', () => {
    expect(cycleOf(graph)).toBeUndefined();
  });
});

describe('the area check', () => {
  // Fake areas beside the real folders: a and b are areas, server/areas/index.ts is the list.
  const fakeDirectory = (path: string) => ['server/areas/a', 'server/areas/b'].includes(path);

  it('names each import into another area past its index.ts', () => {
    const files = new Map([
      [
        'server/areas/a/routes.ts',
        [
          "import { x } from '../b';",
          "import { y } from '../b/index';",
          "import { own } from './service';",
          "import { lib } from '../../lib/list-query';",
          "import { z } from '../b/service';",
          "export { w } from '../b/routes';",
          "const later = () => import('../b/files');",
          "type T = import('../../areas/b/service').T;",
          "import { areas } from '..';",
        ].join('\n'),
      ],
    ]);
    expect(checkAreas(files, fakeDirectory).breaches).toEqual([
      "server/areas/a/routes.ts: '../b/service'",
      "server/areas/a/routes.ts: '../b/routes'",
      "server/areas/a/routes.ts: '../b/files'",
      "server/areas/a/routes.ts: '../../areas/b/service'",
      "server/areas/a/routes.ts: '..'",
    ]);
  });

  it('names a cycle between areas', () => {
    const files = new Map([
      ['server/areas/a/service.ts', "import { b } from '../b';"],
      ['server/areas/b/service.ts', "import { a } from '../a';"],
    ]);
    const { breaches, graph } = checkAreas(files, fakeDirectory);
    expect(breaches).toEqual([]);
    expect(cycleOf(graph)).toBe('a -> b -> a');
  });
});
