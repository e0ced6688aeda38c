import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipEntries } from '../../../lib/zip';

/**
 * The demo SCORM packages written for this project: their sources are the folders beside this file,
 * and the files both packages hold (the style sheet, the runtime access script) are kept once in the
 * folder `shared`.
 */
export { zipEntries };

export const DEMO_PACKAGES = ['medical-english-12', 'medical-english-2004'] as const;
export type DemoPackage = (typeof DEMO_PACKAGES)[number];

/**
 * The folder of a demo package's sources: beside this module (tsx, tests), beside the bundled
 * server (dist-server/scorm, when the build copies it), or in the checkout (npm start runs there).
 */
export function demoPackageFolder(name: DemoPackage): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, name),
    join(here, 'scorm', name),
    resolve('server/db/seed/scorm', name),
  ];
  const found = candidates.find((c) => existsSync(join(c, 'imsmanifest.xml')));
  if (!found) throw new Error(`The sources of the demo package ${name} are missing`);
  return found;
}

async function filesUnder(folder: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

/** A folder's files as zip entries: their paths below it, in '/' form, and their contents. */
async function entriesOf(folder: string): Promise<[name: string, content: Buffer][]> {
  return Promise.all(
    (await filesUnder(folder)).map(
      async (f) =>
        [relative(folder, f).split('\\').join('/'), await readFile(f)] as [string, Buffer],
    ),
  );
}

/** The zip of a demo package (imsmanifest.xml at its root) with the shared files, ready for POST /unit. */
export async function buildDemoPackage(name: DemoPackage): Promise<Buffer> {
  const folder = demoPackageFolder(name);
  const entries = [
    ...(await entriesOf(folder)),
    ...(await entriesOf(join(dirname(folder), 'shared'))),
  ];
  return zipEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
