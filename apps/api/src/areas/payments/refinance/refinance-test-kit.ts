/** Test helpers for the renewal money path: a renewal's POST /payment body, the cancel call, ledger rows. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { loanAutoPay, loans, payments, refinances } from '../../../db/schema';
import type { TestApp } from '../../../testing/build-test-app';
import { paymentBody, type Headers } from '../payments/payments-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

/** A renewal of `loanId` paying `amount` ('215.40'): payment type 3, isRefi, a fresh disclosure envelope id (the steps gate passes in these tests). */
export function renewBody(
  loanId: string,
  card: TPaymentCard,
  amount: string,
  extra: Record<string, unknown> = {},
  refinance: Record<string, unknown> = {},
) {
  return paymentBody(loanId, card, amount, {
    paymentType: 3,
    isRefi: true,
    paymentAmountType: 'onlineProduct',
    refinance: { disclosureEnvelopeId: randomUUID(), ancillaryProductIds: [], ...refinance },
    ...extra,
  });
}

export function cancelRefinance(
  t: TestApp,
  headers: Headers,
  newLoanId: string,
  cancelReason?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cancelrefinance',
    headers,
    payload: { newLoanId, ...(cancelReason ? { cancelReason } : {}) },
  });
}

/** the loan's row and its payoff today (decision 050: computed from the row, not stored) */
export const loanRow = async (t: TestApp, id: string) => {
  const row = (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0]!;
  return { ...row, payoffCents: payoffToday(row) };
};
export const paymentByKey = async (t: TestApp, messageKey: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey)))[0]!;
export const refinanceOf = async (t: TestApp, paymentId: string) =>
  (await t.database.db.select().from(refinances).where(eq(refinances.paymentId, paymentId)))[0]!;
export const autoPayOf = async (t: TestApp, loanId: string) =>
  (await t.database.db.select().from(loanAutoPay).where(eq(loanAutoPay.loanId, loanId)))[0];
