/** Identity: sign-in, sessions, registration, password recovery, trusted devices, passkeys, user updates, alternate verification. The area's front door: other areas and the app import only this file. */
export {
  alternateVerificationModule,
  createAlternateVerificationCheck,
  type AlternateVerificationCheck,
} from './alternate-verification';
export { guestLinkFor, isSeedLoanKey } from './auth/guest-link';
export { authModule } from './auth';
export { authSecretOf } from './auth/kit';
export { passkeysModule } from './passkeys';
export { passwordRecoveryModule } from './password-recovery';
export { registrationModule } from './registration';
export { trustedDeviceModule } from './trusted-device';
export { userAttributesModule } from './user-attributes';
export { userUpdateModule } from './user-update';
export { createSessionVerifier } from './auth/session-verifier';
