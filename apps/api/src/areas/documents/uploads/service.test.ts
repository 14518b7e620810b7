import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import type { DatabaseHandle } from '../../../db/client';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { createTestDatabase } from '../../../db/test-db';
import { testLoanSystems } from '../../../testing/loan-systems';
import { createMemoryStorage } from '../../../integrations/storage';
import type { AuthContext } from '../../../plugins/authenticate';
import { createUploadsRepo } from './repo';
import { cleanFileName, createUploadsService } from './service';
import { PDF_BYTES } from './test-kit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const ana: AuthContext = {
  profileId: profileIdOf('P1'),
  sessionId: 's',
  scope: 'user',
  customerId: customerIdOf('P1'),
  tlxeCustomerId: 'T100001',
};
const file = { name: 'a.pdf', bytes: PDF_BYTES, truncated: false };

function service(repo: ReturnType<typeof createUploadsRepo>) {
  const storage = createMemoryStorage();
  const s = createUploadsService({
    loans: testLoanSystems(database.db),
    repo,
    storage,
    settings: async () => SERVER_SETTINGS_DEFAULTS,
    clock: () => new Date('2026-03-10T15:00:00Z'),
  });
  return { s, storage };
}

describe('uploads service', () => {
  it('stores the bytes under <loanId>/<uploadId> with the row', async () => {
    const { s, storage } = service(createUploadsRepo(database.db));
    const { documents } = await s.upload(ana, loanIdOf('A1'), [file, file]);
    expect(storage.keys()).toEqual(documents.map((d) => `${loanIdOf('A1')}/${d.uploadId}`).sort());
    expect(await storage.get(`${loanIdOf('A1')}/${documents[0]!.uploadId}`)).toEqual(
      new Uint8Array(PDF_BYTES),
    );
  });
  it('removes the stored files when the rows cannot be written', async () => {
    const failing = {
      ...createUploadsRepo(database.db),
      insertUploads: async () => Promise.reject(new Error('database down')),
    };
    const { s, storage } = service(failing);
    await expect(s.upload(ana, loanIdOf('A1'), [file, file])).rejects.toThrow('database down');
    expect(storage.keys()).toEqual([]);
  });
  it('removes the files already stored when a later file cannot be stored', async () => {
    const { s, storage } = service(createUploadsRepo(database.db));
    let puts = 0;
    const put = storage.put.bind(storage);
    storage.put = async (key, bytes, type) => {
      puts += 1;
      if (puts === 2) throw new Error('disk full');
      return put(key, bytes, type);
    };
    await expect(s.upload(ana, loanIdOf('A1'), [file, file])).rejects.toThrow('disk full');
    expect(storage.keys()).toEqual([]);
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, printable, never empty', () => {
    expect(cleanFileName('C:\\Users\\ana\\pay stub.pdf')).toBe('pay stub.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b"c.pdf')).toBe('abc.pdf');
    expect(cleanFileName('')).toBe('document');
    expect(cleanFileName(`${'x'.repeat(200)}.pdf`)).toHaveLength(120);
  });
});
