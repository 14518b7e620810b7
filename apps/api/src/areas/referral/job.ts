/**
 * The referral jobs. 'referralCashOut' { cashOutId } pays a reserved cash-out to its card (push to card,
 * the cash-out id as idempotency key: a re-run never pays twice) and settles it once; a processor fault
 * throws so the queue retries, and a cash-out never settled is queued again by recovery (it stays
 * pending, its amount held, until the processor answers). 'referralSignup' { referredProfileId } decides a
 * sign-up whose referred person has a funded loan; recovery finds them (the qualifying event is the
 * loan system's, so it is observed, not told) and queues each again in every period until it is decided.
 */
import { namedJobId } from '../../jobs/named-job-id';
import type { JobDefinition } from '../../jobs/types';
import { createCardProcessor } from '../../integrations/card-processor';
import type { CardProcessorPort } from '../../integrations/card-processor/port';
import { createSignupCredits } from './credits';
import { createReferralsRepo } from './repo';
import { REFERRAL_CASH_OUT_JOB, REFERRAL_SIGNUP_JOB } from './service';

export interface ReferralCashOutJobOverrides {
  processor?: Pick<CardProcessorPort, 'pushToCard'>;
  /** a crash between the payout and its settlement (the recovery tests) */
  afterPush?(cashOutId: string): Promise<void>;
}

/** A cash-out stored this long ago and still pending is queued again (an idempotent send: one job per cash-out). */
export const CASH_OUT_RECOVERY_AGE_MS = 60_000;
const RECOVERY_BATCH = 100;

export const referralCashOutJob: JobDefinition<{ cashOutId: string }, ReferralCashOutJobOverrides> =
  {
    name: REFERRAL_CASH_OUT_JOB,
    // expiry above the slow test card's 35 s; a crashed run is re-run after it (the payout is idempotent)
    policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
    createHandler({ config, database, clock, log }, overrides = {}) {
      const repo = createReferralsRepo(database.db);
      const processor = overrides.processor ?? createCardProcessor(database.db, config);
      return async ({ cashOutId }) => {
        const cashOut = await repo.cashOut(cashOutId);
        if (!cashOut || cashOut.status !== 'pending') return;
        const result = await processor.pushToCard({
          token: cashOut.processorToken,
          amountCents: cashOut.amountCents,
          idempotencyKey: `referral-cash-out:${cashOut.id}`,
          now: clock(),
        });
        await overrides.afterPush?.(cashOutId);
        const settled = await repo.settleCashOut(
          cashOut.id,
          result.status === 'approved'
            ? { status: 'paid', reference: result.disbursementId }
            : { status: 'declined', reason: result.reason },
          clock(),
        );
        if (settled) log.info({ cashOutId, status: result.status }, 'referral cash-out settled');
      };
    },
    async recover({ database, clock, queue }) {
      const ids = await createReferralsRepo(database.db).pendingCashOutsBefore(
        new Date(clock().getTime() - CASH_OUT_RECOVERY_AGE_MS),
        RECOVERY_BATCH,
      );
      // once per period, under an id of its own: the cash-out's first job may have ended (its id is taken), its
      // retries spent while the processor did not answer
      const period = Math.floor(clock().getTime() / CASH_OUT_RECOVERY_AGE_MS);
      let sent = 0;
      for (const cashOutId of ids) {
        const id = namedJobId(`${REFERRAL_CASH_OUT_JOB}:${cashOutId}:${period}`);
        if (await queue.send(REFERRAL_CASH_OUT_JOB, { cashOutId }, { id })) sent += 1;
      }
      return sent;
    },
  };

export interface ReferralSignupJobOverrides {
  /** before the sign-up is decided (a test's loan system that does not answer throws here) */
  beforeDecide?(referredProfileId: string): Promise<void>;
}

/** How often the recovery may queue a sign-up again: one job per sign-up in each period of this length. */
export const SIGNUP_RECOVERY_PERIOD_MS = 60_000;

export const referralSignupJob: JobDefinition<
  { referredProfileId: string },
  ReferralSignupJobOverrides
> = {
  name: REFERRAL_SIGNUP_JOB,
  policy: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ database, clock, loans }, overrides = {}) {
    const credits = createSignupCredits({ repo: createReferralsRepo(database.db), loans, clock });
    return async ({ referredProfileId }) => {
      await overrides.beforeDecide?.(referredProfileId);
      await credits.decideOne(referredProfileId);
    };
  },
  /**
   * Every open sign-up, a page at a time: those whose referred person has a loan now are queued, once per period under
   * an id of its own — a sign-up's earlier job may have ended (its id taken) with its retries spent while the loan
   * system did not answer, and deciding twice credits once.
   */
  async recover({ database, clock, loans, queue }) {
    const credits = createSignupCredits({ repo: createReferralsRepo(database.db), loans, clock });
    const period = Math.floor(clock().getTime() / SIGNUP_RECOVERY_PERIOD_MS);
    let sent = 0;
    let after: string | null | undefined;
    do {
      const page = await credits.qualifiedPage(after ?? undefined);
      for (const referredProfileId of page.referredProfileIds) {
        const id = namedJobId(`${REFERRAL_SIGNUP_JOB}:${referredProfileId}:${period}`);
        if (await queue.send(REFERRAL_SIGNUP_JOB, { referredProfileId }, { id })) sent += 1;
      }
      after = page.next;
    } while (after);
    return sent;
  },
};
