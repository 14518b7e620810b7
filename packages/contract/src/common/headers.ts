/** The request headers of spec §7 that every call carries, and how the server reads them. */
import { z } from 'zod';
import { BRAND_CODES } from '@lender/domain';
import { API_VERSION } from './header-names';

export * from './header-names';

/** Each header is optional; when present it must be well formed. */
export const ZClientHeadersSchema = z.object({
  'api-version': z.literal(API_VERSION, { error: `must be ${API_VERSION}` }).optional(),
  'app-version': z
    .string()
    .regex(/^[0-9A-Za-z.+_-]{1,40}$/, { error: 'must be a version such as 1.4.0' })
    .optional(),
  brand: z.enum(BRAND_CODES, { error: `must be one of ${BRAND_CODES.join(', ')}` }).optional(),
  pwa: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
  'accept-language': z.string().max(200, { error: 'is too long' }).optional(),
});
export type TClientHeaders = z.infer<typeof ZClientHeadersSchema>;
