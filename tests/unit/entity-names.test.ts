import { existsSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * README "Adding an entity": an entity has one kebab-case name, used by resources/<name>/,
 * server/areas/<name>/, server/db/schema/<name>.ts and locales/fragments/<name>*.ts.
 */

/** What each layer holds: area folders, schema file names (no .ts), locale fragment file names. */
interface Layers {
  resources: string[];
  areas: string[];
  schemas: string[];
  fragments: string[];
}

/** Per layer, the resources that cannot follow the rule and why. */
interface Exceptions {
  area: Record<string, string>;
  schema: Record<string, string>;
  fragment: Record<string, string>;
}

const EXCEPTIONS: Exceptions = {
  // Every resource is served by the area of its name.
  area: {},
  schema: {
    // Administrators and teachers are staff accounts: one table, staff, in auth.ts, told apart by type.
    administrator: 'staff table of server/db/schema/auth.ts (type 1 and 2)',
    teachers: 'staff table of server/db/schema/auth.ts (type 3)',
  },
  // Every resource with messages has a fragment of its name.
  fragment: {},
};

/** Every breach of the naming rule, and every exception that is stale (the name follows, or is gone). */
function misnamed(layers: Layers, exceptions: Exceptions): string[] {
  const problems: string[] = [];
  const check = (
    layer: keyof Exceptions,
    follows: (name: string) => boolean,
    what: (name: string) => string,
  ) => {
    for (const name of layers.resources) {
      const excused = name in exceptions[layer];
      if (!follows(name) && !excused) problems.push(`resources/${name}: no ${what(name)}`);
      if (follows(name) && excused) problems.push(`resources/${name}: stale ${layer} exception`);
    }
    for (const name of Object.keys(exceptions[layer])) {
      if (!layers.resources.includes(name))
        problems.push(`${name}: ${layer} exception, no resource`);
    }
  };
  check(
    'area',
    (n) => layers.areas.includes(n),
    (n) => `server/areas/${n}/`,
  );
  check(
    'schema',
    (n) => layers.schemas.includes(n),
    (n) => `server/db/schema/${n}.ts`,
  );
  check(
    'fragment',
    (n) => layers.fragments.some((f) => f === `${n}.ts` || f.startsWith(`${n}-`)),
    (n) => `locales/fragments/${n}*.ts`,
  );
  return problems;
}

const folders = (dir: string) =>
  readdirSync(dir).filter((name) => statSync(`${dir}/${name}`).isDirectory());

describe('entity names', () => {
  it('are the same in resources/, server/areas/, server/db/schema/ and locales/fragments/', () => {
    const layers: Layers = {
      // Files such as resources/index.ts are no resource.
      resources: folders('resources'),
      areas: folders('server/areas').filter((n) => existsSync(`server/areas/${n}/index.ts`)),
      schemas: readdirSync('server/db/schema').map((f) => f.replace(/\.ts$/, '')),
      fragments: readdirSync('locales/fragments'),
    };
    expect(misnamed(layers, EXCEPTIONS)).toEqual([]);
  });
});

describe('the naming check', () => {
  const sample: Layers = {
    resources: ['widgets', 'gadgets', 'staff'],
    areas: ['widgets', 'gadget'],
    schemas: ['widgets', 'gadgets'],
    fragments: ['widgets-ui.ts', 'gadgetsish.ts', 'staff.ts'],
  };

  it('names each layer a resource lacks', () => {
    expect(misnamed(sample, { area: {}, schema: {}, fragment: {} })).toEqual([
      'resources/gadgets: no server/areas/gadgets/',
      'resources/staff: no server/areas/staff/',
      'resources/staff: no server/db/schema/staff.ts',
      'resources/gadgets: no locales/fragments/gadgets*.ts',
    ]);
  });

  it('takes an exception, and names a stale one', () => {
    const exceptions: Exceptions = {
      area: { gadgets: 'served by gadget', staff: 'served by auth' },
      schema: { staff: 'auth.ts', widgets: 'needless' },
      fragment: { gadgets: 'gadgetsish.ts', sprockets: 'gone' },
    };
    expect(misnamed(sample, exceptions)).toEqual([
      'resources/widgets: stale schema exception',
      'sprockets: fragment exception, no resource',
    ]);
  });
});
