/** The identity area's test kit: what other areas' tests may use (its front door for tests only). */
export {
  bearer,
  claimsOf,
  latestCode,
  passTrustedDevice,
  sessionOf,
  signIn,
  trustedSessionOf,
} from './auth/auth-test-kit';
export { signLink } from './auth/link-signature';
