/** A payment stored but never queued (the process died between the insert and the send) is queued again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { customerIdOf, loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { PAYMENT_RECOVERY_AGE_MS } from './job';
import { createPaymentsRepo } from './repo';
import { createPaymentRecoveryRepo } from './recovery-repo';
import { addCard, settle, type Headers } from './payments-test-kit';

let t: TestApp;
let ben: Headers;

beforeAll(async () => {
  t = await buildTestApp({}, { jobs: { recoveryIntervalMs: 200 } });
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
});
afterAll(async () => t.close());

describe('job recovery', () => {
  it('queues a payment stored long enough ago that never got its job, and it is posted once', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const storedAt = new Date(Date.now() - PAYMENT_RECOVERY_AGE_MS - 1_000);
    const { row } = await createPaymentsRepo(t.database.db).insertOnce(
      {
        idempotencyKey: randomUUID(),
        profileId: profileIdOf('P2'),
        customerId: customerIdOf('P2'),
        payerRole: 'borrower',
        loanId: loanIdOf('T1'),
        amountCents: 31_000,
        paymentType: 2,
        isPayoff: false,
        isPartial: false,
        processorToken: card.cardToken,
        cardLast4: '1111',
        cardType: 'visa',
        cardholderName: 'Ben Okafor',
      },
      storedAt,
    );
    const result = await settle(t, ben, row.messageKey);
    expect(result).toMatchObject({ pending: false, Error: null });
    expect(result.confirmationNumber).toBeTruthy();
  }, 20_000);

  it('leaves a fresh pending payment to its own job', async () => {
    const ids = await createPaymentRecoveryRepo(t.database.db).pendingBefore(
      new Date(Date.now() - PAYMENT_RECOVERY_AGE_MS),
      10,
    );
    expect(ids).toEqual([]);
  });
});
