/**
 * Spec §7: GET /bankruptcyStatus, GET/POST /militarystatus, GET/PUT /repoInfo (GET/PUT /applicationstatus:
 * application-status.ts).
 */
import { z } from 'zod';
import { ZCalendarDateSchema, ZCentsSchema, ZCollateralDetailSchema } from './loan';

/** GET /bankruptcyStatus: the caller's loans in a bankruptcy status (Bankrupt 17, BankruptChargedOff 32). */
export const ZBankruptcyStatusResponseSchema = z.object({
  isInBankruptcy: z.boolean(),
  loans: z.array(
    z.object({
      loanId: z.uuid(),
      lmsId: z.string(),
      status: z.number().int(),
      statusName: z.string(),
    }),
  ),
});
export type TBankruptcyStatusResponse = z.infer<typeof ZBankruptcyStatusResponseSchema>;

/** GET /militarystatus?customerId= (optional: the caller's own loan-system customer id). */
export const ZMilitaryStatusQuerySchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
});
export type TMilitaryStatusQuery = z.infer<typeof ZMilitaryStatusQuerySchema>;

/** Military Lending Act declaration of the caller's customer record; declaredAt null = never declared. */
export const ZMilitaryStatusResponseSchema = z.object({
  customerId: z.string(),
  isActiveDuty: z.boolean(),
  isDependent: z.boolean(),
  /** covered by the Military Lending Act: active duty or a dependent */
  mlaCovered: z.boolean(),
  declaredAt: z.iso.datetime().nullable(),
});
export type TMilitaryStatusResponse = z.infer<typeof ZMilitaryStatusResponseSchema>;

/** POST /militarystatus */
export const ZMilitaryStatusUpdateRequestSchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
  lmsId: z.string().min(1).max(40).optional(),
  isActiveDuty: z.boolean(),
  isDependent: z.boolean(),
});
export type TMilitaryStatusUpdateRequest = z.infer<typeof ZMilitaryStatusUpdateRequestSchema>;

/** GET /repoInfo?loanId= (title loans out for repo or repossessed). */
export const ZRepoInfoQuerySchema = z.strictObject({ loanId: z.uuid() });
export type TRepoInfoQuery = z.infer<typeof ZRepoInfoQuerySchema>;

const ZRepoContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

export const ZRepoInfoResponseSchema = z.object({
  loanId: z.uuid(),
  lmsId: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** 'outForRepo' (R1) or 'repossessed' (R2) */
  stage: z.enum(['outForRepo', 'repossessed']),
  reinstatementAmountCents: ZCentsSchema.nullable(),
  payoffAmountCents: ZCentsSchema,
  vehicle: ZCollateralDetailSchema.extend({ vin: z.string().nullable() }).nullable(),
  /** the recovery company assigned (sandbox placeholder) */
  repoCompany: ZRepoContactSchema,
  /** where a repossessed vehicle is kept; null while the vehicle is only out for repo */
  lot: ZRepoContactSchema.nullable(),
  storePhoneNumber: z.string(),
  personalPropertyPickup: z.object({
    requested: z.boolean(),
    preferredDate: ZCalendarDateSchema.nullable(),
    contactPhone: z.string().nullable(),
    requestedAt: z.iso.datetime().nullable(),
  }),
});
export type TRepoInfoResponse = z.infer<typeof ZRepoInfoResponseSchema>;

/** PUT /repoInfo: request (or withdraw) pickup of personal property from the vehicle. */
export const ZRepoInfoUpdateRequestSchema = z.strictObject({
  loanId: z.uuid(),
  personalPropertyPickupRequested: z.boolean(),
  preferredDate: ZCalendarDateSchema.optional(),
  contactPhone: z
    .string()
    .regex(/^[2-9]\d{9}$/)
    .optional(),
});
export type TRepoInfoUpdateRequest = z.infer<typeof ZRepoInfoUpdateRequestSchema>;
