import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createFolderStore } from './folder';

/** Thrown by put when the stream passes maxBytes: nothing is kept (the route answers 413). */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export interface PutOptions {
  /** Past this many bytes the upload stops with FileTooLargeError and nothing is stored. */
  maxBytes?: number;
  contentType?: string;
}

/**
 * Where every uploaded file lives (DESIGN.md "Files"): SCORM packages, resources, and later
 * signatures and attachments. Keys are relative paths such as `resources/<uuid>` or
 * `units/<filename>.zip`: [A-Za-z0-9._-] segments joined by `/`, never `..`.
 */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** Streams the body into the key, replacing what was there; the body is never held whole. */
  put(key: string, body: Readable, options?: PutOptions): Promise<{ size: number }>;
  /** The file as a stream with its size, or undefined when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Copies the file to a local path (unpacking a zip needs random access); false when missing. */
  download(key: string, path: string): Promise<boolean>;
  /** Throws when the store cannot be reached or written: the readiness check (/api/health/ready). */
  check(): Promise<void>;
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Refuses keys that could leave the store's root. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`Invalid file key: ${key}`);
  return key;
}

/** S3-compatible storage when FILES_S3_BUCKET is set; otherwise a folder in DATA_DIR. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.FILES_S3_BUCKET) {
    const { createS3Store } = await import('./s3');
    return createS3Store(config);
  }
  return createFolderStore(config.dataDir);
}
