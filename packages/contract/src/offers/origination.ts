/**
 * A new title loan from an appraisal offer (spec §3 Origination state, §4 Origination, §7 GET /originationInfo,
 * POST/GET /loanOriginate, PUT /appraisalStatus, the phone queue; decision 025). The appraisal is the offer
 * (appraisalId = the offer's offerKey); its application is the loan system's approved application. POST
 * /loanOriginate answers a messageKey at once; a job makes the loan (Open, its agreement not yet signed); the
 * borrower signs the loan agreement (POST /loanSigning documentType 'loanAgreement'); once signed, a job sends the
 * money the chosen way, exactly once. A declined or expired signing leaves no loan. Money in integer cents
 * (`…Cents`), amounts sent as '1,234.56'.
 */
import { z } from 'zod';
import {
  IDENTITY_CHECK_PARTS,
  ORIGINATION_DISBURSEMENT_TYPES,
  ORIGINATION_STATUSES,
} from '@lender/domain';
import { ZErrorResponseSchema } from '../common/error';
import { ZCardIdSchema } from '../auth/registration';
import { ZServerAmountSchema } from '../payments/amount';
import { ZLastFourSchema } from '../payments/cards';
import { ZCollateralDetailSchema } from '../accounts/loan';
import { ZClosedEndDisclosureSchema } from '../common/cost-disclosure';
import { ZDemographicDataSchema, ZOriginationRequirementsSchema } from './requirements';

const ZDateSchema = z.iso.date();

/** Spec §3 disbursementOptions. */
export const ZDisbursementOptionsSchema = z.object({
  isDebitDisbursementAvailable: z.boolean(),
  isMoneyGramDisbursementAvailable: z.boolean(),
  isStoreDisbursementAvailable: z.boolean(),
});
export type TDisbursementOptions = z.infer<typeof ZDisbursementOptionsSchema>;

/** A disbursement type an origination may use (spec §4 pay methods): 16 debit card, 14 money transfer, 2 store. */
export const ZOriginationDisbursementTypeSchema = z.union(
  ORIGINATION_DISBURSEMENT_TYPES.map((type) => z.literal(type)) as [
    z.ZodLiteral<16>,
    z.ZodLiteral<14>,
    z.ZodLiteral<2>,
  ],
);

export const ZOriginationStatusSchema = z.enum(ORIGINATION_STATUSES);
export type TOriginationStatus = z.infer<typeof ZOriginationStatusSchema>;

/** The server's state of the newest origination from this appraisal (what resumes it on any device), or null. */
export const ZOriginationProgressSchema = z.object({
  messageKey: z.string(),
  status: ZOriginationStatusSchema,
  disbursementAmountCents: z.number().int().positive(),
  disbursementType: ZOriginationDisbursementTypeSchema,
  /** the new loan once the loan system made it */
  loanId: z.uuid().nullable(),
  lmsId: z.string().nullable(),
  loanStatusId: z.number().int().nullable(),
  dueDate: ZDateSchema.nullable(),
  /** what is owed on the due date (amount and finance charge) */
  loanAmountCents: z.number().int().positive().nullable(),
  financeChargeCents: z.number().int().nonnegative().nullable(),
  /** the disburse card's last four, for a debit disbursement */
  cardNumber: ZLastFourSchema.nullable(),
  /** the loan agreement's newest envelope */
  envelopeId: z.uuid().nullable(),
  /** why it ended without a loan (failed), in the reader's language */
  Error: z.string().nullable(),
});
export type TOriginationProgress = z.infer<typeof ZOriginationProgressSchema>;

