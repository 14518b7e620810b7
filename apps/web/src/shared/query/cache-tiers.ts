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

/**
 * The freshness of a read that must be current when shown (a risk flag, a line's available credit): the answer asked
 * for with the tap — the route's prefetch, beside the screen's chunk (decision 038) — is the one the screen shows, and
 * any older one is asked for again. A few seconds covers a tap's navigation on a slow phone; an answer from an earlier
 * visit is older than that (decision 081).
 */
export const READ_WITH_THE_TAP_MS = 5_000;
