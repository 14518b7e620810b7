import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import * as schema from '../schema';
import { createTestDatabase } from '../test-db';
import { seedDatabase } from './index';

const tables = Object.entries(schema as Record<string, unknown>).filter(
  (entry): entry is [string, PgTable] => is(entry[1], PgTable),
);

async function countEveryTable(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of tables) counts[name] = await handle.db.$count(table);
  return counts;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(() => handle?.close());

describe('seedDatabase', () => {
  it('fills an empty database and a second run adds nothing', async () => {
    const empty = await countEveryTable(handle);
    expect(Object.values(empty).every((n) => n === 0)).toBe(true);

    await seedDatabase(handle.db, { now: new Date('2026-03-02T15:00:00Z') });
    const once = await countEveryTable(handle);
    expect(once).toMatchObject({
      brands: 8,
      profiles: 12,
      identities: 24,
      customers: 10,
      loans: 9,
      cards: 4,
      offers: 5,
      cashAdvances: 1,
      referralAccounts: 1,
      referralLedger: 2,
      settings: 1,
    });
    expect(once.stores).toBeGreaterThanOrEqual(30);
    expect(once.outbox).toBe(0);

    await seedDatabase(handle.db, { now: new Date('2026-05-20T15:00:00Z') });
    expect(await countEveryTable(handle)).toEqual(once);
  });

  it('accepts a database handle as well as a database', async () => {
    const before = await countEveryTable(handle);
    await seedDatabase(handle);
    expect(await countEveryTable(handle)).toEqual(before);
  });

  it("keeps the first run's rows on a re-run (dates do not move)", async () => {
    const [a1] = (await handle.db.select().from(schema.loans)).filter(
      (loan) => loan.loanNumber === '10001-001',
    );
    expect(a1?.dueDate).toBe('2026-03-11');
  });

  it('survives two seeders at once without duplicates', async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      await Promise.all([seedDatabase(fresh.db), seedDatabase(fresh.db)]);
      expect(await fresh.db.$count(schema.loans)).toBe(9);
      expect(await fresh.db.$count(schema.offers)).toBe(5);
      expect(await fresh.db.$count(schema.referralLedger)).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});
