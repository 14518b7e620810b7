import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk';
import { createMemoryStorage } from './memory';
import type { StoragePort } from './port';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function diskStorage(): Promise<{ storage: StoragePort; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  dirs.push(root);
  return { storage: createLocalDiskStorage(path.join(root, 'uploads')), root };
}

describe.each([
  ['memory', async () => ({ storage: createMemoryStorage() as StoragePort })],
  ['local disk', diskStorage],
])('%s storage', (_name, make) => {
  it('puts, gets and removes bytes', async () => {
    const { storage } = await make();
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3]);
    await storage.put('loan-1/upload-1', bytes, 'application/pdf');
    expect(await storage.get('loan-1/upload-1')).toEqual(bytes);
    await storage.remove('loan-1/upload-1');
    expect(await storage.get('loan-1/upload-1')).toBeNull();
    await expect(storage.remove('loan-1/upload-1')).resolves.toBeUndefined();
  });
  it('refuses keys that climb out of the root', async () => {
    const { storage } = await make();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '', 'a//b']) {
      await expect(storage.put(key, new Uint8Array([1]), 'x')).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });
});

describe('local disk storage', () => {
  it('leaves no temporary file behind', async () => {
    const { storage, root } = await diskStorage();
    await storage.put('loan-2/upload-9', new Uint8Array(1024), 'image/png');
    expect(await readdir(path.join(root, 'uploads', 'loan-2'))).toEqual(['upload-9']);
  });
});
