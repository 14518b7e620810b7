/**
 * Money out of a line of credit (spec §4 asynchronous start + status, §7 POST/GET/DELETE /draw, cancel
 * cash advance): a draw to one of the caller's debit cards answers a messageKey at once; a job pays out
 * (push to card) and posts the draw to the loan; GET /draw?key= polls it. DELETE /draw cancels a pending
 * cash advance not yet batched. Money in integer cents (`…Cents`), amounts sent as '1,234.56'.
 */
import { z } from 'zod';
import { ZCardIdSchema } from '../auth/registration';
import { ZServerAmountSchema } from '../payments/amount';
import { ZLastFourSchema } from '../payments/cards';

/** GET /drawLimits?loanId= : what the borrower may draw now. */
export const ZDrawLimitsQuerySchema = z.strictObject({ loanId: z.uuid() });
export const ZDrawLimitsResponseSchema = z.object({
  loanId: z.uuid(),
  creditLimitCents: z.number().int().nonnegative(),
  balanceCents: z.number().int().nonnegative(),
  pendingAdvancesCents: z.number().int().nonnegative(),
  /** a draw being paid out now (at most one per loan) */
  inFlightCents: z.number().int().nonnegative(),
  availableCreditCents: z.number().int().nonnegative(),
  minDrawCents: z.number().int().positive(),
  maxDrawCents: z.number().int().nonnegative(),
});
export type TDrawLimitsResponse = z.infer<typeof ZDrawLimitsResponseSchema>;

/** POST /draw (spec §7: loanId, storeId, amount, card ids, type, lmsId, username, guest flag) plus the client's idempotency key. */
export const ZDrawRequestSchema = z.strictObject({
  loanId: z.uuid(),
  lmsId: z.string().min(1).max(40),
  storeId: z.number().int().positive().optional(),
  amount: ZServerAmountSchema,
  /** the disburse card's ids (spec §3 Payment card cardIds) */
  cardIds: z.array(ZCardIdSchema).min(1).max(10),
  /** pay method: 16 debit card (spec §4); the only one a draw to a card takes */
  type: z.literal(16).default(16),
  username: z.string().max(254).optional(),
  guestPayment: z.literal(false).optional(),
  /** one per submit; the same key again answers the same messageKey and pays once */
  idempotencyKey: z.uuid(),
});
export type TDrawRequest = z.input<typeof ZDrawRequestSchema>;
export type TDrawRequestParsed = z.output<typeof ZDrawRequestSchema>;
export const ZDrawStartResponseSchema = z.object({ messageKey: z.string() });

export const ZDrawConfirmationSchema = z.object({
  loanId: z.uuid(),
  lmsId: z.string(),
  amountCents: z.number().int().positive(),
  cardNumber: ZLastFourSchema,
  cardType: z.string(),
  /** the draw's confirmation number (domain drawConfirmationNumber: 'DRW…'), what the screens show */
  confirmationNumber: z.string(),
  /** the processor's disbursement reference (for the lender's records; not shown to the borrower) */
  reference: z.string(),
  /** the line's balance and available credit after the draw */
  balanceCents: z.number().int().nonnegative(),
  availableCreditCents: z.number().int().nonnegative(),
});
export type TDrawConfirmation = z.infer<typeof ZDrawConfirmationSchema>;

/** GET /draw?key= : pending while the job runs; then the confirmation, or Error (nothing was paid or posted). */
export const ZDrawStatusQuerySchema = z.strictObject({ key: z.string().min(1).max(80) });
export const ZDrawStatusResponseSchema = z.object({
  messageKey: z.string(),
  pending: z.boolean(),
  Error: z.string().nullable(),
  confirmation: ZDrawConfirmationSchema.nullable(),
});
export type TDrawStatusResponse = z.infer<typeof ZDrawStatusResponseSchema>;

/** DELETE /draw : cancel a pending cash advance (spec §7 cancel cash advance: loanId, lmsId, transactionId). */
export const ZCancelCashAdvanceRequestSchema = z.strictObject({
  loanId: z.uuid(),
  lmsId: z.string().min(1).max(40),
  transactionId: z.string().min(1).max(80),
});
export type TCancelCashAdvanceRequest = z.infer<typeof ZCancelCashAdvanceRequestSchema>;
export const ZCancelCashAdvanceResponseSchema = z.object({
  cancelled: z.literal(true),
  availableCreditCents: z.number().int().nonnegative(),
});
