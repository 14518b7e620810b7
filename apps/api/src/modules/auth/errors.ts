/**
 * Identity errors carry the spec §8 name in `errorCode` (and `error`). The authenticate plugin's
 * /api error handler sends them as { reqId, statusCode, error, message, errorCode }.
 */
import { AuthErrorCode, INCORRECT_CREDENTIALS_MESSAGE, INVALID_SESSION_MESSAGE, usernameNotFoundMessage, type AuthErrorCodeValue } from '@lender/domain';
import { ServiceError } from '../../lib/errors';

export class AuthError extends ServiceError {
  constructor(
    readonly statusCode: number,
    readonly errorCode: AuthErrorCodeValue,
    message: string,
    /** a 429's Retry-After, in seconds */
    override readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

export const authErrors = {
  invalidSession: () => new AuthError(401, AuthErrorCode.InvalidSession, INVALID_SESSION_MESSAGE),
  notAuthorized: () => new AuthError(401, AuthErrorCode.NotAuthorized, INCORRECT_CREDENTIALS_MESSAGE),
  userNotFound: (username: string) => new AuthError(404, AuthErrorCode.UserNotFound, usernameNotFoundMessage(username)),
  userNotConfirmed: () => new AuthError(403, AuthErrorCode.UserNotConfirmed, 'User is not confirmed.'),
  passwordResetRequired: () => new AuthError(403, AuthErrorCode.PasswordResetRequired, 'Password reset required for the user.'),
  locked: () => new AuthError(403, AuthErrorCode.NotAuthorized, 'User is locked. Please contact customer service.'),
  missingDeviceKey: () => new AuthError(400, AuthErrorCode.MissingDeviceKey, 'MissingDeviceKey'),
  deviceKeyNotFound: () => new AuthError(404, AuthErrorCode.DeviceKeyNotFound, 'Device key not found'),
  codeMismatch: () => new AuthError(400, AuthErrorCode.CodeMismatch, 'Invalid verification code provided, please try again.'),
  expiredCode: () => new AuthError(400, AuthErrorCode.ExpiredCode, 'Invalid code provided, please request a code again.'),
  // the code is spent: a new one may be requested at once (its sends have their own limit), so Retry-After is 0
  attemptsExceeded: () => new AuthError(429, AuthErrorCode.LimitExceeded, 'Attempt limit exceeded, please request a new code.', 0),
  tooManySignIns: (retryAfterSeconds: number) => new AuthError(429, AuthErrorCode.TooManyRequests, 'Too many sign-in attempts. Please wait and try again.', retryAfterSeconds),
  tooManyCodes: (retryAfterSeconds: number) => new AuthError(429, AuthErrorCode.LimitExceeded, 'Too many codes were requested. Please wait and try again.', retryAfterSeconds),
  usernameExists: () => new AuthError(409, AuthErrorCode.UsernameExists, 'An account with the given email or phone number already exists.'),
  invalidPassword: (message: string) => new AuthError(400, AuthErrorCode.InvalidPassword, message),
  invalidSignature: () => new AuthError(401, AuthErrorCode.InvalidSignature, 'The link is invalid or has expired.'),
  linkAlreadyUsed: () => new AuthError(410, AuthErrorCode.LinkAlreadyUsed, 'This link was already used. Sign in, or ask for a new link.'),
  deviceNotTrusted: () => new AuthError(403, AuthErrorCode.DeviceNotTrusted, 'Confirm this device with the code we send you before going on.'),
  accessDenied: (message = 'Access denied') => new AuthError(403, AuthErrorCode.AccessDenied, message),
};
