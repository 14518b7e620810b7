/** Spec §7: GET/PUT /applicationstatus, GET /bankruptcyStatus, GET/POST /militarystatus, GET/PUT /repoInfo. */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/config';
import {
  ZCalendarDateSchema,
  ZCentsSchema,
  ZCollateralDetailSchema,
  ZLoanSystemSchema,
} from './loan';

export const ZApplicationStateSchema = z.enum([
  'none',
  'inProgress',
  'declined',
  'withdrawn',
  'approved',
]);

/** One loan system's application (spec §3 Applications state). */
export const ZLoanSystemApplicationSchema = z.object({
  applicationId: z.string().nullable(),
  state: ZApplicationStateSchema,
  applicationInProgress: z.boolean(),
  declined: z.boolean(),
  /** TLXe: where an application in progress resumes */
  returnUrl: z.string().nullable(),
  isRefiApplication: z.boolean(),
  isAddonApplication: z.boolean(),
  applicationLoanInfo: z.object({ canUploadLoanDocuments: z.boolean() }),
  updatedAt: z.iso.datetime().nullable(),
  /** the brand the application is for (null: no application) */
  brandCode: ZBrandCodeSchema.nullable(),
});
export type TLoanSystemApplication = z.infer<typeof ZLoanSystemApplicationSchema>;

/** GET /applicationstatus → appStatus.TLXe and appStatus.NLS. */
export const ZApplicationStatusResponseSchema = z.object({
  appStatus: z.object({ TLXe: ZLoanSystemApplicationSchema, NLS: ZLoanSystemApplicationSchema }),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponseSchema>;

/** PUT /applicationstatus: withdraw the caller's application in progress (answers with GET's shape). */
export const ZApplicationStatusUpdateRequestSchema = z.strictObject({
  loanSystem: ZLoanSystemSchema,
  applicationId: z.string().min(1).max(64),
  action: z.literal('withdraw'),
});
export type TApplicationStatusUpdateRequest = z.infer<typeof ZApplicationStatusUpdateRequestSchema>;

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
