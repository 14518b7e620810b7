/** Spec §8 Error catalogue: payment submit and card add/remove messages. */

export const PAYMENT_CONNECTION_ERROR_MESSAGE = 'Server error: A connection error occurred. Please try again.';

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

export interface PaymentSubmitFailureView {
  /** English; a view with a `code` is shown in the user's language from it instead */
  message: string;
  code?: 'paymentInProgress' | 'paymentInProgressCovered' | 'connectionError' | 'serverError';
  /** amount: paymentInProgress's; message: serverError's (the server's own text, already in the reader's language) */
  params?: { amount?: string; message?: string };
  /** the pay button stays enabled (a retry may succeed) */
  payEnabled: boolean;
}

/** The {message} of 'Server error: {message}.': the server's text without its final period, else the status. */
export function serverErrorDetail(message: string, status?: number): string {
  return message.trim().replace(/\.+$/, '') || (status === undefined ? 'Unknown error' : `status ${status}`);
}

/** 'Server error: {message}.' without doubling a final period. */
export function serverErrorMessage(message: string, status?: number): string {
  return `Server error: ${serverErrorDetail(message, status)}.`;
}

/**
 * An Error in the response is shown and disables the pay button; a 502 or a network failure shows
 * the connection message; any other failure shows 'Server error: {message}.' (button enabled).
 */
export function paymentSubmitFailure(failure: PaymentSubmitFailure): PaymentSubmitFailureView {
  switch (failure.kind) {
    case 'error':
      return { message: paymentErrorText(failure.error), payEnabled: false };
    case 'network':
      return { message: PAYMENT_CONNECTION_ERROR_MESSAGE, code: 'connectionError', payEnabled: true };
    case 'inProgress':
      // a smaller amount may still be paid now; when nothing is left, paying again cannot succeed until they finish
      if (/[1-9]/.test(failure.remainingAmount))
        return { message: `Payments already being processed on this loan leave $${failure.remainingAmount} to pay now.`, code: 'paymentInProgress', params: { amount: `$${failure.remainingAmount}` }, payEnabled: true };
      return { message: 'Payments already being processed on this loan cover its payoff. Please wait until they are finished.', code: 'paymentInProgressCovered', payEnabled: false };
    case 'http':
      if (failure.status === 502) return { message: PAYMENT_CONNECTION_ERROR_MESSAGE, code: 'connectionError', payEnabled: true };
      return { message: serverErrorMessage(failure.message, failure.status), code: 'serverError', params: { message: serverErrorDetail(failure.message, failure.status) }, payEnabled: true };
  }
}

export const CARD_INTERNAL_ERROR_MESSAGE = 'There was an internal server error. Please try again.';
export const CARD_TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts to add or remove a card. Please wait and try again.';
export const CARD_ACCESS_DENIED_MESSAGE = 'Access denied.';
export const CARD_SERVICE_UNAVAILABLE_MESSAGE = 'The card service is unavailable. Please try again later.';
export const CARD_TIMEOUT_MESSAGE = 'The connection timed out. Please try again.';
export const INTERNAL_SERVER_ERROR_MESSAGE = 'There was an internal server error.';
export const CARD_ADD_FAILED_PREFIX = 'Failed to add new payment method:';
export const CARD_ERROR_PREFIX = 'Card error:';
export const CARD_INFO_FAILED_MESSAGE = 'Failed to get card information';

const CARD_ERROR_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['InternalErrorException', CARD_INTERNAL_ERROR_MESSAGE],
  ['TooManyRequestsException', CARD_TOO_MANY_REQUESTS_MESSAGE],
  ['LimitExceededException', CARD_TOO_MANY_REQUESTS_MESSAGE],
  ['AccessDeniedException', CARD_ACCESS_DENIED_MESSAGE],
  ['ServiceUnavailableException', CARD_SERVICE_UNAVAILABLE_MESSAGE],
  ['RequestTimeoutException', CARD_TIMEOUT_MESSAGE],
]);

export const unknownCardErrorMessage = (reason: string): string => `Unknown error: ${reason}`;

/** Spec §8 card add and remove: the named errors, else the server's text, else an unknown error. */
export function cardErrorMessage(errorCode: string | undefined, message: string | undefined): string {
  const known = errorCode === undefined ? undefined : CARD_ERROR_MESSAGES.get(errorCode.trim());
  if (known !== undefined) return known;
  if (message !== undefined && message.trim() !== '') return message.trim();
  return unknownCardErrorMessage(errorCode?.trim() || 'no details');
}
