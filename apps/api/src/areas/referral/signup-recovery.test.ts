/**
 * A sign-up credit whose job met a loan system that did not answer past its last retry: the recovery queues it again
 * in its next period, under an id of its own, and she is credited once (decision 083). Before, the recovery sent it
 * under the referred person's id, which the failed job still held: the credit waited until the referrer looked at her
 * stats, or pg-boss deleted the failed job.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profileIdOf } from '../../db/seed';
import { referralLedger } from '../../db/schema';
import { SIGNUP_RECOVERY_PERIOD_MS } from './job';
import { referralsTestApp, referredWithLoan, type ReferralsTestApp } from './referrals-test-kit';

let t: ReferralsTestApp;
let ahead = 0;
let away = true;
let tried = 0;

beforeAll(async () => {
  t = await referralsTestApp({
    clock: () => new Date(Date.now() + ahead),
    jobs: {
      recoveryIntervalMs: 200,
      policies: { referralSignup: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
      overrides: {
        referralSignup: {
          beforeDecide: () => {
            tried += 1;
            return away
              ? Promise.reject(new Error('the loan system did not answer'))
              : Promise.resolve();
          },
        },
      },
    },
  });
});
afterAll(async () => t?.close());

const creditsFor = (firstName: string) =>
  t.database.db
    .select()
    .from(referralLedger)
    .where(eq(referralLedger.referredFirstName, firstName));

it('a sign-up whose job spent its retries is decided by the recovery’s next period, and credited once', async () => {
  await referredWithLoan(t, 'nora.referred@example.com', 'Nora');
  // the recovery finds her loan and queues the sign-up; its job and its one retry meet no answer
  await expect.poll(() => tried, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await creditsFor('Nora')).toEqual([]);
  // the loan system answers again; the period passes: the sign-up is queued again and decided
  away = false;
  ahead += SIGNUP_RECOVERY_PERIOD_MS + 1_000;
  await expect.poll(async () => (await creditsFor('Nora')).length, { timeout: 15_000 }).toBe(1);
  expect((await creditsFor('Nora'))[0]).toMatchObject({
    profileId: profileIdOf('P7'),
    amountCents: 5_000,
    kind: 'signup',
  });
}, 40_000);
