/**
 * The spec's cache tiers (§7 Caching, §9 Caches: 5 min, 30 min, 60 min, 6 h) as TanStack Query
 * presets. A query picks one with `...cacheTier('medium')`; gcTime is at least the staleTime.
 */
import { CACHE_TIERS_MS, CACHE_SHORT_MS, type CacheTier } from '@lender/domain';

export const CACHE_TIERS = CACHE_TIERS_MS;
export type { CacheTier };

export function cacheTier(tier: CacheTier): { staleTime: number; gcTime: number } {
  const staleTime = CACHE_TIERS[tier];
  return { staleTime, gcTime: Math.max(staleTime, CACHE_SHORT_MS) };
}
