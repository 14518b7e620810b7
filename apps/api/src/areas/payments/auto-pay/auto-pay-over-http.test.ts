/**
 * Auto-pay's pass with the loan systems behind the loan-systems service (issue 51, decision 072): the app's database
 * holds no loans (buildTestApp empties them over HTTP), so the pass finds A1 due only by asking the service, and the
 * auto-payment it makes is posted once, in the service.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanPayments, loans, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { faultyLoanSystems } from '../../../testing/faulty-loan-systems';
import { signIn } from '../../../testing/sign-in';
import { addCard, settle } from '../payments/payments-test-kit';
import { enrolInAutoPay, runAutoPayPassOn } from './auto-pay-test-kit';
import { autoPayIdempotencyKey } from './charge-pass';

const A1 = loanIdOf('A1');
const faulty = faultyLoanSystems();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(faulty.env());
});
afterAll(async () => t?.close());

describe('auto-pay over the loan-systems service', () => {
  it('charges a loan enrolled in auto-pay that the service has due, and the service posts it once', async () => {
    expect(await t.database.db.select({ id: loans.id }).from(loans)).toEqual([]);
    const { headers } = await signIn(t.app, 'ana.tlxe@example.com');
    const card = await addCard(t, headers, profileIdOf('P1'), '4111111111111111', true);
    await enrolInAutoPay(t, headers, A1, card);
    const on = '2027-05-15';
    await faulty.service.database.db.update(loans).set({ dueDate: on }).where(eq(loans.id, A1));
    const charges = await runAutoPayPassOn(t, on);
    expect(charges).toMatchObject([{ loanId: A1, dueDate: on, outcome: 'charged', reason: null }]);
    expect(await settle(t, headers, charges[0]!.messageKey!)).toMatchObject({
      pending: false,
      Error: null,
    });
    const [payment] = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, autoPayIdempotencyKey(A1, on)));
    const posted = await faulty.service.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.paymentId, payment!.id));
    expect(posted).toHaveLength(1);
  });
});
