/**
 * Passkeys (issue 15; WebAuthn through @simplewebauthn on both sides) and the profile's trusted devices: the calls'
 * bodies and answers. The WebAuthn JSON shapes follow @simplewebauthn's PublicKeyCredential*JSON types (no
 * extensions: the server asks for none).
 */
import { z } from 'zod';

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'must be base64url' })
  .max(16_384);
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const descriptor = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(transport).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

/** POST /passkeys/registration/options (signed in, trusted device): what navigator.credentials.create needs. */
export const ZPasskeyCreationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
  challenge: base64url,
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
});
export type TPasskeyCreationOptions = z.infer<typeof ZPasskeyCreationOptionsSchema>;

/** POST /passkeys/authentication/options (public; the `devicekey` header binds the challenge to this device). */
export const ZPasskeyRequestOptionsSchema = z.object({
  challenge: base64url,
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});
export type TPasskeyRequestOptions = z.infer<typeof ZPasskeyRequestOptionsSchema>;

const credentialBase = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** the extensions' outputs: none is asked for, so none is read (kept as an empty object) */
  clientExtensionResults: z.object({}),
  type: z.literal('public-key'),
};

/** The browser's answer to the registration options (startRegistration's RegistrationResponseJSON). */
export const ZPasskeyRegistrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(30)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** The browser's answer to the sign-in options (startAuthentication's AuthenticationResponseJSON). */
export const ZPasskeyAuthenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** POST /passkeys/registration: the new passkey, optionally named (else after the browser and platform). */
export const ZPasskeyRegistrationRequestSchema = z.strictObject({
  response: ZPasskeyRegistrationResponseSchema,
  name: z.string().max(200).optional(),
});
export type TPasskeyRegistrationRequest = z.infer<typeof ZPasskeyRegistrationRequestSchema>;

/** POST /passkeys/authentication: answers the Session result, as a password sign-in on a trusted device does. */
export const ZPasskeyAuthenticationRequestSchema = z.strictObject({
  response: ZPasskeyAuthenticationResponseSchema,
  rememberMe: z.boolean().default(false),
});
export type TPasskeyAuthenticationRequest = z.input<typeof ZPasskeyAuthenticationRequestSchema>;

/** One passkey of the profile. `name`: the borrower's; else `browser`/`platform` say where it was added. */
export const ZPasskeySchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  browser: z.string().nullable(),
  platform: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;

/** GET /passkeys (signed in): newest first. */
export const ZPasskeyListResponseSchema = z.object({ passkeys: z.array(ZPasskeySchema) });
export type TPasskeyListResponse = z.infer<typeof ZPasskeyListResponseSchema>;

/** One trusted device of the profile; `current`: the device of this session. */
export const ZTrustedDeviceSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  platform: z.string().nullable(),
  current: z.boolean(),
  remembered: z.boolean(),
  trustedAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime(),
});
export type TTrustedDevice = z.infer<typeof ZTrustedDeviceSchema>;

/** GET /devices (signed in): the profile's live trusted devices, the most recently seen first. */
export const ZTrustedDeviceListResponseSchema = z.object({
  devices: z.array(ZTrustedDeviceSchema),
});
export type TTrustedDeviceListResponse = z.infer<typeof ZTrustedDeviceListResponseSchema>;

/** DELETE /passkeys and DELETE /devices: the one to remove (own rows only: another profile's id is a 404). */
export const ZSecurityItemRequestSchema = z.strictObject({ id: z.uuid() });
export type TSecurityItemRequest = z.infer<typeof ZSecurityItemRequestSchema>;
/** `signedOut`: the device removed was this session's, so the session ended with it. */
export const ZSecurityItemRemovedSchema = z.object({
  removed: z.literal(true),
  signedOut: z.boolean(),
});
export type TSecurityItemRemoved = z.infer<typeof ZSecurityItemRemovedSchema>;
