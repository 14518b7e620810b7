/**
 * What a flagged product asks before its loan is made (decision 060): POST /spouseAddress (spec §7: the spousal
 * address a title loan needs in community-property states) and GET /demographicReference (spec §7; spec §3 payment
 * state demographicsNeeded, demographicData), and the requirements GET /originationInfo reports.
 */
import { z } from 'zod';
import { DEMOGRAPHIC_REFERENCE } from '@lender/domain';
import { ZAddressSchema } from '../profile/personal-info';

const name = z.string().max(60);

export const ZOriginationRequirementsSchema = z.object({
  productCode: z.enum(['title', 'titleSpousal']),
  /** required: a community-property state's store and a flagged product; answered: on file for the application */
  spouseAddress: z.object({ required: z.boolean(), answered: z.boolean() }),
  demographics: z.object({ required: z.boolean(), answered: z.boolean() }),
});
export type TOriginationRequirements = z.infer<typeof ZOriginationRequirementsSchema>;

export const ZSpouseAddressRequestSchema = z.strictObject({
  applicationId: z.uuid(),
  married: z.boolean(),
  /** the spouse's name and address; required when married */
  spouse: z.strictObject({ firstName: name, lastName: name, address: ZAddressSchema }).optional(),
});
export type TSpouseAddressRequest = z.infer<typeof ZSpouseAddressRequestSchema>;
export const ZSpouseAddressResponseSchema = z.object({
  applicationId: z.uuid(),
  married: z.boolean(),
});

export const ZDemographicDataSchema = z.strictObject({
  race: z.enum(DEMOGRAPHIC_REFERENCE.race),
  gender: z.enum(DEMOGRAPHIC_REFERENCE.gender),
  height: z.enum(DEMOGRAPHIC_REFERENCE.height),
  weight: z.enum(DEMOGRAPHIC_REFERENCE.weight),
});
export type TDemographicData = z.infer<typeof ZDemographicDataSchema>;

/** GET /demographicReference: the spec's productId, customerId, loanId, and the application the loan is made under. */
export const ZDemographicReferenceQuerySchema = z.strictObject({
  applicationId: z.uuid(),
  productId: z.coerce.number().int().optional(),
  customerId: z.string().max(64).optional(),
  loanId: z.string().max(64).optional(),
});
export const ZDemographicReferenceResponseSchema = z.object({
  demographicsNeeded: z.boolean(),
  demographicReference: z.object({
    race: z.array(z.string()),
    gender: z.array(z.string()),
    height: z.array(z.string()),
    weight: z.array(z.string()),
  }),
  /** what is on file for the application, null when nothing */
  demographicData: ZDemographicDataSchema.nullable(),
});
export type TDemographicReferenceResponse = z.infer<typeof ZDemographicReferenceResponseSchema>;
