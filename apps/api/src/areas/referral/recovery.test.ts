/** Referral work stored but never queued is found again: a cash-out the process died before queuing, a sign-up whose loan was funded. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profileIdOf } from '../../db/seed';
import { referralCashOuts, referralLedger } from '../../db/schema';
import { createSandboxCardProcessor } from '../../integrations/card-processor/sandbox';
import { TEST_CARDS } from '../../integrations/card-processor/test-cards';
import { CASH_OUT_RECOVERY_AGE_MS } from './job';
import {
  cashOutCard,
  referralsTestApp,
  referredWithLoan,
  settled,
  type ReferralsTestApp,
} from './referrals-test-kit';

let t: ReferralsTestApp;
const GINA = profileIdOf('P7');

beforeAll(async () => {
  t = await referralsTestApp({ jobs: { recoveryIntervalMs: 200 } });
});
afterAll(async () => t.close());

/** Waits for `read` to answer something (the recovery runs on its own 200 ms timer): what it answers. */
function until<T>(read: () => Promise<T | undefined>, timeout = 10_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (value === undefined) throw new Error('not there yet');
      return value;
    },
    { timeout, interval: 100 },
  );
}

describe('referral recovery', () => {
  it('pays a cash-out stored long enough ago that never got its job, once', async () => {
    const gina = await t.headers('P7');
    const form = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const card = await createSandboxCardProcessor(t.database.db).cardForTransaction(
      form,
      GINA,
      new Date(),
    );
    const messageKey = `cash_${randomUUID()}`;
    await t.database.db.insert(referralCashOuts).values({
      messageKey,
      profileId: GINA,
      amountCents: 2_500,
      formTransactionUuid: form,
      processorToken: card!.token,
      cardLast4: card!.last4,
      cardType: card!.cardType,
      createdAt: new Date(Date.now() - CASH_OUT_RECOVERY_AGE_MS - 1_000),
    });
    expect(await settled(t, gina, messageKey)).toMatchObject({
      status: 'paid',
      amountCents: 2_500,
    });
  }, 20_000);

  it('credits a sign-up whose referred person’s loan was funded, without the referrer looking', async () => {
    await referredWithLoan(t, 'lena.referred@example.com', 'Lena');
    const credit = await until(
      async () =>
        (
          await t.database.db
            .select()
            .from(referralLedger)
            .where(eq(referralLedger.referredFirstName, 'Lena'))
        )[0],
    );
    expect(credit).toMatchObject({ profileId: GINA, amountCents: 5_000, kind: 'signup' });
  }, 20_000);
});
