/** UpdateUser calls (spec §7 POST, PUT and GET /updateUser): change the sign-in email or phone with a code. */
import { z } from 'zod';
import { ZVerificationCodeSchema } from './registration';
import { ZUsernameFieldSchema } from './session';

/** POST /updateUser: a code goes to the new alias (email or phone); answers ZCodeSentResponseSchema. */
export const ZUpdateUserRequestSchema = z.strictObject({
  newAlias: ZUsernameFieldSchema,
  voice: z.boolean().default(false),
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequestSchema>;

/** PUT /updateUser: the code sent to the new alias; the alias replaces the old one of its kind. */
export const ZConfirmUpdateUserRequestSchema = z.strictObject({ code: ZVerificationCodeSchema });
export type TConfirmUpdateUserRequest = z.infer<typeof ZConfirmUpdateUserRequestSchema>;

/** GET /updateUser, and the answer of PUT /updateUser: the current aliases. */
export const ZUserAliasesResponseSchema = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** 10 digits */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  canUpdateUserLogin: z.boolean(),
});
export type TUserAliasesResponse = z.infer<typeof ZUserAliasesResponseSchema>;
