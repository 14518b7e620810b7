/**
 * The cash advance batching run of the sandbox loan system (pg-boss queue 'cashAdvanceBatch'): at the
 * daily cut-off of the business day an advance was requested on, it is batched (1000 → 1002) and can no
 * longer be cancelled (domain `isCashAdvanceBatchDue`). Every process with workers looks for advances due
 * at start and every 30 s (the runtime's recovery sweep) and queues the run; the run moves only advances
 * still pending and not batched, so a repeat moves nothing.
 */
import { isCashAdvanceBatchDue } from '@lender/domain';
import type { JobDefinition } from '../../jobs/types';
import {
  batchCashAdvances,
  unbatchedCashAdvances,
} from '../../integrations/loan-systems/ledger/post-draw';

export const CASH_ADVANCE_BATCH_JOB = 'cashAdvanceBatch';

export const cashAdvanceBatchJob: JobDefinition<Record<string, never>> = {
  name: CASH_ADVANCE_BATCH_JOB,
  policy: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ database, clock, log }) {
    return async () => {
      const now = clock();
      const due = (await unbatchedCashAdvances(database.db)).filter((advance) =>
        isCashAdvanceBatchDue(advance.createdAt, now),
      );
      const moved = await batchCashAdvances(
        database.db,
        due.map((advance) => advance.id),
      );
      if (moved > 0) log.info({ moved }, 'cash advances batched');
    };
  },
  async recover({ database, clock, queue }) {
    const now = clock();
    const due = (await unbatchedCashAdvances(database.db)).some((advance) =>
      isCashAdvanceBatchDue(advance.createdAt, now),
    );
    return due && (await queue.send(CASH_ADVANCE_BATCH_JOB, {})) ? 1 : 0;
  },
};
