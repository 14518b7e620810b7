/**
 * Identity errors: coded errors that carry the spec §8 name in `errorCode` and, as the spec's identity calls answer,
 * in `error` too ({ reqId, statusCode, error: errorCode, message, errorCode }: the one error handler reads
 * `codeIsError`). No handler of their own.
 */
import { AuthErrorCode, usernameNotFoundCode, type AuthErrorCodeValue } from '@lender/domain';
import { text } from '../i18n';
import { CodedError, type Saying } from './errors';

export class AuthError extends CodedError {
  declare readonly errorCode: AuthErrorCodeValue;

  constructor(
    statusCode: number,
    errorCode: AuthErrorCodeValue,
    message: Saying,
    /** a 429's Retry-After, in seconds */
    retryAfterSeconds?: number,
  ) {
    super(statusCode, errorCode, message, undefined, { retryAfterSeconds, codeIsError: true });
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

export const authErrors = {
  invalidSession: () =>
    new AuthError(401, AuthErrorCode.InvalidSession, text('auth.invalidSession')),
  notAuthorized: () =>
    new AuthError(401, AuthErrorCode.NotAuthorized, text('auth.incorrectCredentials')),
  userNotFound: (username: string) =>
    new AuthError(404, AuthErrorCode.UserNotFound, text(`auth.${usernameNotFoundCode(username)}`)),
  userNotConfirmed: () =>
    new AuthError(403, AuthErrorCode.UserNotConfirmed, text('auth.userNotConfirmed')),
  passwordResetRequired: () =>
    new AuthError(403, AuthErrorCode.PasswordResetRequired, text('auth.passwordResetRequired')),
  locked: () => new AuthError(403, AuthErrorCode.NotAuthorized, text('auth.locked')),
  missingDeviceKey: () =>
    new AuthError(400, AuthErrorCode.MissingDeviceKey, text('auth.missingDeviceKey')),
  deviceKeyNotFound: () =>
    new AuthError(404, AuthErrorCode.DeviceKeyNotFound, text('auth.deviceKeyNotFound')),
  codeMismatch: () => new AuthError(400, AuthErrorCode.CodeMismatch, text('auth.codeMismatch')),
  expiredCode: () => new AuthError(400, AuthErrorCode.ExpiredCode, text('auth.expiredCode')),
  // the code is spent: a new one may be requested at once (its sends have their own limit), so Retry-After is 0
  attemptsExceeded: () =>
    new AuthError(429, AuthErrorCode.LimitExceeded, text('auth.attemptsExceeded'), 0),
  tooManySignIns: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      AuthErrorCode.TooManyRequests,
      text('auth.tooManySignIns'),
      retryAfterSeconds,
    ),
  tooManyCodes: (retryAfterSeconds: number) =>
    new AuthError(429, AuthErrorCode.LimitExceeded, text('auth.tooManyCodes'), retryAfterSeconds),
  usernameExists: () =>
    new AuthError(409, AuthErrorCode.UsernameExists, text('auth.usernameExists')),
  invalidPassword: (message: Saying) => new AuthError(400, AuthErrorCode.InvalidPassword, message),
  invalidSignature: () =>
    new AuthError(401, AuthErrorCode.InvalidSignature, text('auth.invalidSignature')),
  linkAlreadyUsed: () =>
    new AuthError(410, AuthErrorCode.LinkAlreadyUsed, text('auth.linkAlreadyUsed')),
  deviceNotTrusted: () =>
    new AuthError(403, AuthErrorCode.DeviceNotTrusted, text('auth.deviceNotTrusted')),
  profileLocked: () => new AuthError(403, AuthErrorCode.ProfileLocked, text('auth.profileLocked')),
  passkeyNotRecognized: () =>
    new AuthError(401, AuthErrorCode.PasskeyNotRecognized, text('auth.passkeyNotRecognized')),
  passkeyChallengeInvalid: () =>
    new AuthError(400, AuthErrorCode.PasskeyChallengeInvalid, text('auth.passkeyChallengeInvalid')),
  accessDenied: (message: Saying = text('generic.accessDenied')) =>
    new AuthError(403, AuthErrorCode.AccessDenied, message),
};
