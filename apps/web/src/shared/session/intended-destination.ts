/**
 * The destination a user was headed for when authentication stopped them (spec §4: an
 * authentication error containing PasswordResetRequired stores the intended destination and goes
 * to SecureAccount). Kept in sessionStorage; taken (read and cleared) after the next sign-in.
 */
export const INTENDED_DESTINATION_KEY = 'intendedDestination';

export function storeIntendedDestination(path: string): void {
  if (path.startsWith('/')) sessionStorage.setItem(INTENDED_DESTINATION_KEY, path);
}

export function takeIntendedDestination(): string | undefined {
  const path = sessionStorage.getItem(INTENDED_DESTINATION_KEY) ?? undefined;
  sessionStorage.removeItem(INTENDED_DESTINATION_KEY);
  return path?.startsWith('/') ? path : undefined;
}

/** true when an error (an ApiError's errorCode or message) says the password must be reset. */
export function isPasswordResetRequired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errorCode, message } = error as { errorCode?: unknown; message?: unknown };
  return [errorCode, message].some(
    (v) => typeof v === 'string' && v.includes('PasswordResetRequired'),
  );
}
