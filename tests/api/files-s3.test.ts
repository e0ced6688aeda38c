import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../server/adapters/files';
import { createS3Store } from '../../server/adapters/files/s3';
import { fileStoreContract, startS3 } from './files-contract';

describe('S3 file store (against s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startS3();
    store = createS3Store(s3.env);
  });
  afterAll(async () => {
    await s3?.stop();
  });

  fileStoreContract(() => store);

  it('fails its readiness check on a bucket that does not exist', async () => {
    const missing = createS3Store({ ...s3.env, FILES_S3_BUCKET: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
  });
});
