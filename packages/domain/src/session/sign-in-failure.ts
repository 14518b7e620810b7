/**
 * Spec §8 Sign-in failure: what a failed identity call means to the borrower, as a code with parameters (the web
 * words it in English or Spanish). The API names an unknown username by the same usernameNotFoundCode.
 */
import { usernameNotFoundCode, type UsernameNotFoundCode } from '../validation/username';
import { AuthErrorCode } from './error-codes';
import { signInErrorOf } from './sign-in-error';

/** A failed call's answer: its status and the error body's fields. */
export interface FailedIdentityCall {
  status: number;
  errorCode?: string;
  message?: string;
  error?: string;
}

export type SignInFailure =
  | { code: 'network' }
  | { code: UsernameNotFoundCode }
  | { code: 'errorCode'; errorCode: string; fallback: string }
  | { code: 'unavailable' }
  | { code: 'serverText'; text: string }
  | { code: 'generic' };

const NOT_FOUND_CODES = new Set<string>([AuthErrorCode.UserNotFound, 'UserNotFoundException']);

/**
 * No answer: a connection failure. UserNotFound: named by the kind of username tried. Any other errorCode: that code,
 * with the server's text (else the code) as fallback. A 404 without one: the call is not offered. Else the server's
 * text (errorCode, message unless generic, error field — signInErrorOf), else a generic failure.
 */
export function signInFailureOf(
  call: FailedIdentityCall | undefined,
  username?: string,
): SignInFailure {
  if (!call) return { code: 'network' };
  const errorCode = call.errorCode?.trim() || undefined;
  if (errorCode && NOT_FOUND_CODES.has(errorCode) && username)
    return { code: usernameNotFoundCode(username) };
  const serverText =
    signInErrorOf({ message: call.message, error: call.error })?.trim() || undefined;
  if (errorCode) return { code: 'errorCode', errorCode, fallback: serverText ?? errorCode };
  if (call.status === 404) return { code: 'unavailable' };
  return serverText ? { code: 'serverText', text: serverText } : { code: 'generic' };
}
