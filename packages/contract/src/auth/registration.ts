/** Registration and verification calls (spec §7): registerUser, registerNcrUser, confirmuser, resendVerificationCode. */
import { z } from 'zod';
import { ZReferralShortCodeSchema } from '../referrals/short-code';
import { ZPasswordFieldSchema, ZUsernameFieldSchema } from './session';

const code = z.string().regex(/^\d{6}$/, { error: 'must be the 6-digit code' });

/** A card id of spec §3 Payment card (type and id). */
export const ZCardIdSchema = z.strictObject({
  type: z.string().min(1).max(40),
  id: z.string().min(1).max(80),
});

/** POST /registerUser and POST /registerNcrUser. username = email or phone in any common form. */
export const ZRegisterUserRequestSchema = z.strictObject({
  username: ZUsernameFieldSchema,
  password: ZPasswordFieldSchema,
  cardIds: z.array(ZCardIdSchema).max(10).optional(),
  /** the short code of the referral link the person came by (registerUser only): an unknown code is a 422 naming it */
  referralCode: ZReferralShortCodeSchema.optional(),
});
export type TRegisterUserRequest = z.infer<typeof ZRegisterUserRequestSchema>;
export const ZRegisterNcrUserRequestSchema = ZRegisterUserRequestSchema;
export type TRegisterNcrUserRequest = TRegisterUserRequest;

/** Where a code went: the channel and a masked destination (a•••@example.com, (***) ***-0101). */
export const ZCodeDeliverySchema = z.object({
  deliveryMedium: z.enum(['EMAIL', 'SMS', 'VOICE']),
  destination: z.string(),
});
export type TCodeDelivery = z.infer<typeof ZCodeDeliverySchema>;

/** 201 of POST /registerUser and /registerNcrUser: an unverified profile; the code was sent. */
export const ZRegisterUserResponseSchema = z.object({
  profileId: z.uuid(),
  userConfirmed: z.literal(false),
  codeDelivery: ZCodeDeliverySchema,
  /** registerNcrUser only: the new referral account's short code */
  shortCode: z.string().optional(),
});
export type TRegisterUserResponse = z.infer<typeof ZRegisterUserResponseSchema>;

/** POST /confirmuser: verify the username's email or phone with the code; answers a Session result. */
export const ZConfirmUserRequestSchema = z.strictObject({
  username: ZUsernameFieldSchema,
  code,
  isEmail: z.boolean(),
  /** the session granted after verifying: remember this device (long refresh lifetime) */
  rememberMe: z.boolean().default(false),
});
export type TConfirmUserRequest = z.input<typeof ZConfirmUserRequestSchema>;

/** PUT /confirmuser (signed in): verify an attribute of the current user with the code. */
export const ZConfirmAttributeRequestSchema = z.strictObject({ code, isEmail: z.boolean() });
export type TConfirmAttributeRequest = z.infer<typeof ZConfirmAttributeRequestSchema>;
export const ZConfirmAttributeResponseSchema = z.object({
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
});
export type TConfirmAttributeResponse = z.infer<typeof ZConfirmAttributeResponseSchema>;

/** POST /resendVerificationCode: a new code to the username's email or phone (voice optional for a phone). */
export const ZResendVerificationCodeRequestSchema = z.strictObject({
  username: ZUsernameFieldSchema,
  voice: z.boolean().default(false),
});
export type TResendVerificationCodeRequest = z.input<typeof ZResendVerificationCodeRequestSchema>;

/** The answer of every call that sends a code. */
export const ZCodeSentResponseSchema = z.object({ codeDelivery: ZCodeDeliverySchema });
export type TCodeSentResponse = z.infer<typeof ZCodeSentResponseSchema>;

export { code as ZVerificationCodeSchema };
