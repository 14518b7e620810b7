/**
 * The draw job (pg-boss queue 'draw'): { drawId } → a saga of three steps, each recorded before the next (decision
 * 068), as the loan system is outside the app's database (over HTTP in a real deployment):
 *
 * 1. **pay** the card (push to card) with `draw:<id>` as the processor's idempotency key, and record the reference
 *    and the instant on the draw. A declined card fails the draw (nothing paid, nothing posted).
 * 2. **ask** the loan system to post the draw with that instant, under the key `draw:<id>:post`: a run resumed after a
 *    crash, a timeout or a lost answer asks again with the same key and body, and gets the posting made, never a
 *    second one.
 * 3. **mark** the draw posted (only a pending draw moves).
 *
 * A fault throws so the queue retries; a draw still pending after every retry is queued again by the recovery each
 * period under a job id of its own (its amount stays held until it is posted: the same keys are safe).
 */
import { namedJobId } from '../../jobs/named-job-id';
import type { JobDefinition } from '../../jobs/types';
import { storedText, text } from '../../i18n';
import { createCardProcessor } from '../../integrations/card-processor';
import {
  PUSH_TO_CARD_JOB_POLICY,
  type CardProcessorPort,
} from '../../integrations/card-processor/port';
import { createLoanLocksRepo } from '../accounts';
import { createDrawsRepo, type DrawRow } from './repo';
import { DRAW_JOB } from './service';

export interface DrawJobOverrides {
  processor?: Pick<CardProcessorPort, 'pushToCard'>;
  /** a crash between the payout and its posting (the recovery tests) */
  afterPush?(drawId: string): Promise<void>;
}

export const DRAW_RECOVERY_AGE_MS = 60_000;
/** logged when the job's last run could not post a paid draw: it stays pending, and the recovery asks again */
export const DRAW_POSTING_UNANSWERED =
  'draw paid and its posting not answered: the recovery asks the loan system again';
/** the posting step's key: named by the draw, so every run and every process asks with the same one */
export const drawPostingKeyOf = (drawId: string): string => `draw:${drawId}:post`;
const RECOVERY_BATCH = 100;

export const drawJob: JobDefinition<{ drawId: string }, DrawJobOverrides> = {
  name: DRAW_JOB,
  policy: PUSH_TO_CARD_JOB_POLICY,
  createHandler({ config, database, clock, loans, log }, overrides = {}) {
    const repo = createDrawsRepo(database.db);
    const locks = createLoanLocksRepo(database.db);
    const processor = overrides.processor ?? createCardProcessor(database.db, config);
    /** Step 1: the card paid and recorded. The instant it was paid; null when the draw ended here or moved on. */
    async function pay(draw: DrawRow): Promise<Date | null> {
      if (draw.paidAt) return draw.paidAt; // a run resumed after the payout: ask again
      const result = await processor.pushToCard({
        token: draw.processorToken,
        amountCents: draw.amountCents,
        idempotencyKey: `draw:${draw.id}`,
        now: clock(),
      });
      await overrides.afterPush?.(draw.id);
      if (result.status === 'approved')
        return (await repo.recordPaid(draw.id, result.disbursementId, clock()))?.paidAt ?? null;
      const reason = storedText(text('funds.drawDeclined', { reason: result.reason }));
      if (await repo.fail(draw.id, reason, clock()))
        log.info({ drawId: draw.id, status: result.status }, 'draw settled');
      return null;
    }

    return async ({ drawId }, attempt) => {
      const draw = await repo.byId(drawId);
      if (!draw || draw.status !== 'pending') return;
      const loan = await loans.findLoan(draw.loanId);
      if (!loan) throw new Error(`draw ${drawId}: no loan ${draw.loanId}`);
      const paidAt = await pay(draw);
      if (paidAt) {
        // steps 2 and 3: asked under the draw's key with the recorded instant, then marked posted
        try {
          await loans
            .adapter(loan.loanSystem)
            .postDraw(
              { drawId, loanId: draw.loanId, amountCents: draw.amountCents, now: paidAt },
              { idempotencyKey: drawPostingKeyOf(drawId) },
            );
        } catch (err) {
          if (attempt.final) log.error({ err, drawId }, DRAW_POSTING_UNANSWERED);
          throw err;
        }
        if (await repo.markPosted(drawId, clock()))
          log.info({ drawId, status: 'approved' }, 'draw settled');
      }
      // the add-on is done: the borrower's add-on lock, if she took one, is released (it also expires on its own)
      await locks.release(draw.loanId, 'addOn', draw.profileId);
    };
  },
  async recover({ database, clock, queue }) {
    const now = clock().getTime();
    const ids = await createDrawsRepo(database.db).pendingBefore(
      new Date(now - DRAW_RECOVERY_AGE_MS),
      RECOVERY_BATCH,
    );
    // once per period, under an id of its own: the draw's first job may have ended (its id is taken)
    const period = Math.floor(now / DRAW_RECOVERY_AGE_MS);
    let sent = 0;
    for (const drawId of ids)
      if (
        await queue.send(
          DRAW_JOB,
          { drawId },
          { id: namedJobId(`${DRAW_JOB}:${drawId}:${period}`) },
        )
      )
        sent += 1;
    return sent;
  },
};
