/** Sign-in and session calls of spec §7 Authentication and session; the Session result of spec §3. */
import { z } from 'zod';

const username = z.string().trim().min(1, { error: 'Email or Phone Number is required' }).max(254);
const password = z.string().min(1, { error: 'Password is required' }).max(256);

/** Spec §3 Session result. expiresIn: seconds until the access token expires. */
export const ZSessionResultSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  deviceKey: z.string(),
  deviceGroupKey: z.string(),
  expiresIn: z.number().int(),
  serviceConfig: z.object({ region: z.string(), userPoolId: z.string(), clientId: z.string() }),
});
export type TSessionResult = z.infer<typeof ZSessionResultSchema>;

/** POST /authenticate (optional `devicekey` header: a known device of this user keeps its trust). */
export const ZAuthenticateRequestSchema = z.strictObject({
  username,
  password,
  rememberMe: z.boolean().default(false),
  /** the legacy flag of spec §7 (a sign-in from the legacy app); recorded with the sign-in event */
  legacy: z.boolean().default(false),
});
export type TAuthenticateRequest = z.input<typeof ZAuthenticateRequestSchema>;

/** POST /authenticate/refresh: rotates the refresh token (a reused one revokes its family). */
export const ZRefreshSessionRequestSchema = z.strictObject({
  refreshToken: z.string().min(1).max(512),
});
export type TRefreshSessionRequest = z.infer<typeof ZRefreshSessionRequestSchema>;

/** POST /deviceKeyAuth (`devicekey` header required): a remembered, trusted device gets a session. */
export const ZDeviceKeyAuthRequestSchema = z.strictObject({
  profileId: z.uuid(),
  /** the locked flow the user is returning to (route meta flow) */
  flow: z.string().max(100).optional(),
});
export type TDeviceKeyAuthRequest = z.infer<typeof ZDeviceKeyAuthRequestSchema>;

/** PUT /deviceKeyAuth (signed in, `devicekey` header): remember or forget this device. */
export const ZRememberDeviceRequestSchema = z.strictObject({ remember: z.boolean() });
export type TRememberDeviceRequest = z.infer<typeof ZRememberDeviceRequestSchema>;

/** GET /currentDevice, and the answer of PUT /deviceKeyAuth and POST /confirmtrusteddevice. */
export const ZCurrentDeviceResponseSchema = z.object({
  deviceKey: z.string(),
  deviceGroupKey: z.string(),
  remembered: z.boolean(),
  trusted: z.boolean(),
  trustedAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime(),
});
export type TCurrentDeviceResponse = z.infer<typeof ZCurrentDeviceResponseSchema>;

/**
 * POST /signatureAuth: the query of a signed link, typed. signature = base64url HMAC-SHA256 of
 * `${profileId}\n${expiration}\n${path}\n${guest}`; expiration in Unix seconds. The session it grants
 * has scope 'guest' and is valid for that path's loan only.
 */
export const ZSignatureAuthRequestSchema = z.strictObject({
  profileId: z.uuid(),
  signature: z.string().min(1).max(200),
  expiration: z.number().int().positive(),
  path: z.string().min(1).max(300).startsWith('/'),
  guest: z.boolean(),
});
export type TSignatureAuthRequest = z.infer<typeof ZSignatureAuthRequestSchema>;

/** POST /signout and POST /signout/device. */
export const ZSignOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type TSignOutResponse = z.infer<typeof ZSignOutResponseSchema>;

export { password as ZPasswordFieldSchema, username as ZUsernameFieldSchema };
