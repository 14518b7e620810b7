/**
 * The message of a failed identity call: the domain's signInFailureOf decides what the failure means (spec §8
 * Sign-in failure; an unknown username by its kind, as the API names it), this file only words it with the auth
 * namespace's keys.
 */
import { signInFailureOf, type SignInFailure } from '@lender/domain';
import { ApiError } from '../../shared/http/client';

export type ErrorMessage = { key: string; values?: Record<string, string> } | { text: string };

function wording(failure: SignInFailure): ErrorMessage {
  switch (failure.code) {
    case 'errorCode':
      return { key: `errors.codes.${failure.errorCode}`, values: { fallback: failure.fallback } };
    case 'serverText':
      return { text: failure.text };
    default:
      return { key: `errors.${failure.code}` };
  }
}

export function apiErrorMessage(error: unknown, username?: string): ErrorMessage {
  const call =
    error instanceof ApiError
      ? {
          status: error.status,
          errorCode: error.errorCode,
          message: error.serverMessage,
          error: error.errorField,
        }
      : undefined;
  return wording(signInFailureOf(call, username));
}

/** The errorCode of a failed call, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errorCode : undefined;
}
