/**
 * The restricted manual retry (spec §9: restrictManualRetry, default true; the restricted retry interval, 15 min,
 * server-overridable; decision 058): after a card is declined on a loan, the borrower may not pay that loan with the
 * same card again until the interval has passed — another card may pay at once. Codes, never sentences.
 */
const MINUTE_MS = 60_000;

export interface ManualRetrySettings {
  restrictManualRetry: boolean;
  /** the restricted retry interval in minutes */
  restrictedRetryMinutes: number;
}

export type ManualRetryRefusal = {
  code: 'payment.retryRestricted';
  params: { retryAt: string; minutes: number };
};

/** Why paying again with the card declined at `declinedAt` is refused at `now`, or null (none declined, or past the interval). */
export function manualRetryRefusal(
  settings: ManualRetrySettings,
  declinedAt: Date | null,
  now: Date,
): ManualRetryRefusal | null {
  if (!settings.restrictManualRetry || !declinedAt) return null;
  const minutes = Math.max(0, Math.trunc(settings.restrictedRetryMinutes));
  const retryAt = new Date(declinedAt.getTime() + minutes * MINUTE_MS);
  if (now.getTime() >= retryAt.getTime()) return null;
  return { code: 'payment.retryRestricted', params: { retryAt: retryAt.toISOString(), minutes } };
}
