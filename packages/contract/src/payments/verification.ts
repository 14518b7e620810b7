/**
 * Spec §7 Address and verification, for the alternate party (co-signer) paying a loan:
 * POST /sendverificationcode sends a one-time code to the co-signer's own contact on the loan;
 * GET /verificationcodestatus checks it. A verified co-signer may pay that loan for 15 minutes.
 */
import { z } from 'zod';

export const ZSendVerificationCodeRequestSchema = z.strictObject({
  /** the caller's own loan-system customer id (the co-signer) */
  customerId: z.string().min(1).max(40),
  loanId: z.uuid(),
  requesterName: z.string().trim().min(1).max(120),
  /** true: a voice call reads the code; false: SMS (email when the record has no phone) */
  isVoice: z.boolean().default(false),
});
export type TSendVerificationCodeRequest = z.input<typeof ZSendVerificationCodeRequestSchema>;
export const ZSendVerificationCodeResponseSchema = z.object({
  sent: z.literal(true),
  channel: z.enum(['sms', 'voice', 'email']),
  /** masked destination, e.g. '(***) ***-0104' */
  destination: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TSendVerificationCodeResponse = z.infer<typeof ZSendVerificationCodeResponseSchema>;

/** GET /verificationcodestatus?loanId=&verificationCode=123456 */
export const ZVerificationCodeStatusQuerySchema = z.strictObject({
  loanId: z.uuid(),
  verificationCode: z.string().regex(/^\d{6}$/, 'verificationCode must be 6 digits'),
});
export const ZVerificationCodeStatusResponseSchema = z.object({
  verified: z.boolean(),
  /** tries left on the current code (0: send a new one) */
  attemptsLeft: z.number().int().nonnegative(),
  /** until when the verification lets the co-signer pay (null when not verified) */
  verifiedUntil: z.iso.datetime().nullable(),
});
export type TVerificationCodeStatusResponse = z.infer<typeof ZVerificationCodeStatusResponseSchema>;
