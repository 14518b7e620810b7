/** The terms consent the TermsConditionsConsent screen records (localStorage 'termsConsent'). */
export const TERMS_CONSENT_KEY = 'termsConsent';

export interface TermsConsent {
  accepted: true;
  /** ISO time the customer agreed */
  timestamp: string;
}

export function saveTermsConsent(now: Date = new Date()): TermsConsent {
  const consent: TermsConsent = { accepted: true, timestamp: now.toISOString() };
  localStorage.setItem(TERMS_CONSENT_KEY, JSON.stringify(consent));
  return consent;
}

export function readTermsConsent(): TermsConsent | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TERMS_CONSENT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { accepted, timestamp } = parsed as Partial<TermsConsent>;
    return accepted === true && typeof timestamp === 'string' ? { accepted, timestamp } : undefined;
  } catch {
    return undefined;
  }
}
