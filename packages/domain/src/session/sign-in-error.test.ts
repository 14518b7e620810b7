import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuthErrorCode } from './error-codes';
import {
  isPasswordResetRequired,
  isTrustedDevice,
  isUserNotConfirmed,
  signInErrorOf,
} from './sign-in-error';

describe('signInErrorOf (spec §8 Sign-in failure)', () => {
  it('takes errorCode, else the message unless generic, else the error field', () => {
    expect(
      signInErrorOf({
        errorCode: 'UserNotConfirmedException',
        message: 'User is not confirmed.',
        error: 'Forbidden',
      }),
    ).toBe('UserNotConfirmedException');
    expect(
      signInErrorOf({ message: 'Incorrect username or password.', error: 'Unauthorized' }),
    ).toBe('Incorrect username or password.');
    expect(
      signInErrorOf({ message: 'Request failed with status code 401', error: 'Unauthorized' }),
    ).toBe('Unauthorized');
    expect(signInErrorOf({ errorCode: '', message: '  ', error: 'Bad Request' })).toBe(
      'Bad Request',
    );
    expect(signInErrorOf(undefined)).toBeUndefined();
    expect(signInErrorOf({})).toBeUndefined();
  });

  it('prefers any non-empty errorCode (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string(),
        (code, message) => {
          expect(signInErrorOf({ errorCode: code, message, error: 'x' })).toBe(code);
        },
      ),
    );
  });
});

describe('session error predicates', () => {
  it('recognise UserNotConfirmed and PasswordResetRequired', () => {
    expect(isUserNotConfirmed(AuthErrorCode.UserNotConfirmed)).toBe(true);
    expect(isUserNotConfirmed('NotAuthorizedException')).toBe(false);
    expect(isPasswordResetRequired(AuthErrorCode.PasswordResetRequired)).toBe(true);
    expect(isPasswordResetRequired('PasswordResetRequired')).toBe(true);
    expect(isPasswordResetRequired(undefined)).toBe(false);
  });

  it('a missing device key means untrusted', () => {
    expect(isTrustedDevice(undefined, true)).toBe(false);
    expect(isTrustedDevice('', true)).toBe(false);
    expect(isTrustedDevice('us-east-1_x', false)).toBe(false);
    expect(isTrustedDevice('us-east-1_x', true)).toBe(true);
  });
});
