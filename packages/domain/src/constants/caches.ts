import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-units';

/** Spec §9 Caches, in milliseconds. The four cache tiers: 5 min, 30 min, 60 min, 6 h. */
export const CACHE_SHORT_MS = 5 * MINUTE_MS;
export const CACHE_MEDIUM_MS = 30 * MINUTE_MS;
export const CACHE_HOUR_MS = 60 * MINUTE_MS;
export const CACHE_LONG_MS = 6 * HOUR_MS;
export const CACHE_TIERS_MS = {
  short: CACHE_SHORT_MS,
  medium: CACHE_MEDIUM_MS,
  hour: CACHE_HOUR_MS,
  long: CACHE_LONG_MS,
} as const;
export type CacheTier = keyof typeof CACHE_TIERS_MS;

export const TOKEN_CACHE_MS = 5 * MINUTE_MS;
export const FORCE_REFRESH_MS = 5 * MINUTE_MS;
export const GPS_INSTRUCTIONS_CACHE_MS = 7 * DAY_MS;
export const ORIGINATION_CACHE_MS = 7200 * MINUTE_MS;
export const LOCATION_VALIDATED_CACHE_MS = 10 * MINUTE_MS;

/**
 * The spec says the origination and token cookie expiries and the store cache timeout come from
 * config constants whose values it does not show. Our choices: the origination cookie lives as long
 * as the origination cache (7200 min), the token cookie as long as the token cache (5 min), and
 * store details use the hour tier.
 */
export const ORIGINATION_COOKIE_EXPIRY_MS = ORIGINATION_CACHE_MS;
export const TOKEN_COOKIE_EXPIRY_MS = TOKEN_CACHE_MS;
export const STORE_CACHE_MS = CACHE_HOUR_MS;
