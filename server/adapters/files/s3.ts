import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { byteLimit } from './folder';
import { checkKey, type FileStore } from './index';

type S3Config = Pick<
  Config,
  | 'FILES_S3_ENDPOINT'
  | 'FILES_S3_BUCKET'
  | 'FILES_S3_REGION'
  | 'FILES_S3_ACCESS_KEY_ID'
  | 'FILES_S3_SECRET_ACCESS_KEY'
  | 'FILES_S3_FORCE_PATH_STYLE'
>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * S3-compatible storage (AWS S3, MinIO, any S3 API) when FILES_S3_BUCKET is set. A put streams the
 * body to a temporary file under os.tmpdir() with the byte limit, then sends it with its length
 * (PutObject needs one), and removes the temporary file: a refused upload stores nothing.
 */
export function createS3Store(config: S3Config): FileStore {
  const bucket = config.FILES_S3_BUCKET;
  if (!bucket) throw new Error('FILES_S3_BUCKET is not set');
  const client = new S3Client({
    region: config.FILES_S3_REGION,
    endpoint: config.FILES_S3_ENDPOINT,
    forcePathStyle: config.FILES_S3_FORCE_PATH_STYLE,
    // Checksums only where the API requires them: S3-compatible servers (older MinIO, s3rver, some
    // clouds) do not all read the SDK's default aws-chunked bodies with checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.FILES_S3_ACCESS_KEY_ID && config.FILES_S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });

  const open = async (key: string) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }),
      );
      return answer;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body, options = {}) {
      checkKey(key);
      const dir = await mkdtemp(join(tmpdir(), 'upload-'));
      const temp = join(dir, randomBytes(6).toString('hex'));
      try {
        const { counter, size } = byteLimit(options.maxBytes);
        try {
          await pipeline(body, counter, createWriteStream(temp));
        } catch (error) {
          body.resume();
          throw error;
        }
        const length = (await stat(temp)).size;
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(temp),
            ContentLength: length,
            ContentType: options.contentType ?? 'application/octet-stream',
          }),
        );
        return { size: size() };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async get(key) {
      const answer = await open(key);
      if (!answer?.Body) return undefined;
      return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async download(key, path) {
      const answer = await open(key);
      if (!answer?.Body) return false;
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(answer.Body as Readable, createWriteStream(temp));
        await rename(temp, path);
      } finally {
        await rm(temp, { force: true });
      }
      return true;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
