import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createLocalDiskStorage } from './local-disk.js';
import type { ObjectStorage } from './storage.js';

export type { ObjectStorage } from './storage.js';
export { StorageNotFoundError } from './storage.js';

/** The documents' storage for this configuration: local disk under DATA_DIR/uploads. */
export function createStorage(config: AppConfig): ObjectStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
