/** The two seeds of decision 042: the reference data a deployment needs, and the demo people apart. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { brands, identities, loans, profiles, stores } from '../schema';
import { createTestDatabase } from '../test-db';
import { demoPeopleIn, holdsDemoPeople, PERSONAS, seedDemo, seedReference } from './index';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterEach(() => handle?.close());

const aLenderStore = {
  id: 9001,
  brandCode: 'inl',
  name: 'Main Street',
  phone: '7135550999',
  email: 'main@lender.example',
  address1: '1 Main St',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  hoursRaw: 'Mon-Fri 9-5',
  latitude: 29.76,
  longitude: -95.37,
  timeZone: 'America/Chicago',
};

describe('seedReference', () => {
  it('seeds the brands and the starter stores, and no person', async () => {
    await seedReference(handle);
    expect(await handle.db.$count(brands)).toBe(8);
    expect(await handle.db.$count(stores)).toBeGreaterThanOrEqual(30);
    expect(await handle.db.$count(profiles)).toBe(0);
    expect(await handle.db.$count(loans)).toBe(0);
    expect(holdsDemoPeople(await demoPeopleIn(handle.db))).toBe(false);
  });

  it('leaves a lender’s own stores alone: no starter store is added beside them, at any later start', async () => {
    await seedReference(handle);
    await handle.db.delete(stores);
    await handle.db.insert(stores).values(aLenderStore);
    await seedReference(handle);
    await seedReference(handle);
    expect((await handle.db.select({ id: stores.id }).from(stores)).map((s) => s.id)).toEqual([
      aLenderStore.id,
    ]);
  });
});

describe('seedDemo after seedReference', () => {
  it('adds the personas, which demoPeopleIn then finds', async () => {
    await seedReference(handle);
    await seedDemo(handle);
    const found = await demoPeopleIn(handle.db);
    expect(found.profiles).toBe(PERSONAS.length);
    expect(found.customers).toBe(10);
    expect(found.identities).toHaveLength(2 * PERSONAS.length);
    expect(holdsDemoPeople(found)).toBe(true);
  });
});

describe('demoPeopleIn', () => {
  it('finds a persona’s email or phone as anyone’s sign-in (not only under the persona’s profile id)', async () => {
    await seedReference(handle);
    const [profile] = await handle.db
      .insert(profiles)
      .values({ passwordHash: 'x', status: 'active', createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: profiles.id });
    await handle.db.insert(identities).values([
      { profileId: profile!.id, kind: 'email', value: 'ana.tlxe@example.com', verified: true },
      { profileId: profile!.id, kind: 'phone', value: '3125550101', verified: true },
    ]);
    const found = await demoPeopleIn(handle.db);
    expect(found).toEqual({
      profiles: 0,
      customers: 0,
      identities: ['ana.tlxe@example.com', '3125550101'],
    });
    expect(holdsDemoPeople(found)).toBe(true);
  });

  it('finds nothing in a database of real people', async () => {
    await seedReference(handle);
    const [profile] = await handle.db
      .insert(profiles)
      .values({ passwordHash: 'x', status: 'active', createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: profiles.id });
    await handle.db.insert(identities).values({
      profileId: profile!.id,
      kind: 'email',
      value: 'maria@lender.example',
      verified: true,
    });
    expect(holdsDemoPeople(await demoPeopleIn(handle.db))).toBe(false);
  });
});
