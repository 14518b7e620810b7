/**
 * The response schemas of the auth feature's calls made from its screens (registration, password recovery, trusted
 * device, update user, referral enrolment). Imported only through authSchema's loader (shared/http/lazy-schemas.ts), so
 * Register, ForgotPassword and the verification screens hydrate before zod and the contract have been built. The sign-
 * in calls (authenticate.ts, passkey-sign-in.ts) keep theirs static: they ride in the sign-in chunk that Login loads on
 * submit, one round with its schema.
 */
export {
  ZCheckTrustedDeviceResponseSchema,
  ZCodeSentResponseSchema,
  ZConfirmPasswordResponseSchema,
  ZConfirmTrustedDeviceResponseSchema,
  ZPasswordPolicyResponseSchema,
  ZReferralEnrolmentResponseSchema,
  ZRegisterUserResponseSchema,
  ZSessionResultSchema,
  ZUserAliasesResponseSchema,
} from '@lender/contract';
