import { describe, it, expect } from 'vitest';
import { cardError, paymentErrorText, paymentSubmitFailure } from './errors';

describe('payment submit errors (spec §8)', () => {
  it('joins an Error list with blank lines', () => {
    expect(paymentErrorText('Card declined.')).toBe('Card declined.');
    expect(paymentErrorText(['Card declined.', 'Call your bank.'])).toBe(
      'Card declined.\n\nCall your bank.',
    );
  });

  it('shows an Error (the server’s text) and disables the pay button', () => {
    expect(paymentSubmitFailure({ kind: 'error', error: ['A', 'B'] })).toEqual({
      code: 'paymentError',
      params: { message: 'A\n\nB' },
      payEnabled: false,
    });
    expect(paymentSubmitFailure({ kind: 'error', error: 'Tarjeta rechazada' })).toEqual({
      code: 'paymentError',
      params: { message: 'Tarjeta rechazada' },
      payEnabled: false,
    });
  });

  it('a network failure or a 502 is the connection failure and keeps the button enabled', () => {
    expect(paymentSubmitFailure({ kind: 'network' })).toEqual({
      code: 'connectionError',
      payEnabled: true,
    });
    expect(paymentSubmitFailure({ kind: 'http', status: 502, message: 'Bad Gateway' })).toEqual({
      code: 'connectionError',
      payEnabled: true,
    });
  });

  it('payments in flight (409 PaymentInProgress) name what may still be paid; none left disables pay', () => {
    expect(paymentSubmitFailure({ kind: 'inProgress', remainingAmount: '1,040.50' })).toEqual({
      code: 'paymentInProgress',
      params: { amount: '$1,040.50' },
      payEnabled: true,
    });
    expect(paymentSubmitFailure({ kind: 'inProgress', remainingAmount: '0.00' })).toEqual({
      code: 'paymentInProgressCovered',
      payEnabled: false,
    });
  });

  it('any other failure is a server error with its text (no final period), else its status', () => {
    expect(
      paymentSubmitFailure({ kind: 'http', status: 500, message: 'Internal Server Error' }),
    ).toEqual({
      code: 'serverError',
      params: { message: 'Internal Server Error' },
      payEnabled: true,
    });
    expect(
      paymentSubmitFailure({ kind: 'http', status: 400, message: 'paymentAmount is invalid..' })
        .params,
    ).toEqual({ message: 'paymentAmount is invalid' });
    expect(paymentSubmitFailure({ kind: 'http', status: 503, message: ' ' })).toEqual({
      code: 'serverStatus',
      params: { status: 503 },
      payEnabled: true,
    });
  });
});

describe('cardError (spec §8 card add and remove)', () => {
  it('maps each named error to its code, whatever the server said', () => {
    expect(cardError('InternalErrorException', 'boom')).toEqual({ code: 'internalError' });
    expect(cardError('TooManyRequestsException', undefined)).toEqual({ code: 'tooManyRequests' });
    expect(cardError(' LimitExceededException ', 'max 10 cards')).toEqual({
      code: 'tooManyRequests',
    });
    expect(cardError('AccessDeniedException', undefined)).toEqual({ code: 'accessDenied' });
    expect(cardError('ServiceUnavailableException', undefined)).toEqual({
      code: 'serviceUnavailable',
    });
    expect(cardError('RequestTimeoutException', undefined)).toEqual({ code: 'requestTimeout' });
  });

  it('otherwise the server text, or an unknown error with the reason (none when there is none)', () => {
    expect(cardError('CardExpired', ' The card has expired. ')).toEqual({
      code: 'server',
      message: 'The card has expired.',
    });
    expect(cardError(undefined, 'Bridge token already used')).toEqual({
      code: 'server',
      message: 'Bridge token already used',
    });
    expect(cardError('WeirdException', undefined)).toEqual({
      code: 'unknown',
      reason: 'WeirdException',
    });
    expect(cardError(undefined, '  ')).toEqual({ code: 'unknown', reason: '' });
    expect(cardError('toString', undefined)).toEqual({ code: 'unknown', reason: 'toString' });
  });
});
