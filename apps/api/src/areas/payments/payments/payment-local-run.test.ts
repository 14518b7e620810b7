/**
 * The API node that stores a payment runs its job at once, in-process: the queue's deferred copy is gone once the
 * payment is done (the queue never runs it again); a run that dies leaves that copy, which the queue runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { loanPayments, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { addCard, pay, paymentBody, settle, submit, type Headers } from './payments-test-kit';

const T1 = loanIdOf('T1');
let t: TestApp;
let ben: Headers;
/** the local run of a chosen payment dies before it starts (a crash right after the submit) */
const crash = { idempotencyKey: '' };

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      jobs: {
        policies: { payment: { expireInSeconds: 1 } },
        overrides: {
          payment: {
            faults: {
              async afterAuthorize(paymentId) {
                const [row] = await t.database.db
                  .select()
                  .from(payments)
                  .where(eq(payments.id, paymentId));
                if (row?.idempotencyKey === crash.idempotencyKey) {
                  crash.idempotencyKey = '';
                  throw new Error('the process died');
                }
              },
            },
          },
        },
      },
    },
  );
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
});
afterAll(async () => t.close());

const queuedJobs = async (paymentId: string) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where id = ${paymentId}::uuid`,
      )
    ).rows[0]?.n ?? -1,
  );
const postingsOf = (paymentId: string) =>
  t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId));

describe('a payment run in-process by the node that stored it', () => {
  it('is confirmed without the queue, and its queued copy is deleted so the queue never runs it again', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const charges = await approvedChargeCount(t.database.db, card.cardToken);
    const { messageKey, result } = await pay(t, ben, paymentBody(T1, card, '310.00'));
    expect(result.confirmationNumber).toBeTruthy();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    // the local run deletes the queue's copy once the payment is done: gone, the queue can never run it
    await expect.poll(() => queuedJobs(payment!.id), { timeout: 5_000, interval: 25 }).toBe(0);
    expect(await postingsOf(payment!.id)).toHaveLength(1);
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(charges + 1);
  });

  it('a local run that fails is retried by the queue, posted once and charged once', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const charges = await approvedChargeCount(t.database.db, card.cardToken);
    const body = paymentBody(T1, card, '310.00');
    crash.idempotencyKey = body.idempotencyKey;
    const res = await submit(t, ben, body);
    const { messageKey } = res.json() as { messageKey: string };
    const result = await settle(t, ben, messageKey, 15_000);
    expect(result.confirmationNumber).toBeTruthy();
    expect(crash.idempotencyKey).toBe('');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    expect(payment!.status).toBe('posted');
    expect(await postingsOf(payment!.id)).toHaveLength(1);
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(charges + 1);
  }, 20_000);
});
