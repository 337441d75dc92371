import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './localStorage';
import { createS3Storage } from './s3Storage';
import type { StorageDriver } from './storage';

/** The configured storage driver: local disk by default, S3-compatible with STORAGE_DRIVER=s3. */
export function createStorage(config: Config): StorageDriver {
  if (config.storageDriver === 'local') return createLocalStorage(path.join(config.dataDir, 'storage'));
  if (!config.s3.bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return createS3Storage({
    endpoint: config.s3.endpoint,
    bucket: config.s3.bucket,
    region: config.s3.region,
    accessKeyId: config.s3.accessKeyId,
    secretAccessKey: config.s3.secretAccessKey,
  });
}
