/** Password recovery calls (spec §7): resetpassword, confirmpassword, passwordPolicy (spec §5). */
import { z } from 'zod';
import { ZCodeSentResponseSchema, ZVerificationCodeSchema } from './registration';
import { ZPasswordFieldSchema, ZUsernameFieldSchema } from './session';

/** POST /resetpassword: a code to the username's email or phone; answers ZCodeSentResponseSchema. */
export const ZResetPasswordRequestSchema = z.strictObject({
  username: ZUsernameFieldSchema,
  voice: z.boolean().default(false),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;
export const ZResetPasswordResponseSchema = ZCodeSentResponseSchema;

/** POST /confirmpassword: set the new password; every session of the profile ends. */
export const ZConfirmPasswordRequestSchema = z.strictObject({
  username: ZUsernameFieldSchema,
  code: ZVerificationCodeSchema,
  password: ZPasswordFieldSchema,
});
export type TConfirmPasswordRequest = z.infer<typeof ZConfirmPasswordRequestSchema>;
export const ZConfirmPasswordResponseSchema = z.object({ passwordChanged: z.literal(true) });
export type TConfirmPasswordResponse = z.infer<typeof ZConfirmPasswordResponseSchema>;

/** GET /passwordPolicy (spec §5 server password policy). */
export const ZPasswordPolicyResponseSchema = z.object({
  minimumLength: z.number().int(),
  requireLowercase: z.boolean(),
  requireNoSpaces: z.boolean(),
  requireNumbers: z.boolean(),
  requireSymbols: z.boolean(),
  requireUppercase: z.boolean(),
});
export type TPasswordPolicyResponse = z.infer<typeof ZPasswordPolicyResponseSchema>;
