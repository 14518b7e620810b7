import { HOUR_MS, SECOND_MS } from './time-units';

/** Spec §9 Device and UI. */
export const GEOLOCATION_TIMEOUT_MS = 10 * SECOND_MS;
export const GEOLOCATION_MAX_AGE_MS = HOUR_MS;
export const ACTIVITY_THROTTLE_MS = 5 * SECOND_MS;
/** The user-activity events that restart the inactivity timer (spec §4 Session). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;
export const TOOLTIP_DELAY_MS = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;
export const PHONE_DIGITS = 10;
export const CURRENCY_DECIMALS = 2;
export const CARD_BIN_LENGTH = 8;
export const CARD_LAST_DIGITS = 4;
export const API_VERSION = 2;
