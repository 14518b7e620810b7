/** Spec §8 Sign-in failure and Session and device errors: the error names the server sends in errorCode. */
export const AuthErrorCode = {
  UserNotConfirmed: 'UserNotConfirmedException',
  UserNotFound: 'UserNotFound',
  NotAuthorized: 'NotAuthorizedException',
  InvalidSession: 'Invalid session',
  DeviceKeyNotFound: 'Device key not found',
  MissingDeviceKey: 'MissingDeviceKey',
  /** a signed-in session whose device has not passed the trusted-device challenge (spec §4): only that challenge is open */
  DeviceNotTrusted: 'DeviceNotTrustedException',
  /** the profile was locked (by the lender) while signed in: the app signs out with the profileLock reason (spec §4) */
  ProfileLocked: 'ProfileLockedException',
  PasswordResetRequired: 'PasswordResetRequiredException',
  CodeMismatch: 'CodeMismatchException',
  ExpiredCode: 'ExpiredCodeException',
  TooManyRequests: 'TooManyRequestsException',
  LimitExceeded: 'LimitExceededException',
  UsernameExists: 'UsernameExistsException',
  InvalidPassword: 'InvalidPasswordException',
  AccessDenied: 'AccessDeniedException',
  InvalidSignature: 'InvalidSignatureException',
  /** a signed link is single-use: the second use (spec §2 Route guards, signed links) */
  LinkAlreadyUsed: 'LinkAlreadyUsedException',
  /** a passkey sign-in the server cannot verify: an unknown or removed passkey, a bad signature, a counter gone back */
  PasskeyNotRecognized: 'PasskeyNotRecognizedException',
  /** a passkey answer to a challenge that is unknown, expired, already used, or issued for another device or profile */
  PasskeyChallengeInvalid: 'PasskeyChallengeException',
} as const;
export type AuthErrorCodeValue = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];
