import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';

/**
 * The demo SCORM packages written for this project: their sources are the folders beside this file,
 * and the files both packages hold (the style sheet) are kept once in the folder `shared`.
 */
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

/** Zips entries (name -> content) with yazl into one buffer: the demo packages and tests' packages. */
export function zipEntries(entries: [name: string, content: Buffer | string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [name, content] of entries)
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, { mtime });
  zip.end();
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', fail);
    zip.outputStream.on('end', () => done(Buffer.concat(chunks)));
  });
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
