/**
 * The storage port for uploaded loan documents: a key → bytes store. Keys are made by the caller from
 * ids it generated (`<loanId>/<uploadId>`), never from user input. Implementations: local disk
 * (default, under <DATA_DIR>/uploads) and in memory (tests, and runs whose database is in memory).
 */
export interface StoragePort {
  /** Stores the bytes under `key` completely or not at all. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws unless `key` is a relative path of safe segments (no '..', no leading '/'). */
export function assertStorageKey(key: string): void {
  if (
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment === '..' || segment === '.')
  ) {
    throw new Error(`Invalid storage key '${key}'`);
  }
}
