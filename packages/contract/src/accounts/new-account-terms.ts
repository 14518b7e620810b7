/** Spec §7 GET /newaccountterms: the terms and privacy policy a new account is opened under. */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/brand-code';
import { ZCalendarDateSchema } from './loan';

/** GET /newaccountterms?brandName= : the terms and privacy policy a new account is opened under. */
export const ZNewAccountTermsQuerySchema = z.strictObject({
  brandName: ZBrandCodeSchema.optional(),
});
export type TNewAccountTermsQuery = z.infer<typeof ZNewAccountTermsQuerySchema>;
export const ZNewAccountTermsResponseSchema = z.object({
  brandName: ZBrandCodeSchema,
  brandDisplayName: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  /** the date the current terms took effect */
  effectiveDate: ZCalendarDateSchema,
});
export type TNewAccountTermsResponse = z.infer<typeof ZNewAccountTermsResponseSchema>;
