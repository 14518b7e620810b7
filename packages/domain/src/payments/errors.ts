/** Spec §8 Error catalogue: payment submit and card add/remove messages. */

/** An Error of a payment response: a string, or a list joined by blank lines. */
export function paymentErrorText(error: string | readonly string[]): string {
  if (typeof error === 'string') return error;
  return error.filter((line) => line.trim() !== '').join('\n\n');
}

export type PaymentSubmitFailure =
  | { kind: 'error'; error: string | string[] }
  /** 409 PaymentInProgress: payments already in flight leave `remainingAmount` ("1,234.56", as the server writes it) */
  | { kind: 'inProgress'; remainingAmount: string }
  | { kind: 'network' }
  | { kind: 'http'; status: number; message: string };

/** What a failed payment submit or poll means, as a code the app words in the reader's language. */
export const PAYMENT_SUBMIT_FAILURE_CODES = [
  'paymentError',
  'paymentInProgress',
  'paymentInProgressCovered',
  'connectionError',
  'serverError',
  'serverStatus',
] as const;
export type PaymentSubmitFailureCode = (typeof PAYMENT_SUBMIT_FAILURE_CODES)[number];

export interface PaymentSubmitFailureView {
  code: PaymentSubmitFailureCode;
  /**
   * message: paymentError's and serverError's (the server's own text, already in the reader's language);
   * amount: paymentInProgress's ("$1,040.50"); status: serverStatus's (an answer without a text)
   */
  params?: { amount?: string; message?: string; status?: number };
  /** the pay button stays enabled (a retry may succeed) */
  payEnabled: boolean;
}

/**
 * Spec §8: an Error in the response is shown and disables the pay button; a 502 or a network failure is the
 * connection failure; any other failure is 'Server error: {message}.' (button enabled), its status when it has no text.
 */
export function paymentSubmitFailure(failure: PaymentSubmitFailure): PaymentSubmitFailureView {
  switch (failure.kind) {
    case 'error':
      return {
        code: 'paymentError',
        params: { message: paymentErrorText(failure.error) },
        payEnabled: false,
      };
    case 'network':
      return { code: 'connectionError', payEnabled: true };
    case 'inProgress':
      // a smaller amount may still be paid now; when nothing is left, paying again cannot succeed until they finish
      if (/[1-9]/.test(failure.remainingAmount))
        return {
          code: 'paymentInProgress',
          params: { amount: `$${failure.remainingAmount}` },
          payEnabled: true,
        };
      return { code: 'paymentInProgressCovered', payEnabled: false };
    case 'http': {
      if (failure.status === 502) return { code: 'connectionError', payEnabled: true };
      const message = failure.message.trim().replace(/\.+$/, '');
      return message
        ? { code: 'serverError', params: { message }, payEnabled: true }
        : { code: 'serverStatus', params: { status: failure.status }, payEnabled: true };
    }
  }
}

export const INTERNAL_SERVER_ERROR_MESSAGE = 'There was an internal server error.';
export const CARD_ADD_FAILED_PREFIX = 'Failed to add new payment method:';
export const CARD_ERROR_PREFIX = 'Card error:';
export const CARD_INFO_FAILED_MESSAGE = 'Failed to get card information';

/** The named card errors of spec §8 (card add and remove), as codes the app says in the reader's language. */
export const CARD_ERROR_CODES = [
  'internalError',
  'tooManyRequests',
  'accessDenied',
  'serviceUnavailable',
  'requestTimeout',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

const CARD_ERRORS: ReadonlyMap<string, CardErrorCode> = new Map([
  ['InternalErrorException', 'internalError'],
  ['TooManyRequestsException', 'tooManyRequests'],
  ['LimitExceededException', 'tooManyRequests'],
  ['AccessDeniedException', 'accessDenied'],
  ['ServiceUnavailableException', 'serviceUnavailable'],
  ['RequestTimeoutException', 'requestTimeout'],
]);

/** What to say about a failed card call: a named error; else the server's own text; else an unknown error with its reason. */
export type CardError =
  | { code: CardErrorCode }
  | { code: 'server'; message: string }
  | { code: 'unknown'; reason: string };

/** Spec §8 card add and remove: the named errors, else the server's text, else an unknown error. */
export function cardError(errorCode: string | undefined, message: string | undefined): CardError {
  const known = errorCode === undefined ? undefined : CARD_ERRORS.get(errorCode.trim());
  if (known !== undefined) return { code: known };
  if (message !== undefined && message.trim() !== '')
    return { code: 'server', message: message.trim() };
  return { code: 'unknown', reason: errorCode?.trim() || '' };
}
