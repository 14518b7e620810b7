/** Test helpers for the renewal money path: the app with Ana signed in, a renewal's POST /payment body, the cancel call, ledger rows. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TPaymentCard } from '@lender/contract';
import { loanAutoPay, loans, payments, refinances } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { paymentBody, savedCards, type Headers } from '../payments/payments-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';
import { STEPS_PASS_FOR_TESTS } from './gate';

/** A renewal test's app (its steps gate passing), P1 Ana signed in, and her saved Visa debit ••1111. */
export async function anaRenewing(): Promise<{ t: TestApp; ana: Headers; visa: TPaymentCard }> {
  const t = await buildTestApp({}, { refinanceSteps: STEPS_PASS_FOR_TESTS });
  const ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
  const visa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
  return { t, ana, visa };
}

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
