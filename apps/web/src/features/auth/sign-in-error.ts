/**
 * The message of a failed sign-in (spec §8 Sign-in failure): errorCode, else the server's message
 * (ignoring the generic 'request failed with status code'), else the response's error field. A call
 * the server does not offer (404 without an errorCode) reads "Sign-in is not available right now.".
 */
import { ApiError } from '../../shared/http/client';

export type SignInErrorMessage =
  { key: string; values?: Record<string, string> } | { text: string };

const GENERIC = /request failed with status code|^Request failed \(\d+\)$/i;

interface ErrorBody {
  errorCode?: unknown;
  message?: unknown;
  error?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function signInErrorMessage(error: unknown): SignInErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'login.errors.network' };
  const body = (
    typeof error.body === 'object' && error.body !== null ? error.body : {}
  ) as ErrorBody;
  const errorCode = text(body.errorCode);
  if (errorCode) return { key: `login.errors.codes.${errorCode}`, values: { code: errorCode } };
  if (error.status === 404) return { key: 'login.errors.unavailable' };
  const message = text(body.message) ?? text(error.message);
  if (message && !GENERIC.test(message)) return { text: message };
  const field = text(body.error);
  return field ? { text: field } : { key: 'login.errors.generic' };
}
