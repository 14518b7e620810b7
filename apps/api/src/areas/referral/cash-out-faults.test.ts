/**
 * A referral cash-out whose push to her card meets a fault (issue 51, decision 079): the card processor's sandbox behind
 * faultyPort. For each fault — a timeout before or after the processor applied it, a 5xx, a reset, a lost answer, a
 * slow answer, a duplicate — she is paid once under the cash-out's key and told so; and a push whose every answer was
 * lost past the job's last retry leaves the cash-out pending (her balance held, never paid twice, never failed blind)
 * until the recovery asks the processor again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profileIdOf } from '../../db/seed';
import { referralCashOuts, referralLedger } from '../../db/schema';
import { approvedDisbursements } from '../../integrations/card-processor/sandbox';
import { TEST_CARDS } from '../../integrations/card-processor/test-cards';
import { WRITE_FAULTS } from '../../testing/faulty-loan-systems';
import { faultyCardProcessor } from '../../testing/faulty-sandboxes';
import { CASH_OUT_RECOVERY_AGE_MS } from './job';
import {
  cashOutCard,
  referralsTestApp,
  settled,
  stats,
  type Headers,
  type ReferralsTestApp,
} from './referrals-test-kit';

const GINA = profileIdOf('P7');

let t: ReferralsTestApp;
let gina: Headers;
let ahead = 0;
const processor = faultyCardProcessor(() => t.database.db);

beforeAll(async () => {
  t = await referralsTestApp({
    clock: () => new Date(Date.now() + ahead),
    jobs: {
      recoveryIntervalMs: 200,
      policies: { referralCashOut: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
      overrides: { referralCashOut: { processor: processor.port } },
    },
  });
  gina = await t.headers('P7');
  const profile = { firstName: 'Gina', lastName: 'Brooks', zip: '60601' };
  expect((await t.call(gina, 'PUT', '/referralProfile', profile)).statusCode).toBe(200);
});
afterAll(async () => t?.close());
afterEach(() => processor.clear());

/** $25.00 to her Visa debit from a balance of $25.00: its messageKey */
async function cashOutThrough(): Promise<string> {
  await t.database.db.delete(referralLedger).where(eq(referralLedger.profileId, GINA));
  await t.database.db.delete(referralCashOuts).where(eq(referralCashOuts.profileId, GINA));
  await t.database.db
    .insert(referralLedger)
    .values({ profileId: GINA, amountCents: 2_500, kind: 'signup', description: 'test credit' });
  const card = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
  const res = await t.call(gina, 'POST', '/cashOut', {
    transactionUuid: card,
    cardNumber: '1111',
    amount: '25.00',
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { messageKey: string }).messageKey;
}

async function expectPaidOnce(messageKey: string) {
  expect(await settled(t, gina, messageKey, 15_000)).toMatchObject({
    status: 'paid',
    amountCents: 2_500,
    currentBalanceCents: 0,
  });
  const [row] = await t.database.db
    .select()
    .from(referralCashOuts)
    .where(eq(referralCashOuts.messageKey, messageKey));
  const paid = (await approvedDisbursements(t.database.db, row!.processorToken)).filter(
    (payout) => payout.idempotencyKey === `referral-cash-out:${row!.id}`,
  );
  expect(paid.map((payout) => payout.amountCents)).toEqual([2_500]);
  expect(row!.reference).toBe(paid[0]!.id);
}

describe('a referral cash-out whose push meets a fault', () => {
  it.each(WRITE_FAULTS)('%s: paid once, and she is told', async (_name, fault) => {
    processor.inject({ method: 'pushToCard', fault });
    const messageKey = await cashOutThrough();
    await expectPaidOnce(messageKey);
    expect(processor.met(fault.kind)).toBe(1);
  });

  it('every answer lost past the job’s last retry: pending and held, then paid once when the processor answers', async () => {
    processor.inject({ method: 'pushToCard', fault: { kind: 'lostAnswer' }, times: Infinity });
    const pushedBefore = processor.made('pushToCard');
    const messageKey = await cashOutThrough();
    await expect
      .poll(() => processor.made('pushToCard') - pushedBefore, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await stats(t, gina)).toMatchObject({ currentBalanceCents: 0, pendingCashOut: true });
    // the processor answers again; the recovery's wait passes: the push is asked again by the cash-out's key
    processor.clear();
    ahead += CASH_OUT_RECOVERY_AGE_MS + 1_000;
    await expectPaidOnce(messageKey);
  });
});
