/**
 * Reconciliation over the in-process ledger (decision 069): a day of payments posted here and there finds nothing; a
 * posting the ledger lost and one it holds for a payment that failed here are recorded once each, counted by the
 * metric until an operator resolves them; and the daily run is queued by itself for the business day before.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loanPayments,
  paymentPostings,
  payments,
  reconciliationDifferences,
} from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { testLoanSystems } from '../../../testing/loan-systems';
import { signIn } from '../../../testing/sign-in';
import { addCard, pay, paymentBody, type Headers } from '../payments/payments-test-kit';
import { createReconciliationRepo } from './repo';
import { runReconciliation } from './reconciliation-pass';

const A1 = loanIdOf('A1');
const silent = { info: () => undefined, error: () => undefined };
let t: TestApp;
let ana: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterAll(async () => t.close());

/** the business date a payment posted on (after the day's cutoff or at a weekend: the next business day) */
const postingDayOf = async (paymentId: string) => {
  const [step] = await t.database.db
    .select()
    .from(paymentPostings)
    .where(eq(paymentPostings.paymentId, paymentId));
  return (step!.body as { postedOn: string }).postedOn;
};
const reconcileDay = (day: string) =>
  runReconciliation(
    {
      db: t.database.db,
      loans: testLoanSystems(t.database.db),
      clock: () => new Date(),
      log: silent,
    },
    day,
  );
async function openDifferencesMetric() {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith('lender_reconciliation_open_differences '));
  return Number(line?.split(' ')[1]);
}
async function payOnA1(cardNumber: string, amount: string) {
  const card = await addCard(t, ana, profileIdOf('P1'), cardNumber);
  const { messageKey } = await pay(t, ana, paymentBody(A1, card, amount));
  return (
    await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey))
  )[0]!;
}

describe('reconciliation of a business day', () => {
  it('finds no difference when every payment posted here is posted in the loan system', async () => {
    const paid = await payOnA1('4111111111111111', '11.00');
    expect(paid.status).toBe('posted');
    const run = await reconcileDay(await postingDayOf(paid.id));
    expect(run.ours).toBeGreaterThanOrEqual(1);
    expect(run.theirs).toBe(run.ours);
    expect(run.differences).toEqual([]);
    expect(await openDifferencesMetric()).toBe(0);
  });

  it('records a posting the loan system lost and one it holds for a payment that failed here, once each', async () => {
    const lost = await payOnA1('4111111111111111', '12.00');
    const day = await postingDayOf(lost.id);
    await t.database.db.delete(loanPayments).where(eq(loanPayments.paymentId, lost.id));
    const declined = await payOnA1('4000000000000002', '13.00');
    expect(declined.status).toBe('failed');
    const now = new Date();
    await testLoanSystems(t.database.db).adapter('TLXe').postPayment({
      paymentId: declined.id,
      loanId: A1,
      amountCents: 1_300,
      confirmationNumber: 'C-NOT-HERE',
      postedOn: day,
      now,
    });
    const run = await reconcileDay(day);
    expect(run.differences.map(({ kind, paymentId }) => [kind, paymentId]).sort()).toEqual(
      [
        ['missingInLoanSystem', lost.id],
        ['notPostedHere', declined.id],
      ].sort(),
    );
    // a day run again adds nothing
    await reconcileDay(day);
    const recorded = await t.database.db
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.postedOn, day));
    expect(recorded).toHaveLength(2);
    expect(await openDifferencesMetric()).toBe(2);
    // an operator puts the lost posting right and marks it resolved
    await t.database.db
      .update(reconciliationDifferences)
      .set({ resolvedAt: new Date() })
      .where(
        and(
          eq(reconciliationDifferences.paymentId, lost.id),
          eq(reconciliationDifferences.kind, 'missingInLoanSystem'),
        ),
      );
    expect(await openDifferencesMetric()).toBe(1);
  });

  it('is queued by itself for the business day before, once, from its hour on', async () => {
    const noon = new Date('2026-11-20T13:00:00Z');
    const scheduled = await buildTestApp(
      { RECONCILIATION_SCHEDULE: 'true' },
      { clock: () => noon, jobs: { recoveryIntervalMs: 200 } },
    );
    try {
      const repo = createReconciliationRepo(scheduled.database.db);
      await expect.poll(() => repo.ranOn('2026-11-19'), { timeout: 10_000 }).toBe(true);
      expect(await repo.ranOn('2026-11-20')).toBe(false);
    } finally {
      await scheduled.close();
    }
  });
});
