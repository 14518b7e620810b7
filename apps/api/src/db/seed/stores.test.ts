import { US_STATES } from '@lender/domain';
import { describe, expect, it } from 'vitest';
import { storeRows } from './stores';

const stateTimeZones: Record<string, string[]> = {
  TX: ['America/Chicago', 'America/Denver'],
  IL: ['America/Chicago'],
  MO: ['America/Chicago'],
  CA: ['America/Los_Angeles'],
  OH: ['America/New_York'],
  FL: ['America/New_York', 'America/Chicago'],
  AL: ['America/Chicago'],
  AZ: ['America/Phoenix'],
  NV: ['America/Los_Angeles'],
  TN: ['America/Chicago', 'America/New_York'],
  NM: ['America/Denver'],
};

describe('seeded stores', () => {
  const rows = storeRows();

  it('has at least 30 stores in at least 6 states, with unique ids', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((s) => s.state)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((s) => s.id)).size).toBe(rows.length);
  });

  it("puts P1's store (101) in Houston, TX", () => {
    expect(rows.find((s) => s.id === 101)).toMatchObject({
      city: 'Houston',
      state: 'TX',
      brandCode: 'inl',
    });
  });

  it('uses fictional 555-01xx phone numbers, valid states and zips', () => {
    const states = new Set(US_STATES.map((s) => s.value));
    for (const store of rows) {
      expect(store.phone).toMatch(/^\d{3}55501\d{2}$/);
      expect(states.has(store.state)).toBe(true);
      expect(store.zip).toMatch(/^\d{5}$/);
      expect(store.email).toMatch(/^store\d+@[a-z0-9]+\.example\.com$/);
    }
  });

  it('has plausible continental-US coordinates and the right IANA time zone for its state', () => {
    for (const store of rows) {
      expect(store.latitude).toBeGreaterThan(24);
      expect(store.latitude).toBeLessThan(50);
      expect(store.longitude).toBeGreaterThan(-125);
      expect(store.longitude).toBeLessThan(-66);
      expect(stateTimeZones[store.state], `${store.id} ${store.state}`).toContain(store.timeZone);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: store.timeZone })).not.toThrow();
    }
  });
});
