import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../validation/password';
import { usernameNotFoundCode, usernameProblem } from '../validation/username';
import { signInFailureOf } from './sign-in-failure';

describe('signInFailureOf (spec §8 Sign-in failure, one rule for web and API)', () => {
  it('names an unknown username by its kind, the same code the API words its message from', () => {
    for (const [username, code] of [
      ['ana@example.com', 'emailNotFound'],
      ['(312) 555-0101', 'phoneNotFound'],
      ['+13125550101', 'phoneNotFound'],
    ] as const) {
      expect(
        signInFailureOf({ status: 404, errorCode: 'UserNotFound', message: 'x' }, username),
      ).toEqual({ code });
      expect(usernameNotFoundCode(username)).toBe(code);
    }
  });

  it("keeps any other errorCode with the server text as fallback, ignoring a transport's generic text", () => {
    expect(
      signInFailureOf({
        status: 429,
        errorCode: 'TooManyRequestsException',
        message: 'Too many sign-in attempts.',
      }),
    ).toEqual({
      code: 'errorCode',
      errorCode: 'TooManyRequestsException',
      fallback: 'Too many sign-in attempts.',
    });
    expect(
      signInFailureOf({
        status: 401,
        errorCode: 'NotAuthorizedException',
        message: 'Request failed (401)',
        error: 'Unauthorized',
      }),
    ).toEqual({ code: 'errorCode', errorCode: 'NotAuthorizedException', fallback: 'Unauthorized' });
    expect(
      signInFailureOf({
        status: 401,
        errorCode: 'NotAuthorizedException',
        message: 'Request failed with status code 401',
      }),
    ).toEqual({
      code: 'errorCode',
      errorCode: 'NotAuthorizedException',
      fallback: 'NotAuthorizedException',
    });
  });

  it('no answer is a connection failure; a bare 404 is a call not offered; else the server text or a generic failure', () => {
    expect(signInFailureOf(undefined, 'ana@example.com')).toEqual({ code: 'network' });
    expect(signInFailureOf({ status: 404, message: 'Request failed (404)' })).toEqual({
      code: 'unavailable',
    });
    expect(signInFailureOf({ status: 400, message: ' body.username: Invalid ' })).toEqual({
      code: 'serverText',
      text: 'body.username: Invalid',
    });
    expect(signInFailureOf({ status: 500, message: 'Request failed (500)' })).toEqual({
      code: 'generic',
    });
  });

  it('an errorCode other than UserNotFound always wins (property)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter((s) => s.trim() !== '' && !s.trim().startsWith('UserNotFound')),
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        (errorCode, status, message) => {
          expect(signInFailureOf({ status, errorCode, message }, 'ana@example.com')).toMatchObject({
            code: 'errorCode',
            errorCode: errorCode.trim(),
          });
        },
      ),
    );
  });
});

describe('field problems as codes (the API and the web each word them, in English and Spanish)', () => {
  it('usernames and passwords', () => {
    expect([
      usernameProblem(' '),
      usernameProblem('ana@'),
      usernameProblem('312-555-0101'),
    ]).toEqual(['usernameRequired', 'usernameInvalid', null]);
    expect([
      passwordProblem(''),
      passwordProblem('short'),
      passwordProblem('DemoPass2026'),
    ]).toEqual(['passwordRequired', 'passwordRequirements', null]);
  });
});
