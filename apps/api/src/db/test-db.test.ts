import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { brands, loans, outbox, profiles } from './schema';
import { createTestDatabase } from './test-db';

const opened: DatabaseHandle[] = [];
async function open(seed?: boolean): Promise<DatabaseHandle> {
  const handle = await createTestDatabase(seed === undefined ? {} : { seed });
  opened.push(handle);
  return handle;
}
afterAll(async () => {
  await Promise.all(opened.map((handle) => handle.close()));
});

describe('createTestDatabase', () => {
  it('gives a migrated and seeded database by default', async () => {
    const handle = await open();
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(await handle.db.$count(brands)).toBe(8);
    expect(await handle.db.$count(profiles)).toBe(12);
    expect(await handle.db.$count(loans)).toBe(9);
  });

  it('gives an empty migrated database when asked not to seed', async () => {
    const handle = await open(false);
    expect(await handle.db.$count(brands)).toBe(0);
  });

  it('isolates databases from one another', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await a.db.insert(outbox).values({
      channel: 'email',
      recipient: 'ana.tlxe@example.com',
      body: 'Your code is 123456',
      template: 'verificationCode',
    });
    await a.db.update(loans).set({ daysLate: 3 }).where(eq(loans.loanNumber, '10001-001'));
    expect(await a.db.$count(outbox)).toBe(1);
    expect(await b.db.$count(outbox)).toBe(0);
    const [fromB] = await b.db
      .select({ daysLate: loans.daysLate })
      .from(loans)
      .where(eq(loans.loanNumber, '10001-001'));
    expect(fromB?.daysLate).toBe(0);
  });

  it('enforces the schema check constraints', async () => {
    const handle = await open();
    const brand = {
      id: 9,
      code: 'zzz',
      displayName: 'Spare',
      family: 'main' as const,
      loanSystem: 'TLXe' as const,
      theme: {
        primary: '#000000',
        primaryContrast: '#FFFFFF',
        accent: '#FF0000',
        background: '#FFFFFF',
      },
      supportPhone: '8005550109',
      supportEmail: 'support@zzz.example.com',
      hours: 'Mon-Fri',
      applyUrl: 'u',
      termsUrl: 'u',
      privacyUrl: 'u',
    };
    await expect(handle.db.insert(brands).values({ ...brand, id: 11 })).rejects.toThrow();
    await expect(
      handle.db.insert(brands).values({ ...brand, supportPhone: '800-555-0109' }),
    ).rejects.toThrow();
    await handle.db.insert(brands).values(brand);
    expect(await handle.db.$count(brands)).toBe(9);
  });
});
