/**
 * A call that got no answer (offline, DNS, a reset connection, our 35 s timeout). The browser's own text
 * ('Failed to fetch', 'Network request failed') is English and means nothing to a borrower; this error carries
 * the app's message in the language shown when it happened. A TypeError still, as fetch's own failure is, so
 * code that tells network failures apart keeps working.
 */
import i18next from 'i18next';

export const networkErrorMessage = (): string => i18next.t('global.networkError');

export class NetworkError extends TypeError {
  constructor(override readonly cause?: unknown) {
    super(networkErrorMessage());
    this.name = 'NetworkError';
  }
}

/** fetch's or XHR's failure for want of an answer (not a caller's abort) as a NetworkError; anything else as it is. */
export function asNetworkError(error: unknown, callerAborted = false): unknown {
  if (callerAborted || error instanceof NetworkError) return error;
  if (error instanceof TypeError) return new NetworkError(error);
  if (isTimeout(error)) return new NetworkError(error);
  return error;
}

/** an AbortSignal.timeout's reason: a DOMException by name (from whichever realm made the signal) */
function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'TimeoutError'
  );
}
