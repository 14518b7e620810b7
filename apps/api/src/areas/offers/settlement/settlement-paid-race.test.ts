/**
 * A settlement payment checked while the settlement could still be paid, whose loan another settlement payment then
 * settled before it was reserved, is refused as its check would now refuse it (409 settlement.alreadySettled), not as
 * "more than the payoff amount of $0.00"; nothing is written or charged for it. The order is forced: the real
 * reservation runs, and the other payment is made and posted, through the API, between the check and it.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { loans, payments } from '../../../db/schema';
import {
  beforeNextReservation,
  reservationStepPending,
} from '../../../testing/before-next-reservation';
import { cardsTestApp, type CardsTestApp } from '../../cards/test-kit';
import { submit } from '../../payments/test-kit';
import { erinCard, pay, S1, settlementBody, signAgreement } from './settlement-test-kit';
import { payoffToday } from '../../../testing/loan-payoff';

vi.mock('../../payments/money-reservations', async (original) =>
  (await import('../../../testing/before-next-reservation')).withStepBeforeReservation(
    await original(),
  ),
);

let t: CardsTestApp | undefined;

afterEach(async () => {
  beforeNextReservation(undefined);
  await t?.close();
  t = undefined;
});

it('a settlement payment whose loan another one settled between its check and its reservation is told it is settled', async () => {
  t = await cardsTestApp();
  const app = t;
  const erin = await app.headers('P5');
  await signAgreement(app, erin);
  const card = await erinCard(app, erin);
  const first = settlementBody(card);
  beforeNextReservation(async () => {
    const { result } = await pay(app, erin, first);
    expect(result.confirmationNumber).toBeTruthy();
  });

  const late = settlementBody(card);
  const answer = await submit(app, erin, late);

  expect(reservationStepPending()).toBe(false); // the other payment settled S1 between the check and the reservation
  const [loan] = await app.database.db.select().from(loans).where(eq(loans.id, S1));
  expect({ ...loan, payoffCents: payoffToday(loan!) }).toMatchObject({
    status: 29,
    payoffCents: 0,
  });
  expect([answer.statusCode, answer.json().errorCode], answer.body).toEqual([
    409,
    'settlement.alreadySettled',
  ]);
  expect(answer.body).not.toContain('$0.00');
  const rows = await app.database.db.select().from(payments).where(eq(payments.loanId, S1));
  expect(rows.map((row) => row.idempotencyKey)).toEqual([first.idempotencyKey]);
  expect(await approvedChargeCount(app.database.db)).toBe(1);
});
