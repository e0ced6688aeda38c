import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FileStore, FileTooLargeError } from '../../server/adapters/files';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** The FileStore contract, run against the folder store and the S3 store alike. */
export function fileStoreContract(store: () => FileStore) {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-contract-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets, downloads and deletes a file', async () => {
    const files = store();
    const body = 'Zoé ✓ '.repeat(5000);
    const { size } = await files.put('resources/a-file.txt', Readable.from([body]), {
      contentType: 'text/plain',
    });
    expect(size).toBe(Buffer.byteLength(body));
    const got = await files.get('resources/a-file.txt');
    expect(got?.size).toBe(size);
    expect(await text(got?.body as Readable)).toBe(body);
    const target = join(dir, 'copy.txt');
    expect(await files.download('resources/a-file.txt', target)).toBe(true);
    expect(await readFile(target, 'utf8')).toBe(body);
    await files.delete('resources/a-file.txt');
    expect(await files.get('resources/a-file.txt')).toBeUndefined();
  });

  it('replaces a file put twice under one key', async () => {
    const files = store();
    await files.put('units/twice', Readable.from(['first']));
    await files.put('units/twice', Readable.from(['second']));
    expect(await text((await files.get('units/twice'))?.body as Readable)).toBe('second');
    await files.delete('units/twice');
  });

  it('answers undefined, false and nothing for a missing key', async () => {
    const files = store();
    expect(await files.get('resources/missing')).toBeUndefined();
    expect(await files.download('resources/missing', join(dir, 'missing'))).toBe(false);
    await expect(files.delete('resources/missing')).resolves.toBeUndefined();
  });

  it('refuses a file past maxBytes and keeps nothing', async () => {
    const files = store();
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1000, 97));
    await expect(
      files.put('resources/too-big', Readable.from(chunks), { maxBytes: 5000 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await files.get('resources/too-big')).toBeUndefined();
    // Exactly the limit is accepted.
    const { size } = await files.put('resources/just-fits', Readable.from(chunks.slice(0, 5)), {
      maxBytes: 5000,
    });
    expect(size).toBe(5000);
    await files.delete('resources/just-fits');
  });

  it('passes its readiness check', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root', async () => {
    const files = store();
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a/./b', 'sp ace', '', 'a\\b']) {
      await expect(files.put(key, Readable.from(['x']))).rejects.toThrow(/Invalid file key/);
      await expect(files.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(files.delete(key)).rejects.toThrow(/Invalid file key/);
    }
  });
}

/** A local S3 (s3rver) on a free port with a temporary directory and one bucket; stop() ends it. */
export async function startS3(bucket = 'intranet-test') {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  const env = {
    FILES_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    FILES_S3_BUCKET: bucket,
    FILES_S3_REGION: 'us-east-1',
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    FILES_S3_FORCE_PATH_STYLE: true,
  };
  const client = new S3Client({
    region: env.FILES_S3_REGION,
    endpoint: env.FILES_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
