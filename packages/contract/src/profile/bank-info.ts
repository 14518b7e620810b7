/** Spec §7 GET /bankInfo (bank name by routing number) and the banking info update returning bankAccountId. */
import { z } from 'zod';
import { ZBankAccountViewSchema } from './personal-info';

export const ZBankInfoQuerySchema = z.strictObject({ routingNumber: z.string().max(20) });
export type TBankInfoQuery = z.infer<typeof ZBankInfoQuerySchema>;

export const ZBankInfoResponseSchema = z.object({
  routingNumber: z.string(),
  bankName: z.string(),
});
export type TBankInfoResponse = z.infer<typeof ZBankInfoResponseSchema>;

/**
 * POST /bankInfo: add a bank account (customerId, bankName, routingNumber, accountNumber). The bank name is the
 * routing table's (a name sent is ignored); `primary` makes it the one primary account (the first always is).
 */
export const ZBankAccountRequestSchema = z.strictObject({
  customerId: z.string().min(1).max(40).optional(),
  bankName: z.string().max(100).optional(),
  routingNumber: z.string().max(20),
  accountNumber: z.string().max(30),
  primary: z.boolean().default(false),
});
export type TBankAccountRequest = z.input<typeof ZBankAccountRequestSchema>;

export const ZBankAccountResponseSchema = z.object({
  bankAccountId: z.string(),
  banks: z.array(ZBankAccountViewSchema),
});
export type TBankAccountResponse = z.infer<typeof ZBankAccountResponseSchema>;
