/**
 * The referral code a person carries from a referral link (/Refer/:shortCode, the referral feature)
 * to registration (the auth feature): kept in sessionStorage for this tab, normalised by the domain.
 */
import { normalizeShortCode } from '@lender/domain';

export const CARRIED_REFERRAL_CODE_KEY = 'referral.carriedCode';

export function carryReferralCode(code: string): void {
  const normalized = normalizeShortCode(code);
  if (normalized) sessionStorage.setItem(CARRIED_REFERRAL_CODE_KEY, normalized);
}

/** The carried code, or null (none, or not a code). */
export function carriedReferralCode(): string | null {
  return normalizeShortCode(sessionStorage.getItem(CARRIED_REFERRAL_CODE_KEY));
}

export function dropReferralCode(): void {
  sessionStorage.removeItem(CARRIED_REFERRAL_CODE_KEY);
}
