/**
 * Passkeys (issue 15) and the devices a profile signs in on: the rules the API enforces and the web reuses for
 * instant feedback. Codes, never sentences: the edges translate.
 */

/** A passkey challenge (registration or sign-in) is good this long, and once. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** The longest name a borrower may give a passkey. */
export const PASSKEY_NAME_MAX = 60;

export type PasskeyNameIssue =
  'passkeyName.empty' | 'passkeyName.tooLong' | 'passkeyName.controlCharacters';

/** A passkey's name as given (undefined: the server names it after the browser): trimmed, 1–60 characters, printable. */
export function passkeyNameIssue(name: string | undefined): PasskeyNameIssue | null {
  if (name === undefined) return null;
  const trimmed = name.trim();
  if (trimmed === '') return 'passkeyName.empty';
  if (trimmed.length > PASSKEY_NAME_MAX) return 'passkeyName.tooLong';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return 'passkeyName.controlCharacters';
  return null;
}

/** What a device is, as its user agent tells it: a browser and a platform (proper names, not translated), each null when unknown. */
export interface DeviceLabel {
  browser: string | null;
  platform: string | null;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\//, 'Chrome'],
  [/HeadlessChrome\/|Chromium\//, 'Chromium'],
  [/Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const PLATFORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

const firstMatch = (table: ReadonlyArray<readonly [RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The browser and platform of a User-Agent header ("Chrome" on "Android"); nulls for an unknown or missing one. */
export function deviceLabelOf(userAgent: string | undefined): DeviceLabel {
  if (!userAgent) return { browser: null, platform: null };
  return { browser: firstMatch(BROWSERS, userAgent), platform: firstMatch(PLATFORMS, userAgent) };
}

/** Why a passkey ceremony in the browser did not finish, as a borrower should hear it. */
export type PasskeyCeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'unsupported' | 'failed';

/**
 * The browser's refusal (a DOMException's or @simplewebauthn/browser's WebAuthnError's name and code) as one of the
 * failures above: NotAllowedError is a cancel or a time-out (the browser does not tell them apart), InvalidStateError
 * a passkey this authenticator already holds for the profile.
 */
export function passkeyCeremonyFailure(
  error: { name?: string; code?: string } | undefined,
): PasskeyCeremonyFailure {
  if (
    error?.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ||
    error?.name === 'InvalidStateError'
  )
    return 'alreadyRegistered';
  if (
    error?.code === 'ERROR_CEREMONY_ABORTED' ||
    error?.name === 'NotAllowedError' ||
    error?.name === 'AbortError'
  )
    return 'cancelled';
  if (
    error?.name === 'NotSupportedError' ||
    error?.code === 'ERROR_INVALID_DOMAIN' ||
    error?.code === 'ERROR_INVALID_RP_ID'
  )
    return 'unsupported';
  return 'failed';
}
