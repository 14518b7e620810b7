/**
 * The 'renewalCashOut' job (decision 057): { refinanceId } → a posted renewal's cash out pushed to the borrower's
 * debit card through the funds path's port (card processor pushToCard, the draws' queue policy PUSH_TO_CARD_JOB_POLICY), with the renewal's
 * id as the processor's idempotency key: a re-run, a second worker or a worker killed between the new loan's opening
 * and the push pushes once. The claim (pending → pushing) keeps a cancel from racing the push; the outcome moves the
 * row once. A declined card lowers the new loan by the cash out (the loan system's withdrawCashOut): the decline is
 * recorded first, then the loan system is asked under the key `renewal-cash-out:<id>:withdraw` with the decline's
 * instant, then the withdrawal is marked (decision 068) — a run resumed after a crash or a lost answer asks again with
 * the same key and body, and the loan is lowered once. The payment job sends it after the renewal posts; its recovery
 * re-sends a cash out left open or a withdrawal still owed, once a period under a job id of its own.
 */
import { storedText, text } from '../../../i18n';
import { createCardProcessor } from '../../../integrations/card-processor';
import {
  PUSH_TO_CARD_JOB_POLICY,
  type CardProcessorPort,
} from '../../../integrations/card-processor/port';
import type { JobSender } from '../../../jobs';
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobDefinition } from '../../../jobs/types';
import { createCashOutsRepo } from './cash-out-repo';

export const RENEWAL_CASH_OUT_JOB = 'renewalCashOut';
/** A cash out still open this long after its last move is queued again by the recovery. */
export const CASH_OUT_RECOVERY_AGE_MS = 60_000;
const RECOVERY_BATCH = 100;

export interface RenewalCashOutJobOverrides {
  processor?: Pick<CardProcessorPort, 'pushToCard'>;
  /** before the claim: a worker that dies (or waits) between the new loan's opening and the push (the recovery tests) */
  beforeClaim?(refinanceId: string): Promise<void>;
  /** a crash between the push and its outcome (the recovery tests) */
  afterPush?(refinanceId: string): Promise<void>;
  /** a run found nothing to push (the cash out was cancelled or settled meanwhile) */
  nothingToPush?(refinanceId: string): void;
}

/** After a renewal's payment posted: its cash out's push job, once per renewal (the job id is the renewal's). */
export async function sendCashOut(
  db: Parameters<typeof createCashOutsRepo>[0],
  queue: Pick<JobSender, 'send'>,
  paymentId: string,
): Promise<void> {
  const refinanceId = await createCashOutsRepo(db).pendingOfPayment(paymentId);
  if (refinanceId) await queue.send(RENEWAL_CASH_OUT_JOB, { refinanceId }, { id: refinanceId });
}

export const renewalCashOutJob: JobDefinition<{ refinanceId: string }, RenewalCashOutJobOverrides> =
  {
    name: RENEWAL_CASH_OUT_JOB,
    policy: PUSH_TO_CARD_JOB_POLICY,
    createHandler({ config, database, clock, loans, log }, overrides = {}) {
      const db = database.db;
      const processor = overrides.processor ?? createCardProcessor(db, config);
      const repo = createCashOutsRepo(db);

      /** A declined cash out's withdrawal from the new loan, asked under its key, then marked. */
      async function withdrawIfOwed(refinanceId: string) {
        const owed = await repo.withdrawalOwed(refinanceId);
        if (!owed) return;
        const newLoan = await loans.findLoan(owed.newLoanId);
        if (newLoan)
          await loans
            .adapter(newLoan.loanSystem)
            .withdrawCashOut(
              { newLoanId: owed.newLoanId, cashOutCents: owed.cashOutCents, now: owed.settledAt },
              { idempotencyKey: `renewal-cash-out:${refinanceId}:withdraw` },
            );
        await repo.markWithdrawn(refinanceId, clock());
      }

      return async ({ refinanceId }) => {
        await overrides.beforeClaim?.(refinanceId);
        const row = await repo.claim(refinanceId, clock());
        if (!row) {
          await withdrawIfOwed(refinanceId); // a run resumed after the decline was recorded
          overrides.nothingToPush?.(refinanceId);
          return;
        }
        const result = await processor.pushToCard({
          token: row.processorToken,
          amountCents: row.cashOutCents,
          idempotencyKey: `renewal-cash-out:${row.id}`,
          now: clock(),
        });
        await overrides.afterPush?.(refinanceId);
        const settled = await repo.settle(
          row.id,
          result.status === 'approved'
            ? { status: 'sent', disbursementId: result.disbursementId }
            : {
                status: 'declined',
                disbursementId: result.disbursementId,
                error: storedText(text('cashOut.declined', { reason: result.reason })),
              },
          clock(),
        );
        if (settled) log.info({ refinanceId, status: result.status }, 'renewal cash out settled');
        // the money never left: the new loan no longer holds it
        if (result.status !== 'approved') await withdrawIfOwed(refinanceId);
      };
    },
    async recover({ database, clock, queue }) {
      const ids = await createCashOutsRepo(database.db).openBefore(
        new Date(clock().getTime() - CASH_OUT_RECOVERY_AGE_MS),
        RECOVERY_BATCH,
      );
      // once per period, under an id of its own: the renewal's first job may have ended (its id is taken)
      const period = Math.floor(clock().getTime() / CASH_OUT_RECOVERY_AGE_MS);
      let sent = 0;
      for (const refinanceId of ids) {
        const id = namedJobId(`${RENEWAL_CASH_OUT_JOB}:${refinanceId}:${period}`);
        if (await queue.send(RENEWAL_CASH_OUT_JOB, { refinanceId }, { id })) sent += 1;
      }
      return sent;
    },
  };
