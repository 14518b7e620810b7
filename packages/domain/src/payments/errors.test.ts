import { describe, it, expect } from 'vitest';
import {
  CARD_ACCESS_DENIED_MESSAGE,
  CARD_INTERNAL_ERROR_MESSAGE,
  CARD_SERVICE_UNAVAILABLE_MESSAGE,
  CARD_TIMEOUT_MESSAGE,
  CARD_TOO_MANY_REQUESTS_MESSAGE,
  PAYMENT_CONNECTION_ERROR_MESSAGE,
  cardErrorMessage,
  paymentErrorText,
  paymentSubmitFailure,
} from './errors';

describe('payment submit errors (spec §8)', () => {
  it('joins an Error list with blank lines', () => {
    expect(paymentErrorText('Card declined.')).toBe('Card declined.');
    expect(paymentErrorText(['Card declined.', 'Call your bank.'])).toBe('Card declined.\n\nCall your bank.');
  });

  it('shows an Error and disables the pay button', () => {
    expect(paymentSubmitFailure({ kind: 'error', error: ['A', 'B'] })).toEqual({ message: 'A\n\nB', payEnabled: false });
    expect(paymentSubmitFailure({ kind: 'error', error: 'The card was declined.' })).toEqual({
      message: 'The card was declined.',
      payEnabled: false,
    });
  });

  it('a network failure or a 502 shows the connection message and keeps the button enabled', () => {
    expect(PAYMENT_CONNECTION_ERROR_MESSAGE).toBe('Server error: A connection error occurred. Please try again.');
    expect(paymentSubmitFailure({ kind: 'network' })).toEqual({ message: PAYMENT_CONNECTION_ERROR_MESSAGE, code: 'connectionError', payEnabled: true });
    expect(paymentSubmitFailure({ kind: 'http', status: 502, message: 'Bad Gateway' })).toEqual({
      message: PAYMENT_CONNECTION_ERROR_MESSAGE,
      code: 'connectionError',
      payEnabled: true,
    });
  });

  it('payments in flight (409 PaymentInProgress) name what may still be paid, with a code to translate; none left disables pay', () => {
    expect(paymentSubmitFailure({ kind: 'inProgress', remainingAmount: '1,040.50' })).toEqual({
      message: 'Payments already being processed on this loan leave $1,040.50 to pay now.',
      code: 'paymentInProgress',
      params: { amount: '$1,040.50' },
      payEnabled: true,
    });
    expect(paymentSubmitFailure({ kind: 'inProgress', remainingAmount: '0.00' })).toMatchObject({ code: 'paymentInProgressCovered', payEnabled: false });
  });

  it('any other failure shows "Server error: {message}.", with a code and the server text to translate around', () => {
    expect(paymentSubmitFailure({ kind: 'http', status: 500, message: 'Internal Server Error' })).toEqual({
      message: 'Server error: Internal Server Error.',
      code: 'serverError',
      params: { message: 'Internal Server Error' },
      payEnabled: true,
    });
    expect(paymentSubmitFailure({ kind: 'http', status: 400, message: 'paymentAmount is invalid.' }).message).toBe(
      'Server error: paymentAmount is invalid.',
    );
    expect(paymentSubmitFailure({ kind: 'http', status: 503, message: '' }).message).toBe('Server error: status 503.');
  });
});

describe('cardErrorMessage (spec §8 card add and remove)', () => {
  it('maps each named error', () => {
    expect(cardErrorMessage('InternalErrorException', 'boom')).toBe(CARD_INTERNAL_ERROR_MESSAGE);
    expect(cardErrorMessage('TooManyRequestsException', undefined)).toBe(CARD_TOO_MANY_REQUESTS_MESSAGE);
    expect(cardErrorMessage('LimitExceededException', 'max 10 cards')).toBe(CARD_TOO_MANY_REQUESTS_MESSAGE);
    expect(cardErrorMessage('AccessDeniedException', undefined)).toBe(CARD_ACCESS_DENIED_MESSAGE);
    expect(cardErrorMessage('ServiceUnavailableException', undefined)).toBe(CARD_SERVICE_UNAVAILABLE_MESSAGE);
    expect(cardErrorMessage('RequestTimeoutException', undefined)).toBe(CARD_TIMEOUT_MESSAGE);
    expect(CARD_INTERNAL_ERROR_MESSAGE).toBe('There was an internal server error. Please try again.');
  });

  it('otherwise shows the server text, or an unknown error with the reason', () => {
    expect(cardErrorMessage('CardExpired', 'The card has expired.')).toBe('The card has expired.');
    expect(cardErrorMessage(undefined, 'Bridge token already used')).toBe('Bridge token already used');
    expect(cardErrorMessage('WeirdException', undefined)).toBe('Unknown error: WeirdException');
    expect(cardErrorMessage(undefined, '  ')).toBe('Unknown error: no details');
    expect(cardErrorMessage('toString', undefined)).toBe('Unknown error: toString');
  });
});
