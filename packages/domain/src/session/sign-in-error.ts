/** Spec §8 Sign-in failure and §4 Session: reading the error of a failed sign-in. */
import { AuthErrorCode } from './error-codes';

export interface SignInErrorBody {
  errorCode?: unknown;
  message?: unknown;
  error?: unknown;
}

/** A transport's stock text, not the server's: axios' 'Request failed with status code 401', the web client's 'Request failed (401)'. */
const GENERIC_MESSAGE = /request failed with status code|^Request failed \(\d+\)$/i;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** errorCode, else the message (ignoring a transport's generic text), else the error field. */
export function signInErrorOf(body: SignInErrorBody | null | undefined): string | undefined {
  if (!body) return undefined;
  const message = text(body.message);
  return (
    text(body.errorCode) ??
    (message && !GENERIC_MESSAGE.test(message) ? message : undefined) ??
    text(body.error)
  );
}

/** A UserNotConfirmedException marks the user unverified. */
export function isUserNotConfirmed(error: string | undefined): boolean {
  return error === AuthErrorCode.UserNotConfirmed;
}

/** An authentication error containing PasswordResetRequired sends the user to SecureAccount. */
export function isPasswordResetRequired(error: string | undefined): boolean {
  return typeof error === 'string' && error.includes('PasswordResetRequired');
}

/** Trusted-device check: a missing device key means untrusted. */
export function isTrustedDevice(deviceKey: string | null | undefined, trusted: boolean): boolean {
  return typeof deviceKey === 'string' && deviceKey !== '' && trusted;
}
