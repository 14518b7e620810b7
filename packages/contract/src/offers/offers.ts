/**
 * Spec §7 GET /offers, §3 Offer: the signed-in customer's offers from the loan systems — settlement (10) on a
 * charged-off loan, appraisal (12), widget (22). offerId is the spec's offer id (its kind); offerKey is this
 * offer's own id (what the web keeps in local storage once viewed). The server decides expiry and the step.
 */
import { z } from 'zod';
import { OfferId } from '@lender/domain';
import { ZCollateralDetailSchema } from '../accounts/loan';

export const ZOfferIdSchema = z.union([
  z.literal(OfferId.Settlement),
  z.literal(OfferId.Appraisal),
  z.literal(OfferId.Widget),
]);

export const ZSettlementStepSchema = z.enum(['sign', 'pay', 'settled', 'expired']);
export type TSettlementStep = z.infer<typeof ZSettlementStepSchema>;

export const ZOfferSchema = z.object({
  offerKey: z.number().int().positive(),
  offerId: ZOfferIdSchema,
  targetLoanId: z.uuid().nullable(),
  /** the target loan's number, for display */
  targetLmsId: z.string().nullable(),
  brandName: z.string().nullable(),
  settlementAmountCents: z.number().int().positive().nullable(),
  /** a settlement offer's amount still to pay to settle (the agreed sum less the payments toward it once signed); null for other offers */
  settlementRemainingCents: z.number().int().nonnegative().nullable(),
  /** what the target loan owes today (a settlement offer's saving is the difference) */
  balanceCents: z.number().int().nonnegative().nullable(),
  qualifiedAmountCents: z.number().int().positive().nullable(),
  minLoanAmountCents: z.number().int().positive().nullable(),
  maxLoanAmountCents: z.number().int().positive().nullable(),
  collateral: ZCollateralDetailSchema.nullable(),
  /** an appraisal offer's approved application (GET /originationInfo?applicationId=); null for other offers */
  applicationId: z.uuid().nullable(),
  /** the borrower said no to an appraisal offer (PUT /appraisalStatus) */
  declined: z.boolean(),
  /** ISO instant the offer expires */
  docExp: z.iso.datetime(),
  expired: z.boolean(),
  /** a settlement offer's step (null for other offers) */
  settlementStep: ZSettlementStepSchema.nullable(),
});
export type TOffer = z.infer<typeof ZOfferSchema>;

export const ZOffersResponseSchema = z.object({ offers: z.array(ZOfferSchema) });
export type TOffersResponse = z.infer<typeof ZOffersResponseSchema>;
