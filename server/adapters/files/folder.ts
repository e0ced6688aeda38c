import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStore, FileTooLargeError } from './index';

/** Counts the bytes that pass and fails past maxBytes. */
export function byteLimit(maxBytes = Number.POSITIVE_INFINITY) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { counter, size: () => size };
}

/** Files in DATA_DIR/files: written to a temporary name, then renamed, so a reader never sees half a file. */
export function createFolderStore(dataDir: string): FileStore {
  const root = join(dataDir, 'files');
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'folder',
    async put(key, body, options = {}) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      const { counter, size } = byteLimit(options.maxBytes);
      try {
        await pipeline(body, counter, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        body.resume();
        await rm(temp, { force: true });
        throw error;
      }
      return { size: size() };
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async download(key, path) {
      try {
        await copyFile(pathOf(key), path);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async check() {
      // The folder is made by the first upload: a new server makes it here, or learns it cannot.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
