/**
 * What the fault tests of the paths that post a payment share (issue 51, decision 068: a payment, an auto-payment, a
 * payoff): a new loan of her own per case (the sandbox's store counter, decision 078), the loan and its payoff as the
 * loan-systems service has them, the invariant once a payment has settled — charged once, posted once, not voided —
 * and the reconciliation of the days the payments posted on.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import type { Database } from '../../../db/client';
import {
  loanPayments,
  loans,
  paymentPostings,
  payments,
  processorAuthorizations,
} from '../../../db/schema';
import type { FaultyLoanSystems } from '../../../testing/faulty-loan-systems';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { payoffToday } from '../../../testing/loan-payoff';
import { profileIdOf } from '../../../db/seed';
import { signIn } from '../../../testing/sign-in';
import { addCard, type Headers } from './payments-test-kit';

/** the loan's row in the service's database */
export const loanInService = async (serviceDb: Database, loanId: string) =>
  (await serviceDb.select().from(loans).where(eq(loans.id, loanId)))[0]!;

/** the loan's payoff today as the service has it */
export const payoffInService = async (serviceDb: Database, loanId: string) =>
  payoffToday(await loanInService(serviceDb, loanId));

/**
 * A new $600.00 instalment loan opened today for the profile of `username` (POST /dev/fundedLoans: over HTTP, the
 * service's sandbox route): a case's own loan, so that no case leans on another's payments. Its id.
 */
export async function fundedLoanOf(
  t: TestApp,
  username: string,
  name: { firstName: string; lastName: string },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dev/fundedLoans',
    payload: { username, ...name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { loanId: string }).loanId;
}

export interface AnaOverTheService {
  t: TestApp;
  /** Ana (P1), signed in */
  ana: Headers;
  /** her saved Visa (approved) */
  visa: TPaymentCard;
  /** a new loan of hers (fundedLoanOf): its id */
  newLoan(): Promise<string>;
}

/**
 * Call at the top of a test file, after faultyLoanSystems(): the app over the faulty service, built before the file's
 * tests and closed after them, with Ana signed in and her Visa saved.
 */
export function anaOverTheService(faulty: FaultyLoanSystems): AnaOverTheService {
  const username = 'ana.tlxe@example.com';
  const set = {} as AnaOverTheService;
  beforeAll(async () => {
    set.t = await buildTestApp(faulty.env());
    set.ana = (await signIn(set.t.app, username)).headers;
    set.visa = await addCard(set.t, set.ana, profileIdOf('P1'), '4111111111111111', true);
  });
  afterAll(async () => set.t?.close());
  set.newLoan = () => fundedLoanOf(set.t, username, { firstName: 'Ana', lastName: 'Rivera' });
  return set;
}

/**
 * The invariant of a payment that has settled: posted here, posted once in the service, authorized once under the
 * payment's id and not voided, and the loan's payoff in the service down by its amount once. The payment's row.
 */
export async function expectChargedAndPostedOnce(
  t: TestApp,
  serviceDb: Database,
  messageKey: string,
  payoffBefore: number,
) {
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.messageKey, messageKey));
  expect(payment?.status).toBe('posted');
  const postings = await serviceDb
    .select()
    .from(loanPayments)
    .where(eq(loanPayments.paymentId, payment!.id));
  expect(postings.map((posting) => posting.amountCents)).toEqual([payment!.amountCents]);
  const charges = await t.database.db
    .select()
    .from(processorAuthorizations)
    .where(eq(processorAuthorizations.idempotencyKey, payment!.id));
  expect(charges.map(({ status, voidedAt }) => ({ status, voided: voidedAt !== null }))).toEqual([
    { status: 'approved', voided: false },
  ]);
  expect(await payoffInService(serviceDb, payment!.loanId)).toBe(
    payoffBefore - payment!.amountCents,
  );
  return payment!;
}

/**
 * Reconciles with the service each business day the payments here posted on (one, unless the file ran across the
 * day's cut-off): every payment posted here counted, no difference on any day.
 */
export async function expectPaymentDaysReconciled(t: TestApp, faulty: FaultyLoanSystems) {
  const steps = await t.database.db.select().from(paymentPostings);
  const days = [...new Set(steps.map((step) => (step.body as { postedOn: string }).postedOn))];
  const runs = await Promise.all(days.map((day) => faulty.reconcileDay(t.database.db, day)));
  const posted = await t.database.db.select().from(payments).where(eq(payments.status, 'posted'));
  expect(runs.reduce((sum, run) => sum + run.ours, 0)).toBe(posted.length);
  for (const run of runs) {
    expect(run.theirs).toBe(run.ours);
    expect(run.differences).toEqual([]);
  }
}
