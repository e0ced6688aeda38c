import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../server/adapters/files';
import { createFolderStore } from '../../server/adapters/files/folder';
import { fileStoreContract } from './files-contract';

describe('folder file store (DATA_DIR/files)', () => {
  let dataDir = '';
  let store: FileStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'files-folder-'));
    store = createFolderStore(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  fileStoreContract(() => store);

  it('leaves no temporary file behind a refused upload', async () => {
    await expect(
      store.put('resources/big', Readable.from([Buffer.alloc(100)]), { maxBytes: 10 }),
    ).rejects.toThrow();
    const left = await readdir(join(dataDir, 'files', 'resources')).catch(() => []);
    expect(left.filter((name) => name.startsWith('big'))).toEqual([]);
  });

  it('makes its folder for the readiness check, and fails it where the folder cannot be', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'files-folder-'));
    try {
      await createFolderStore(fresh).check();
      expect(await readdir(fresh)).toEqual(['files']);
      await rm(join(fresh, 'files'), { recursive: true });
      await writeFile(join(fresh, 'files'), 'not a folder');
      await expect(createFolderStore(fresh).check()).rejects.toThrow();
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
