import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceMiles, nearestFirst, roundMiles, zipOrigin } from './distance';

const houston = { latitude: 29.742, longitude: -95.446 };
const dallas = { latitude: 32.804, longitude: -96.778 };
const chicago = { latitude: 41.943, longitude: -87.669 };
const point = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('distanceMiles', () => {
  it('measures Houston to Dallas at about 225 miles', () => {
    expect(roundMiles(distanceMiles(houston, dallas))).toBeGreaterThan(220);
    expect(roundMiles(distanceMiles(houston, dallas))).toBeLessThan(232);
  });
  it('is zero to itself, symmetric and never negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMiles(a, a)).toBeCloseTo(0, 6);
        expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 6);
        expect(distanceMiles(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceMiles(a, b)).toBeLessThanOrEqual(12_500);
      }),
    );
  });
});

describe('nearestFirst', () => {
  it('orders by distance', () => {
    const sorted = nearestFirst({ latitude: 29.7, longitude: -95.4 }, [chicago, dallas, houston]);
    expect(sorted.map((s) => s.item)).toEqual([houston, dallas, chicago]);
    expect(sorted[0]!.miles).toBeLessThan(sorted[1]!.miles);
  });
  it('always returns non-decreasing distances', () => {
    fc.assert(
      fc.property(point, fc.array(point, { maxLength: 20 }), (origin, places) => {
        const miles = nearestFirst(origin, places).map((s) => s.miles);
        expect(miles.length).toBe(places.length);
        for (let i = 1; i < miles.length; i += 1)
          expect(miles[i]!).toBeGreaterThanOrEqual(miles[i - 1]!);
      }),
    );
  });
});

describe('zipOrigin', () => {
  const places = [
    { zip: '77027', ...houston },
    { zip: '77017', latitude: 29.676, longitude: -95.269 },
    { zip: '75206', ...dallas },
    { zip: '60657', ...chicago },
  ];
  it('uses a store with the exact zip', () => {
    expect(zipOrigin('75206', places)).toEqual(dallas);
  });
  it('falls back to the centre of the stores sharing the longest prefix', () => {
    const origin = zipOrigin('77002', places)!;
    expect(origin.latitude).toBeCloseTo((29.742 + 29.676) / 2, 6);
    expect(zipOrigin('60601', places)).toEqual(chicago);
  });
  it('gives null when no store shares the first digit', () => {
    expect(zipOrigin('99501', places)).toBeNull();
  });
});
