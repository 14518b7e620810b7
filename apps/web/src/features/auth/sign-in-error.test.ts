import { describe, it, expect } from 'vitest';
import { ApiError } from '../../shared/http/client';
import { signInErrorMessage } from './sign-in-error';

describe('signInErrorMessage', () => {
  it('prefers the errorCode', () => {
    expect(
      signInErrorMessage(
        new ApiError(400, 'x', { errorCode: 'NotAuthorizedException', message: 'Wrong' }),
      ),
    ).toEqual({
      key: 'login.errors.codes.NotAuthorizedException',
      values: { code: 'NotAuthorizedException' },
    });
  });
  it('reads a missing sign-in call as not available', () => {
    expect(
      signInErrorMessage(
        new ApiError(404, 'Route POST:/api/authenticate not found', { error: 'Not Found' }),
      ),
    ).toEqual({ key: 'login.errors.unavailable' });
  });
  it('uses the server message unless it is the generic status text, then the error field', () => {
    expect(
      signInErrorMessage(new ApiError(401, 'Invalid session', { message: 'Invalid session' })),
    ).toEqual({ text: 'Invalid session' });
    expect(
      signInErrorMessage(
        new ApiError(500, 'Request failed with status code 500', {
          message: 'Request failed with status code 500',
          error: 'Internal Server Error',
        }),
      ),
    ).toEqual({
      text: 'Internal Server Error',
    });
    expect(signInErrorMessage(new ApiError(500, 'Request failed (500)'))).toEqual({
      key: 'login.errors.generic',
    });
  });
  it('reads a network failure as unable to connect', () => {
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toEqual({
      key: 'login.errors.network',
    });
  });
});
