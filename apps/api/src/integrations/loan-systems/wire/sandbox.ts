/**
 * The sandbox's store counter on the wire (decision 078): POST /sandbox/fundedLoans opens a new instalment loan today
 * for a customer the app names. The loan-systems service serves it outside production only; the app's dev route asks
 * it when the loan systems are that service.
 */
import { z } from 'zod';
import { instant, isoDate } from './records';

export const SANDBOX_FUNDED_LOANS_PATH = '/sandbox/fundedLoans';

export const SandboxFundingSchema = z.strictObject({
  customer: z.strictObject({
    id: z.uuid(),
    tlxeCustomerId: z.string().nullable(),
    mdmId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: isoDate,
    phone: z.string().regex(/^[0-9]{10}$/),
    email: z.string(),
    storeId: z.number().int().nullable(),
  }),
  amountCents: z.number().int().positive(),
  brandCode: z.string(),
  now: instant,
});

export const FundedLoanSchema = z.object({
  loanId: z.uuid(),
  loanNumber: z.string(),
  customerId: z.uuid(),
  openedOn: isoDate,
});
