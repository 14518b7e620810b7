/**
 * The payment's posting steps in one process (decision 068): a run that dies after the loan system applied the posting,
 * before the payment's row took the answer, is re-run by the queue; the re-run asks again with the recorded key and
 * gets the posting made, never a second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  loanPayments,
  loans,
  paymentPostings,
  payments,
  processorAuthorizations,
} from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { cardsTestApp, type CardsTestApp } from '../../cards/test-kit';
import { payoffToday } from '../../../testing/loan-payoff';
import { addCard, paymentBody, settle, submit, type Headers } from './payments-test-kit';

const T1 = loanIdOf('T1');
let t: CardsTestApp;
let ben: Headers;
/** the run of a chosen payment that stops after the loan system answered (a dead worker), until released */
const hold = {
  idempotencyKey: '',
  held: false,
  release: () => undefined as void,
  ended: Promise.resolve(),
};

beforeAll(async () => {
  t = await cardsTestApp({
    jobs: {
      settings: { maintenanceIntervalSeconds: 1 },
      policies: { payment: { retryDelay: 1, retryBackoff: false, expireInSeconds: 2 } },
      overrides: {
        payment: {
          faults: {
            async afterAsk(paymentId: string) {
              const [row] = await t.database.db
                .select()
                .from(payments)
                .where(eq(payments.id, paymentId));
              if (row?.idempotencyKey !== hold.idempotencyKey || hold.held) return;
              hold.held = true;
              let ended = () => undefined as void;
              hold.ended = new Promise<void>((resolve) => (ended = resolve));
              await new Promise<void>((resolve) => (hold.release = resolve));
              ended();
            },
          },
        },
      },
    },
  });
  ben = await t.headers('P2');
});
afterAll(async () => t.close());

const paymentOf = async (messageKey: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.messageKey, messageKey)))[0]!;
const payoffOfT1 = async () =>
  payoffToday((await t.database.db.select().from(loans).where(eq(loans.id, T1)))[0]!);
const postingsOf = async (paymentId: string) =>
  t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId));

async function submitHeld(amount: string) {
  const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111');
  const body = paymentBody(T1, card, amount, { isPartial: true });
  hold.idempotencyKey = body.idempotencyKey;
  hold.held = false;
  const res = await submit(t, ben, body);
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { messageKey: string }).messageKey;
}

describe('a payment’s posting steps', () => {
  it('a run dead after the loan system applied it: the re-run asks again by the key, posted once, charged once', async () => {
    const before = await payoffOfT1();
    const messageKey = await submitHeld('120.00');
    await expect.poll(() => hold.held, { timeout: 10_000 }).toBe(true);
    const { id } = await paymentOf(messageKey);
    // applied in the loan system, not yet on the payment's row
    expect(await postingsOf(id)).toHaveLength(1);
    expect((await paymentOf(messageKey)).status).toBe('authorized');
    const result = await settle(t, ben, messageKey, 20_000);
    expect(result).toMatchObject({ pending: false, Error: null });
    expect(result.confirmationNumber).toBeTruthy();
    hold.release();
    await hold.ended;
    expect(await postingsOf(id)).toHaveLength(1);
    expect(await payoffOfT1()).toBe(before - 12_000);
    const charges = await t.database.db
      .select()
      .from(processorAuthorizations)
      .where(eq(processorAuthorizations.idempotencyKey, id));
    expect(charges.map(({ status, voidedAt }) => [status, voidedAt])).toEqual([['approved', null]]);
    const [step] = await t.database.db
      .select()
      .from(paymentPostings)
      .where(eq(paymentPostings.paymentId, id));
    expect(step?.answeredAt).not.toBeNull();
    expect((await paymentOf(messageKey)).confirmationNumber).toBe(
      (step?.body as { confirmationNumber: string }).confirmationNumber,
    );
  }, 30_000);
});
