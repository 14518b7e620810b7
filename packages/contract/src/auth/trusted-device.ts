/** Trusted-device calls (spec §7): checktrusteddevice, sendtrusteddevice, confirmtrusteddevice. */
import { z } from 'zod';
import { ZVerificationCodeSchema } from './registration';

/** GET /checktrusteddevice (signed in; `devicekey` header; a missing key means untrusted). */
export const ZCheckTrustedDeviceResponseSchema = z.object({ trusted: z.boolean() });
export type TCheckTrustedDeviceResponse = z.infer<typeof ZCheckTrustedDeviceResponseSchema>;

/** GET /sendtrusteddevice?method=email|phone&voice=true|false (signed in): answers ZCodeSentResponseSchema. */
export const ZSendTrustedDeviceQuerySchema = z.strictObject({
  method: z.enum(['email', 'phone']),
  voice: z.enum(['true', 'false']).default('false'),
});
export type TSendTrustedDeviceQuery = z.input<typeof ZSendTrustedDeviceQuerySchema>;

/** POST /confirmtrusteddevice (signed in): the device becomes trusted. */
export const ZConfirmTrustedDeviceRequestSchema = z.strictObject({
  deviceKey: z.string().min(1).max(200),
  code: ZVerificationCodeSchema,
  profileId: z.uuid(),
});
export type TConfirmTrustedDeviceRequest = z.infer<typeof ZConfirmTrustedDeviceRequestSchema>;
export const ZConfirmTrustedDeviceResponseSchema = z.object({ trusted: z.literal(true) });
export type TConfirmTrustedDeviceResponse = z.infer<typeof ZConfirmTrustedDeviceResponseSchema>;
