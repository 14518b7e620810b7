/** A processor that stays down through every retry: the payment ends with an Error, nothing charged or posted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProcessorUnavailableError } from '../../../integrations/card-processor/port';
import { loanPayments, payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import { PAYMENT_UNREACHABLE_MESSAGE } from './job';
import { addCard, pay, paymentBody, paymentOutcomeCounts, type Headers } from './payments-test-kit';

let t: TestApp;
let ben: Headers;
let calls = 0;
/** a 5xx is known not applied: nothing to void by its key */
let voidsByKey = 0;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      jobs: {
        policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
        overrides: {
          payment: {
            processor: {
              async authorize() {
                calls += 1;
                throw new ProcessorUnavailableError();
              },
              async voidAuthorization() {
                throw new ProcessorUnavailableError();
              },
              async voidByKey() {
                voidsByKey += 1;
                throw new ProcessorUnavailableError();
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

describe('a card processor down through every retry', () => {
  it('ends the payment with an Error after the last retry, with nothing posted', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const { messageKey, result } = await pay(t, ben, paymentBody(loanIdOf('T1'), card, '310.00'));
    expect(result).toMatchObject({
      pending: false,
      Error: PAYMENT_UNREACHABLE_MESSAGE,
      confirmationNumber: null,
    });
    expect(calls).toBe(2);
    expect(voidsByKey).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    expect(row).toMatchObject({ status: 'failed', authorizationId: null });
    expect(
      await t.database.db.select().from(loanPayments).where(eq(loanPayments.paymentId, row!.id)),
    ).toEqual([]);
    expect(await paymentOutcomeCounts(t)).toEqual({
      approved: 0,
      declined: 0,
      voided: 0,
      failed: 1,
    });
  }, 20_000);
});
