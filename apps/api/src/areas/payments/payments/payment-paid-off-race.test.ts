/**
 * A payment checked while its loan could still be paid, whose loan another payment then paid off before it was
 * reserved, is refused as its check would now refuse it ("this loan cannot be paid online"), not as "more than
 * the payoff amount of $0.00"; nothing is written or charged for it. The order is forced: the real reservation
 * runs, and the payoff is made and posted, through the API, between the check and it.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCentsForServer } from '@lender/domain';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { loans, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { addCard, pay, paymentBody, submit } from './payments-test-kit';
import {
  beforeNextReservation,
  reservationStepPending,
} from '../../../testing/before-next-reservation';
import { payoffToday } from '../../../testing/loan-payoff';

vi.mock('../money-reservations', async (original) =>
  (await import('../../../testing/before-next-reservation')).withStepBeforeReservation(
    await original(),
  ),
);

const A1 = loanIdOf('A1');
let t: TestApp | undefined;

afterEach(async () => {
  beforeNextReservation(undefined);
  await t?.close();
  t = undefined;
});

it('a payment whose loan was paid off between its check and its reservation is told the loan cannot be paid', async () => {
  t = await buildTestApp();
  const app = t;
  const ana = (await signIn(app.app, 'ana.tlxe@example.com')).headers;
  const card = await addCard(app, ana, profileIdOf('P1'), '4111111111111111', true);
  const payoffOfA1 = async () =>
    payoffToday((await app.database.db.select().from(loans).where(eq(loans.id, A1)))[0]!);
  const payoff = await payoffOfA1();
  const payoffBody = paymentBody(A1, card, formatCentsForServer(payoff), { isPayoff: true });
  beforeNextReservation(async () => {
    const { result } = await pay(app, ana, payoffBody);
    expect(result.confirmationNumber).toBeTruthy();
  });

  const late = paymentBody(A1, card, '20.00');
  const answer = await submit(app, ana, late);

  expect(reservationStepPending()).toBe(false); // the payoff was made between the check and the reservation
  expect(await payoffOfA1()).toBe(0);
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({
    field: 'body.paymentAmount',
    message: 'body.paymentAmount: This loan cannot be paid online.',
  });
  expect(answer.body).not.toContain('$0.00');
  const rows = await app.database.db.select().from(payments).where(eq(payments.loanId, A1));
  expect(rows.map((row) => row.idempotencyKey)).toEqual([payoffBody.idempotencyKey]);
  expect(await approvedChargeCount(app.database.db)).toBe(1);
});
