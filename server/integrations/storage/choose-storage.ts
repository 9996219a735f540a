import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { localDiskStorage } from './local-disk-storage.js';
import { s3Storage } from './s3-storage.js';

/** The S3-compatible bucket when S3_BUCKET is set; otherwise the folder DATA_DIR/files. */
export function chooseStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return localDiskStorage(path.join(config.DATA_DIR, 'files'));
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
