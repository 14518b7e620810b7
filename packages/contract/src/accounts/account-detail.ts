/** Spec §7 GET /accountdetail: one loan with its balances, pending cash advances and renewal state. */
import { z } from 'zod';
import { ZCalendarDateSchema, ZCentsSchema, ZLoanSchema } from './loan';

/** A loan call's query: loanId (uuid) and, optionally, the lmsId it must match. */
export const ZLoanQuerySchema = z.strictObject({
  loanId: z.uuid(),
  lmsId: z.string().min(1).max(40).optional(),
});
export type TLoanQuery = z.infer<typeof ZLoanQuerySchema>;

/** GET /accountdetail?loanId=&lmsId= (not the caller's or unknown → 404 'Error fetching latest loan data.') */
export const ZAccountDetailQuerySchema = ZLoanQuerySchema;
export type TAccountDetailQuery = TLoanQuery;

export const ZPendingCashAdvanceSchema = z.object({
  transactionId: z.string(),
  amountCents: ZCentsSchema,
  /** 1000 not batched (cancellable), 1002 batched */
  pendingCode: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZAccountDetailResponseSchema = ZLoanSchema.extend({
  principalCents: ZCentsSchema,
  /** the interest owed today: booked and accrued to today (decision 050); payoff = principal + interest + fees */
  interestCents: ZCentsSchema,
  feesCents: ZCentsSchema,
  openedOn: ZCalendarDateSchema,
  /** line of credit: credit limit minus balance minus pending advances; null for other products */
  availableCreditCents: ZCentsSchema.nullable(),
  pendingCashAdvances: z.array(ZPendingCashAdvanceSchema),
  customerName: z.string(),
  storeName: z.string(),
  /**
   * The caller's renewal that opened this loan, while it stands (decision 026): the old loan, the renewal payment's
   * messageKey (GET /payment answers its confirmation) and its posting date — CancelRenewal is offered on that
   * business date. null (or absent) otherwise.
   */
  renewedFrom: z
    .object({
      oldLoanId: z.uuid(),
      messageKey: z.string(),
      postedOn: ZCalendarDateSchema,
      /** the cash back the renewal paid out (decision 057): amount, card last 4, where the push stands; null: none */
      cashOut: z
        .object({
          amountCents: ZCentsSchema,
          cardNumber: z.string(),
          status: z.enum(['sending', 'sent', 'declined', 'cancelled', 'owed']),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  /**
   * A renewal the loan's other party signed today and asks the caller to sign too (decision 054): who asked, the
   * amount they will pay and the business date. null (or absent) when nothing is asked of the caller.
   */
  renewalSignatureRequest: z
    .object({
      requestedBy: z.string(),
      amountCents: ZCentsSchema,
      businessDate: ZCalendarDateSchema,
      /** the renewal's cash out, when it pays money out (decision 057): the co-signer signs the same amount */
      cashOutCents: ZCentsSchema.optional(),
    })
    .nullable()
    .optional(),
});
export type TAccountDetailResponse = z.infer<typeof ZAccountDetailResponseSchema>;
