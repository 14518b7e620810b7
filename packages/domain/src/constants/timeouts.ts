import { SERVER_SETTINGS_DEFAULTS } from './server-settings';
import { MINUTE_MS, SECOND_MS } from './time-units';

/** Spec §9 Timeouts. Server-overridable ones default from SERVER_SETTINGS_DEFAULTS. */
export const SESSION_TIMEOUT_MINUTES = SERVER_SETTINGS_DEFAULTS.sessionTimeout;
export const API_TIMEOUT_MS = 35 * SECOND_MS;

/** Seconds, as the server settings carry them. */
export const PAYMENT_TIMEOUT_S = SERVER_SETTINGS_DEFAULTS.paymentTimeout;
export const REFINANCE_PAYMENT_TIMEOUT_S = SERVER_SETTINGS_DEFAULTS.refinancePaymentTimeout;
export const NLS_REFINANCE_TIMEOUT_S = SERVER_SETTINGS_DEFAULTS.nlsRefinanceTimeout;
export const SIGNING_STATUS_TIMEOUT_S = 15;
export const LOAN_ORIGINATE_TIMEOUT_S = SERVER_SETTINGS_DEFAULTS.loanOriginateTimeout;
export const POST_DRAW_TIMEOUT_S = SERVER_SETTINGS_DEFAULTS.postDrawTimeout;

/** The inactivity timer is the session limit in minutes plus 1 second. */
export function inactivityTimerMs(limitMinutes: number = SESSION_TIMEOUT_MINUTES): number {
  return limitMinutes * MINUTE_MS + SECOND_MS;
}

/**
 * How long before the inactivity sign-out she is warned and offered to stay (WCAG 2.2.1 Timing adjustable): a minute,
 * or half the limit when that is shorter (30 s for a 1-minute limit: any limit of a minute or more leaves the 20 s WCAG
 * asks for).
 */
export function sessionWarningLeadMs(limitMinutes: number = SESSION_TIMEOUT_MINUTES): number {
  return Math.min(MINUTE_MS, (limitMinutes * MINUTE_MS) / 2);
}

/** True when the minutes elapsed since `startMs` reach the limit (spec §4 Session timeout). */
export function isSessionExpired(
  startMs: number,
  nowMs: number,
  limitMinutes: number = SESSION_TIMEOUT_MINUTES,
): boolean {
  return (nowMs - startMs) / MINUTE_MS >= limitMinutes;
}

/**
 * Loan draw and origination timeouts are parsed as integers (spec §9). Accepts numbers and numeric
 * strings ('45', '45.9' → 45); anything else, or a value below 1, gives the fallback.
 */
export function parseTimeoutSetting(value: unknown, fallback: number): number {
  const parsed =
    typeof value === 'number'
      ? Math.trunc(value)
      : typeof value === 'string'
        ? Number.parseInt(value, 10)
        : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : fallback;
}
