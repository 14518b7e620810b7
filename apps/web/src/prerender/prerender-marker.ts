/**
 * What a prerendered page was drawn for (decision 022), written on its #root as data-prerendered: the client hydrates
 * the markup only when its own first render is for the same path, language and default brand, and draws afresh
 * otherwise (a stored Spanish choice on an English page, a signed-in borrower sent on by the guard).
 */
export const PRERENDERED_SCREENS: readonly string[] = [
  'Login',
  'Register',
  'ForgotPassword',
  'ContactUs',
  'TermsConditions',
  'OptInDisclosures',
  'TermsConditionsConsent',
  'ExperianDisclosure',
  'MaintenanceMode',
  'NetworkError',
];

/** the default brand of a page drawn the same under any default brand (a /{brand}/… page) */
export const ANY_BRAND = '*';

export interface PrerenderKey {
  path: string;
  language: string;
  defaultBrand: string;
}

export function prerenderMarker(key: PrerenderKey): string {
  return JSON.stringify([key.path, key.language, key.defaultBrand]);
}

/** The key of a marker, or undefined when there is none or it is not one. */
export function readPrerenderMarker(marker: string | undefined): PrerenderKey | undefined {
  if (!marker) return undefined;
  try {
    const value: unknown = JSON.parse(marker);
    if (
      !Array.isArray(value) ||
      value.length !== 3 ||
      !value.every((part) => typeof part === 'string')
    )
      return undefined;
    const [path, language, defaultBrand] = value as [string, string, string];
    return { path, language, defaultBrand };
  } catch {
    return undefined;
  }
}
