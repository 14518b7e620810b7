/**
 * GET /disbursementReference (spec §7 Payment: new loan id, disbursement type): the processor's reference of the
 * money sent out on a loan, the newest one of that type the caller received. A draw on a line of credit sends it
 * to a debit card (pay method 16), the only disbursement type with money sent in our data.
 */
import { z } from 'zod';
import { PayMethod } from '@lender/domain';

export const DISBURSEMENT_TYPES = [PayMethod.Debit] as const;

export const ZDisbursementReferenceQuerySchema = z.strictObject({
  /** the loan the money came from (spec: the new loan id; a draw's is its line of credit) */
  loanId: z.uuid(),
  disbursementType: z.coerce
    .number()
    .int()
    .refine(
      (value) => (DISBURSEMENT_TYPES as readonly number[]).includes(value),
      `must be ${DISBURSEMENT_TYPES.join(' or ')} (debit card)`,
    ),
});
export type TDisbursementReferenceQuery = z.input<typeof ZDisbursementReferenceQuerySchema>;

export const ZDisbursementReferenceResponseSchema = z.object({
  loanId: z.uuid(),
  disbursementType: z.number().int(),
  reference: z.string().min(1),
  amountCents: z.number().int().positive(),
});
export type TDisbursementReferenceResponse = z.infer<typeof ZDisbursementReferenceResponseSchema>;
