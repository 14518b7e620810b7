/**
 * A payment whose charge meets a fault (issue 51): the card processor's sandbox behind faultyPort, which gives its
 * `authorize` the fault proxy's faults — a timeout before or after the processor applied it, a 5xx, a reset, a lost
 * answer, a slow answer, a duplicate. The invariant: her card is charged if and only if the payment posted, once. A
 * single fault is retried by its key and the payment posts; an authorization whose every answer was lost is not left
 * held on a failed payment: the give-up cancels by the key (a processor's "technical cancel"), and one that cannot
 * be cancelled yet (the processor away) keeps the payment processing until the recovery's run gets its answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanPayments, loans, payments, processorAuthorizations } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-db';
import type { DatabaseHandle } from '../../../db/client';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { WRITE_FAULTS } from '../../../testing/faulty-loan-systems';
import { faultyCardProcessor } from '../../../testing/faulty-sandboxes';
import { payoffToday } from '../../../testing/loan-payoff';
import { signIn } from '../../../testing/sign-in';
import { PAYMENT_RECOVERY_AGE_MS } from './job';
import { addCard, paymentBody, settle, status, submit, type Headers } from './payments-test-kit';

const A1 = loanIdOf('A1');

let database: DatabaseHandle;
let t: TestApp;
let ana: Headers;
let ahead = 0;
const processor = faultyCardProcessor(() => database.db);

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp(
    {},
    {
      database,
      clock: () => new Date(Date.now() + ahead),
      jobs: {
        recoveryIntervalMs: 200,
        policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
        overrides: { payment: { processor: processor.port } },
      },
    },
  );
  ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const payoffOfA1 = async () =>
  payoffToday((await database.db.select().from(loans).where(eq(loans.id, A1)))[0]!);
const paymentOf = async (messageKey: string) =>
  (await database.db.select().from(payments).where(eq(payments.messageKey, messageKey)))[0]!;
const chargesOf = async (paymentId: string) =>
  (
    await database.db
      .select()
      .from(processorAuthorizations)
      .where(eq(processorAuthorizations.idempotencyKey, paymentId))
  ).map((auth) => ({ status: auth.status, held: auth.status === 'approved' && !auth.voidedAt }));
const postingsOf = async (paymentId: string) =>
  (await database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId)))
    .length;

/** submits $10.00 on A1; its messageKey and A1's payoff before it */
async function submitPayment() {
  const card = await addCard(t, ana, profileIdOf('P1'), '4111111111111111');
  const before = await payoffOfA1();
  const res = await submit(t, ana, paymentBody(A1, card, '10.00'));
  expect(res.statusCode, res.body).toBe(202);
  return { messageKey: (res.json() as { messageKey: string }).messageKey, before };
}

async function expectChargedAndPostedOnce(messageKey: string, before: number) {
  const payment = await paymentOf(messageKey);
  expect(payment.status).toBe('posted');
  expect(await chargesOf(payment.id)).toEqual([{ status: 'approved', held: true }]);
  expect(await postingsOf(payment.id)).toBe(1);
  expect(await payoffOfA1()).toBe(before - 1_000);
}

describe('a payment whose charge meets a fault', () => {
  it.each(WRITE_FAULTS)('%s: charged once, posted once, and she is told', async (_name, fault) => {
    processor.clear();
    processor.inject({ method: 'authorize', fault });
    const { messageKey, before } = await submitPayment();
    expect(await settle(t, ana, messageKey, 15_000)).toMatchObject({
      pending: false,
      Error: null,
    });
    await expectChargedAndPostedOnce(messageKey, before);
  });

  it('every answer lost: the give-up cancels the hold by its key, and she is told her card was not charged', async () => {
    processor.clear();
    processor.inject({ method: 'authorize', fault: { kind: 'lostAnswer' }, times: Infinity });
    const { messageKey, before } = await submitPayment();
    const told = await settle(t, ana, messageKey, 15_000);
    expect(told).toMatchObject({ pending: false, confirmationNumber: null });
    expect(told.Error).toMatch(/not charged/);
    const payment = await paymentOf(messageKey);
    expect(payment.status).toBe('failed');
    expect(await chargesOf(payment.id)).toEqual([{ status: 'approved', held: false }]);
    expect(await postingsOf(payment.id)).toBe(0);
    expect(await payoffOfA1()).toBe(before);
  });

  it('an answer lost, then the processor away past the give-up: processing until the recovery gets the answer, then posted once', async () => {
    processor.clear();
    processor.inject({ method: 'authorize', fault: { kind: 'lostAnswer' } });
    processor.inject({ method: 'authorize', fault: { kind: 'serverError' }, times: Infinity });
    processor.inject({ method: 'voidByKey', fault: { kind: 'serverError' }, times: Infinity });
    const from = processor.log.length;
    const { messageKey, before } = await submitPayment();
    // the job gave up: its void by the key met the processor away
    await expect
      .poll(() => processor.log.slice(from).some((call) => call.method === 'voidByKey'), {
        timeout: 15_000,
      })
      .toBe(true);
    // the charge may stand (the lost answer): not told "not charged", still processing
    expect((await status(t, ana, messageKey)).pending).toBe(true);
    expect((await paymentOf(messageKey)).status).toBe('pending');
    // the processor is back; the recovery's wait passes: the payment's run asks again by its key
    processor.clear();
    ahead += PAYMENT_RECOVERY_AGE_MS + 1_000;
    expect(await settle(t, ana, messageKey, 15_000)).toMatchObject({
      pending: false,
      Error: null,
    });
    await expectChargedAndPostedOnce(messageKey, before);
  });
});
