/** Cache-Control hints for the spec's cache tiers (spec §7 Caching, §9): 5 min, 30 min, 6 h. */
export const CACHE_CONTROL = {
  /** per-user or fast-changing answers: never stored */
  none: 'no-store',
  /** may be stored but must be revalidated each time (service status) */
  revalidate: 'no-cache',
  short: 'public, max-age=300',
  medium: 'public, max-age=1800',
  long: 'public, max-age=21600',
} as const;

export type CacheTier = keyof typeof CACHE_CONTROL;
