/**
 * What the services ask the loan systems to post (postings.ts) and what a posting answers, as zod schemas shared by
 * the loan-systems service and the HTTP adapter. `recordOf<T>()` ties each to the port's type.
 */
import { z } from 'zod';
import type { LoanSnapshot } from '../../../db/schema';
import type * as Postings from '../postings';
import { cents, instant, isoDate, recordOf } from './records';

export const PaymentPostingSchema = recordOf<Postings.PaymentPosting>()(
  z.object({
    paymentId: z.string(),
    loanId: z.string(),
    amountCents: cents.positive(),
    confirmationNumber: z.string(),
    postedOn: isoDate,
    now: instant,
    settles: z.boolean().optional(),
    cashOutCents: cents.nonnegative().optional(),
  }),
);

export const PostedPaymentSchema = recordOf<Postings.PostedPayment>()(
  z.object({
    amountCents: cents,
    feesCents: cents,
    interestCents: cents,
    principalCents: cents,
    payoffCents: cents,
    paidOff: z.boolean(),
    status: z.number().int(),
    dueDate: isoDate.nullable(),
    postedOn: isoDate,
    reinstated: z.boolean(),
  }),
);

export const LoanSnapshotSchema = recordOf<LoanSnapshot>()(
  z.object({
    status: z.number().int(),
    principalCents: cents,
    interestCents: cents,
    feesCents: cents,
    accruedThrough: isoDate.optional(),
    minimumDueCents: cents,
    minimumRequiredCents: cents,
    productSwitchAmountDueCents: cents,
    reinstatementCents: cents.nullable(),
    dueDate: isoDate,
    daysLate: z.number().int(),
    paidOffDate: isoDate.nullable(),
    payable: z.boolean(),
    refinanceEligible: z.boolean(),
    updatedAt: z.string(),
  }),
);

export const PostedRefinanceSchema = recordOf<Postings.PostedRefinance>()(
  z.object({
    payment: PostedPaymentSchema,
    oldLoanSnapshot: LoanSnapshotSchema,
    newLoanId: z.string(),
    newLmsId: z.string(),
    newPrincipalCents: cents,
    financeChargeCents: cents,
    newPayoffCents: cents,
    newDueDate: isoDate,
  }),
);

export const RefinanceVoidSchema = recordOf<Postings.RefinanceVoid>()(
  z.object({
    paymentId: z.string(),
    oldLoanId: z.string(),
    newLoanId: z.string(),
    oldLoanSnapshot: LoanSnapshotSchema,
    cashOutOwedCents: cents.nonnegative().optional(),
    now: instant,
  }),
);

export const CashOutWithdrawalSchema = recordOf<Postings.CashOutWithdrawal>()(
  z.object({ newLoanId: z.string(), cashOutCents: cents.nonnegative(), now: instant }),
);

export const DrawPostingSchema = recordOf<Postings.DrawPosting>()(
  z.object({ drawId: z.string(), loanId: z.string(), amountCents: cents.positive(), now: instant }),
);

export const LoanOriginationSchema = recordOf<Postings.LoanOrigination>()(
  z.object({
    originReference: z.string().min(1),
    customerRecordId: z.string(),
    brandCode: z.string(),
    storeId: z.number().int(),
    amountCents: cents.positive(),
    financeChargeCents: cents.nonnegative(),
    annualRatePpb: z.number().int().nonnegative(),
    payoffCents: cents.positive(),
    dueDate: isoDate,
    openedOn: isoDate,
    collateral: z.object({
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      vin: z.string().nullable(),
    }),
    now: instant,
  }),
);
