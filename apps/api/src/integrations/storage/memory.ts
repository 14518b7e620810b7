/** In-memory storage: tests, and runs whose database is in memory too. */
import { assertStorageKey, type StoragePort } from './port';

export interface MemoryStorage extends StoragePort {
  /** the keys held now, sorted */
  keys(): string[];
}

export function createMemoryStorage(): MemoryStorage {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      objects.set(key, { bytes: new Uint8Array(bytes), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const found = objects.get(key);
      return found ? new Uint8Array(found.bytes) : null;
    },
    async remove(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
    keys: () => [...objects.keys()].sort(),
  };
}