/** GET /originationInfo?applicationId= */
export const ZOriginationInfoQuerySchema = z.strictObject({ applicationId: z.uuid() });
export const ZOriginationInfoResponseSchema = z.object({
  applicationId: z.uuid(),
  /** the appraisal offer's offerKey */
  appraisalId: z.number().int().positive(),
  customerId: z.string(),
  qualifiedAmountCents: z.number().int().positive(),
  minLoanAmountCents: z.number().int().positive(),
  maxLoanAmountCents: z.number().int().positive(),
  productId: z.number().int(),
  loanTypeCode: z.literal('title'),
  loanStatusId: z.number().int().nullable(),
  locationId: z.number().int(),
  locationBrand: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  storePhoneNumber: z.string(),
  collateral: ZCollateralDetailSchema,
  /** ISO instant the appraisal offer ends */
  docExp: z.iso.datetime(),
  expired: z.boolean(),
  /** the borrower said no to the offer (PUT /appraisalStatus) */
  declined: z.boolean(),
  loanValidations: z.object({ disbursementOptions: ZDisbursementOptionsSchema }),
  origination: ZOriginationProgressSchema.nullable(),
  /** a call the borrower asked for (the phone queue), not yet made */
  phoneQueue: z.object({ queuedAt: z.iso.datetime(), expectedBy: z.iso.datetime() }).nullable(),
  /**
   * The cost of the largest loan the offer allows if made today (domain titleLoanDisclosure, the business date as
   * its consummation date); the amount screen computes the same for the amount typed with that date.
   */
  disclosure: ZClosedEndDisclosureSchema,
  /** what the offer's product asks before the loan is made (decision 060) */
  requirements: ZOriginationRequirementsSchema,
});
export type TOriginationInfoResponse = z.infer<typeof ZOriginationInfoResponseSchema>;

/** POST /loanOriginate (spec §7) plus the client's idempotency key. */
export const ZLoanOriginateRequestSchema = z.strictObject({
  applicationId: z.uuid(),
  appraisalId: z.number().int().positive(),
  /** the disburse card's ids (debit disbursement only) */
  disburseCardIds: z.array(ZCardIdSchema).max(10).default([]),
  amount: ZServerAmountSchema,
  type: ZOriginationDisbursementTypeSchema,
  loanTypeCode: z.literal('title'),
  locationId: z.number().int(),
  brand: z.string().min(1).max(20),
  productId: z.number().int(),
  storeId: z.number().int(),
  /** one per submit; the same key again answers the same messageKey */
  idempotencyKey: z.uuid(),
  /** the demographics a flagged product asks (spec §3 demographicData; decision 060), unless on file */
  demographicData: ZDemographicDataSchema.optional(),
});
export type TLoanOriginateRequest = z.input<typeof ZLoanOriginateRequestSchema>;
export type TLoanOriginateRequestParsed = z.output<typeof ZLoanOriginateRequestSchema>;
export const ZLoanOriginateStartResponseSchema = z.object({ messageKey: z.string() });

/** GET /loanOriginate?key= : pending while the loan is made; then the loan (spec §4: loanId, collateral, dueDate, loanAmount), or Error. */
export const ZLoanOriginateStatusQuerySchema = z.strictObject({ key: z.string().min(1).max(80) });
export const ZLoanOriginateStatusResponseSchema = z.object({
  messageKey: z.string(),
  pending: z.boolean(),
  Error: z.string().nullable(),
  loanId: z.uuid().nullable(),
  collateral: ZCollateralDetailSchema.nullable(),
  dueDate: ZDateSchema.nullable(),
  loanAmountCents: z.number().int().positive().nullable(),
  origination: ZOriginationProgressSchema,
});
export type TLoanOriginateStatusResponse = z.infer<typeof ZLoanOriginateStatusResponseSchema>;

/** PUT /appraisalStatus: the borrower takes up the appraisal offer or says no to it. */
export const ZAppraisalStatusRequestSchema = z.strictObject({
  appraisalId: z.number().int().positive(),
  status: z.enum(['accepted', 'declined']),
});
export const ZAppraisalStatusResponseSchema = z.object({
  appraisalId: z.number().int().positive(),
  status: z.enum(['accepted', 'declined']),
});

/** POST /phoneQueue (spec §7 "add to phone queue by appraisalId"): a store calls the borrower back; once per appraisal while queued. */
export const ZPhoneQueueRequestSchema = z.strictObject({
  appraisalId: z.number().int().positive(),
});
export const ZPhoneQueueResponseSchema = z.object({
  appraisalId: z.number().int().positive(),
  queuedAt: z.iso.datetime(),
  /** when the call is expected at the latest (the store's next open hours) */
  expectedBy: z.iso.datetime(),
  storeName: z.string(),
  storePhoneNumber: z.string(),
});
export type TPhoneQueueResponse = z.infer<typeof ZPhoneQueueResponseSchema>;

/**
 * POST /loanOriginate's refusals: the one error shape, and for `identity.incomplete` (decision 064) the identity
 * check's missing parts, in the check's order.
 */
export const ZOriginationErrorResponseSchema = ZErrorResponseSchema.extend({
  missing: z.array(z.enum(IDENTITY_CHECK_PARTS)).optional(),
});
export type TOriginationErrorResponse = z.infer<typeof ZOriginationErrorResponseSchema>;
