/**
 * The message of a failed identity call (spec §8 Sign-in failure): the errorCode, else the
 * server's message (ignoring the generic 'request failed with status code'), else the response's
 * error field. 'UserNotFound' reads as spec §5 says for the kind of username: 'Your email was not
 * found.' or 'Your phone number was not found.'. A 404 without an errorCode means the call is not
 * offered ("not available right now"); no answer at all is a connection failure.
 */
import { normalizeUsername } from '@lender/domain';
import { ApiError } from '../../shared/http/client';

export type ErrorMessage = { key: string; values?: Record<string, string> } | { text: string };

const GENERIC = /request failed with status code|^Request failed \(\d+\)$/i;
const NOT_FOUND_CODES = new Set(['UserNotFound', 'UserNotFoundException']);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function apiErrorMessage(error: unknown, username?: string): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.network' };
  const { errorCode } = error;
  if (errorCode && NOT_FOUND_CODES.has(errorCode) && username) {
    return {
      key:
        normalizeUsername(username).kind === 'phone'
          ? 'errors.phoneNotFound'
          : 'errors.emailNotFound',
    };
  }
  const message = text(error.message);
  const serverText = message && !GENERIC.test(message) ? message : error.errorField;
  if (errorCode)
    return { key: `errors.codes.${errorCode}`, values: { fallback: serverText ?? errorCode } };
  if (error.status === 404) return { key: 'errors.unavailable' };
  return serverText ? { text: serverText } : { key: 'errors.generic' };
}

/** The errorCode of a failed call, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errorCode : undefined;
}
