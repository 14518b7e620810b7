import { describe, it, expect } from 'vitest';
import { CACHE_TIERS, cacheTier } from './cache-tiers';

describe('cache tiers', () => {
  it('are 5 min, 30 min, 60 min and 6 h', () => {
    expect(CACHE_TIERS).toEqual({
      short: 300_000,
      medium: 1_800_000,
      hour: 3_600_000,
      long: 21_600_000,
    });
  });
  it('keep gcTime at least as long as staleTime', () => {
    for (const tier of ['short', 'medium', 'hour', 'long'] as const) {
      const { staleTime, gcTime } = cacheTier(tier);
      expect(staleTime).toBe(CACHE_TIERS[tier]);
      expect(gcTime).toBeGreaterThanOrEqual(staleTime);
    }
  });
});
