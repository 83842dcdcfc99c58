import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createLocalDiskStorage } from './local-disk.js';
import { createS3Storage } from './s3.js';
import type { ObjectStorage } from './storage.js';

export type { ObjectStorage } from './storage.js';
export { StorageNotFoundError } from './storage.js';

/**
 * The documents' storage for this configuration: the S3-compatible bucket when
 * S3_ENDPOINT and S3_BUCKET are set (several servers share it), otherwise local
 * disk under DATA_DIR/uploads (one machine).
 */
export function createStorage(config: AppConfig): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
