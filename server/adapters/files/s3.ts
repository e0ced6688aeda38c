import type { Config } from '../../config';
import type { FileStore } from './index';

/** S3-compatible storage (FILES_S3_*): written by the files-and-resources slice of issue 8. */
export function createS3Store(_config: Config): FileStore {
  throw new Error('FILES_S3_BUCKET is set, but S3 storage is not available in this version yet');
}
