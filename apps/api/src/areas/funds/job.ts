/**
 * The draw job (pg-boss queue 'draw'): { drawId } → push the funds to the card with the draw id as the
 * processor's idempotency key (a re-run never pays twice), then post the draw to the ledger and mark it
 * posted in one transaction (only a pending draw moves: a re-run cannot post twice). A declined card
 * fails the draw (nothing paid, nothing posted). A processor fault throws so the queue retries; a draw
 * still pending after every retry is queued again by recovery (its amount stays held until the
 * processor answers: the same key is safe).
 */
import type { JobDefinition } from '../../jobs/types';
import { storedText, text } from '../../i18n';
import { createCardProcessor } from '../../integrations/card-processor';
import {
  PUSH_TO_CARD_JOB_POLICY,
  type CardProcessorPort,
} from '../../integrations/card-processor/port';
import { createLoanLocksRepo } from '../accounts';
import { createDrawsRepo } from './repo';
import { DRAW_JOB } from './service';

export interface DrawJobOverrides {
  processor?: Pick<CardProcessorPort, 'pushToCard'>;
  /** a crash between the payout and its posting (the recovery tests) */
  afterPush?(drawId: string): Promise<void>;
}

export const DRAW_RECOVERY_AGE_MS = 60_000;
const RECOVERY_BATCH = 100;

export const drawJob: JobDefinition<{ drawId: string }, DrawJobOverrides> = {
  name: DRAW_JOB,
  policy: PUSH_TO_CARD_JOB_POLICY,
  createHandler({ config, database, clock, loans, log }, overrides = {}) {
    const repo = createDrawsRepo(database.db, loans, clock);
    const locks = createLoanLocksRepo(database.db);
    const processor = overrides.processor ?? createCardProcessor(database.db, config);
    return async ({ drawId }) => {
      const draw = await repo.byId(drawId);
      if (!draw || draw.status !== 'pending') return;
      const loan = await loans.findLoan(draw.loanId);
      if (!loan) throw new Error(`draw ${drawId}: no loan ${draw.loanId}`);
      const result = await processor.pushToCard({
        token: draw.processorToken,
        amountCents: draw.amountCents,
        idempotencyKey: `draw:${draw.id}`,
        now: clock(),
      });
      await overrides.afterPush?.(drawId);
      const settled =
        result.status === 'approved'
          ? await repo.post(draw.id, draw.loanId, result.disbursementId, loan.loanSystem, clock())
          : await repo.fail(
              draw.id,
              storedText(text('funds.drawDeclined', { reason: result.reason })),
              clock(),
            );
      if (settled) log.info({ drawId, status: result.status }, 'draw settled');
      // the add-on is done: the borrower's add-on lock, if she took one, is released (it also expires on its own)
      await locks.release(draw.loanId, 'addOn', draw.profileId);
    };
  },
  async recover({ database, clock, loans, queue }) {
    const ids = await createDrawsRepo(database.db, loans, clock).pendingBefore(
      new Date(clock().getTime() - DRAW_RECOVERY_AGE_MS),
      RECOVERY_BATCH,
    );
    let sent = 0;
    for (const drawId of ids) if (await queue.send(DRAW_JOB, { drawId }, { id: drawId })) sent += 1;
    return sent;
  },
};
