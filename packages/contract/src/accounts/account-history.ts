/** Spec §7 GET /accounthistory: a loan's ledger entries. */
import { z } from 'zod';
import { ZCalendarDateSchema } from './loan';

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
