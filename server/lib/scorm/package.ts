import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { REPORT_MISSING_FILES_MAX, type UnitReport } from '../../../domain/entities/unit';
import { formatBytes } from '../upload';
import { launchFile, type Manifest, PackageError, parseManifest } from './manifest';

export { PackageError } from './manifest';

export interface PackageLimits {
  /** Most entries (files and folders) in the zip. */
  maxFiles: number;
  /** Most bytes once unpacked, counted while writing (not the headers' claims). */
  maxUnpackedBytes: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why an entry name is refused, or undefined when it stays inside the folder. */
export function unsafeName(name: string): string | undefined {
  if (name.length === 0 || name.includes('\0')) return 'empty or NUL';
  if (name.includes('\\')) return 'backslash';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'absolute';
  if (name.split('/').some((part) => part === '..')) return 'parent';
  return undefined;
}

const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** The decoded, checked name of an entry (the archive is opened with decodeStrings: false). */
function nameOf(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
  if (unsafeName(name))
    throw new PackageError('app.units.unsafe_entry', { name: name.slice(0, 200) });
  if (isSymlink(entry)) throw new PackageError('app.units.symlink', { name: name.slice(0, 200) });
  return name;
}

function open(zipPath: string): Promise<ZipFile> {
  return new Promise((done, fail) =>
    yauzl.open(
      zipPath,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true },
      (error, zip) => (error || !zip ? fail(new PackageError('app.units.bad_zip')) : done(zip)),
    ),
  );
}

/** Calls onEntry for each entry in order (awaiting it); any zip error is a PackageError bad_zip. */
function eachEntry(
  zip: ZipFile,
  onEntry: (entry: Entry, name: string) => Promise<void> | void,
): Promise<void> {
  return new Promise((done, fail) => {
    let failed = false;
    const stop = (error: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      fail(error instanceof PackageError ? error : new PackageError('app.units.bad_zip'));
    };
    zip.on('error', stop);
    zip.on('end', () => {
      if (!failed) done();
    });
    zip.on('entry', (entry: Entry) => {
      Promise.resolve()
        .then(() => onEntry(entry, nameOf(entry)))
        .then(() => {
          if (!failed) zip.readEntry();
        }, stop);
    });
    zip.readEntry();
  });
}

/**
 * Checks a zip without unpacking it: names inside the folder, no link, at most maxFiles entries and
 * maxUnpackedBytes as the headers claim, an imsmanifest.xml at the root.
 */
export async function inspectPackage(zipPath: string, limits: PackageLimits): Promise<void> {
  const zip = await open(zipPath);
  if (zip.entryCount > limits.maxFiles) {
    zip.close();
    throw new PackageError('app.units.too_many_files', { max: limits.maxFiles });
  }
  let claimed = 0;
  let hasManifest = false;
  await eachEntry(zip, (entry, name) => {
    if (name === 'imsmanifest.xml') hasManifest = true;
    claimed += entry.uncompressedSize;
    if (claimed > limits.maxUnpackedBytes)
      throw new PackageError('app.units.unpacked_too_large', {
        max: formatBytes(limits.maxUnpackedBytes),
      });
  });
  if (!hasManifest) throw new PackageError('app.units.no_manifest');
}

/** Unpacks a checked zip into folder, counting the real bytes; answers the bytes and files written. */
export async function extractPackage(
  zipPath: string,
  folder: string,
  limits: PackageLimits,
): Promise<{ size: number; fileCount: number }> {
  const root = resolve(folder);
  await mkdir(root, { recursive: true });
  const zip = await open(zipPath);
  if (zip.entryCount > limits.maxFiles) {
    zip.close();
    throw new PackageError('app.units.too_many_files', { max: limits.maxFiles });
  }
  let size = 0;
  let fileCount = 0;
  await eachEntry(zip, async (entry, name) => {
    const target = resolve(root, name);
    if (target !== root && !target.startsWith(root + sep))
      throw new PackageError('app.units.unsafe_entry', { name: name.slice(0, 200) });
    if (name.endsWith('/')) {
      await mkdir(target, { recursive: true });
      return;
    }
    await mkdir(dirname(target), { recursive: true });
    const stream = await new Promise<NodeJS.ReadableStream>((done, fail) =>
      zip.openReadStream(entry, (error, s) =>
        error || !s ? fail(new PackageError('app.units.bad_zip')) : done(s),
      ),
    );
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limits.maxUnpackedBytes)
          callback(
            new PackageError('app.units.unpacked_too_large', {
              max: formatBytes(limits.maxUnpackedBytes),
            }),
          );
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(stream, counter, createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      if (error instanceof PackageError) throw error;
      // EEXIST: the same name twice in the archive.
      throw new PackageError('app.units.bad_zip');
    }
    fileCount += 1;
  });
  return { size, fileCount };
}

/**
 * Reads and checks the unpacked manifest: every launch file exists inside the folder (else a
 * refusal); the other files it names that the folder lacks are only reported.
 */
export async function readManifest(
  folder: string,
): Promise<{ manifest: Manifest; report: UnitReport }> {
  const root = resolve(folder);
  const xml = await readFile(join(root, 'imsmanifest.xml'), 'utf8').catch(() => {
    throw new PackageError('app.units.no_manifest');
  });
  const manifest = parseManifest(xml);
  for (const activity of manifest.activities) {
    const file = resolve(root, launchFile(activity.launch));
    if (!file.startsWith(root + sep))
      throw new PackageError('app.units.launch_outside', { href: activity.launch });
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile())
      throw new PackageError('app.units.launch_missing', { href: activity.launch });
  }
  const found = await Promise.all(
    manifest.files.map(async (name) => {
      const file = resolve(root, name);
      // parseManifest keeps names inside the package; a name resolving elsewhere is not looked for.
      if (!file.startsWith(root + sep)) return true;
      return (await stat(file).catch(() => undefined))?.isFile() === true;
    }),
  );
  const missing = manifest.files.filter((_, i) => !found[i]);
  return {
    manifest,
    report: {
      launchPages: launchFiles(manifest),
      missingFiles: missing.slice(0, REPORT_MISSING_FILES_MAX),
      missingCount: missing.length,
    },
  };
}

/** The distinct launch files of the activities, relative to the package folder. */
export const launchFiles = (manifest: Pick<Manifest, 'activities'>) => [
  ...new Set(manifest.activities.map((a) => launchFile(a.launch))),
];

export const temporaryFolder = (contentRoot: string) =>
  join(contentRoot, `.tmp-${randomBytes(8).toString('hex')}`);

/**
 * Checks, unpacks and reads a package into contentRoot/<nameFor(manifest)>: unpacked into a
 * temporary folder, then renamed into place. The package's files are kept as the zip holds them:
 * the SCORM API lives in the content origin's launcher (server/content/launcher.ts), not in them.
 * On any refusal nothing stays in contentRoot.
 */
export async function unpackPackage(
  zipPath: string,
  contentRoot: string,
  limits: PackageLimits,
  nameFor: (manifest: Manifest) => string,
): Promise<{
  manifest: Manifest;
  report: UnitReport;
  filename: string;
  size: number;
  fileCount: number;
}> {
  await inspectPackage(zipPath, limits);
  const temp = temporaryFolder(contentRoot);
  try {
    const { size, fileCount } = await extractPackage(zipPath, temp, limits);
    const { manifest, report } = await readManifest(temp);
    const filename = nameFor(manifest);
    await rename(temp, join(contentRoot, filename));
    return { manifest, report, filename, size, fileCount };
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}
