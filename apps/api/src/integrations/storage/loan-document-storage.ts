import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import { createMemoryStorage } from './memory';
import type { StoragePort } from './port';

/** Where a loan's stored documents live: beside the database — in memory when the database is, else <DATA_DIR>/uploads. */
export function loanDocumentStorageFor(
  config: Pick<AppConfig, 'databaseInMemory' | 'databaseUrl' | 'dataDir'>,
): StoragePort {
  return config.databaseInMemory && !config.databaseUrl
    ? createMemoryStorage()
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
