/** Spec §7 Accounts and loans: loan list, detail, history, personal info, dashboard message, terms. */
import { z } from 'zod';
import { ZBrandCodeSchema } from '../config/brand-code';
import { ZCalendarDateSchema, ZCentsSchema, ZLoanSchema } from './loan';

/** GET /accounts?brandName= */
export const ZAccountsQuerySchema = z.strictObject({ brandName: ZBrandCodeSchema });
export type TAccountsQuery = z.infer<typeof ZAccountsQuerySchema>;

/** Spec §3 dashboardReapplyInfo: can the caller apply again in this brand, and where. */
export const ZReapplyInfoSchema = z.object({
  canReapply: z.boolean(),
  /** the brand's apply page */
  applyUrl: z.string(),
  /** a TLXe application in progress resumes here (spec §3 Applications state returnUrl) */
  returnUrl: z.string().nullable(),
});
export type TReapplyInfo = z.infer<typeof ZReapplyInfoSchema>;

/** GET /accounts: the caller's own and co-signed loans of the brand (each says isAlternate). */
export const ZAccountsResponseSchema = z.object({
  loans: z.array(ZLoanSchema),
  reapplyInfo: ZReapplyInfoSchema,
});
export type TAccountsResponse = z.infer<typeof ZAccountsResponseSchema>;

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

/** GET /accounthistory?loanId= */
export const ZAccountHistoryQuerySchema = z.strictObject({ loanId: z.uuid() });
export type TAccountHistoryQuery = z.infer<typeof ZAccountHistoryQuerySchema>;

export const ZLedgerEntryTypeSchema = z.enum([
  'disbursement',
  'payment',
  'fee',
  'interest',
  'cashAdvance',
]);
export const ZLedgerEntrySchema = z.object({
  id: z.string(),
  type: ZLedgerEntryTypeSchema,
  date: ZCalendarDateSchema,
  description: z.string(),
  /** positive: the borrower owes more (disbursement, fee, interest, advance); negative: a payment */
  amountCents: z.number().int(),
  /** balance after the entry */
  balanceCents: z.number().int(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntrySchema>;
/** Entries newest first. */
export const ZAccountHistoryResponseSchema = z.object({
  loanId: z.uuid(),
  entries: z.array(ZLedgerEntrySchema),
});
export type TAccountHistoryResponse = z.infer<typeof ZAccountHistoryResponseSchema>;

/** GET /dashboardmessage?brandName= (brandName optional: defaults to the request's brand header). */
export const ZDashboardMessageQuerySchema = z.strictObject({
  brandName: ZBrandCodeSchema.optional(),
});
export type TDashboardMessageQuery = z.infer<typeof ZDashboardMessageQuerySchema>;
export const ZDashboardMessageResponseSchema = z.object({
  message: z
    .object({ title: z.string(), body: z.string(), severity: z.enum(['info', 'warning']) })
    .nullable(),
});
export type TDashboardMessageResponse = z.infer<typeof ZDashboardMessageResponseSchema>;

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
