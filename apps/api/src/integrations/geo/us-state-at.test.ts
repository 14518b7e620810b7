import { describe, expect, it } from 'vitest';
import { storeRows } from '../../db/seed/stores';
import { usStateAt } from './us-state-at';

describe('usStateAt', () => {
  it('places every seeded store in its own state', () => {
    for (const store of storeRows())
      expect(usStateAt(store.latitude, store.longitude), store.name).toBe(store.state);
  });

  it('tells neighbours apart near a border, and answers null abroad and at sea', () => {
    expect(usStateAt(39.1, -84.52)).toBe('OH'); // Cincinnati
    expect(usStateAt(39.05, -84.52)).toBe('KY'); // Covington, across the river
    expect(usStateAt(38.9, -77.03)).toBe('DC');
    expect(usStateAt(21.3, -157.85)).toBe('HI');
    expect(usStateAt(61.2, -149.9)).toBe('AK');
    expect(usStateAt(19.43, -99.13)).toBeNull(); // Mexico City
    expect(usStateAt(30, -40)).toBeNull(); // the Atlantic
    expect(usStateAt(18.47, -66.1)).toBeNull(); // San Juan, a territory
  });
});
