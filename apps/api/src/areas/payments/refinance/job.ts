/**
 * The 'refinanceVoid' job: { paymentId } → the void of a cancelled renewal's authorization (exceptions.ts
 * voidRecorded: once, only while its record is unvoided). Sent when the void right after POST /cancelrefinance
 * failed; its recovery re-sends a record still unvoided a while after the cancel (a crash between the commit and the
 * void), and a cancel recorded whose loan system's void was not answered (cancel-steps.ts, decision 068): the run asks
 * it again under its key and applies it first.
 */
import { randomUUID } from 'node:crypto';
import { createCardProcessor } from '../../../integrations/card-processor';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import type { JobDefinition } from '../../../jobs/types';
import { voidRecorded } from '../payments/exceptions';
import { createPaymentExceptionsRepo } from '../payments/exceptions-repo';
import { createPaymentsRepo } from '../payments/repo';
import { createCancelSteps } from './cancel-steps';
import { createRefinancesRepo } from './repo';
import { REFINANCE_VOID_JOB } from './service';
import { namedJobId } from '../../../jobs/named-job-id';

export interface RefinanceVoidJobOverrides {
  processor?: Pick<CardProcessorPort, 'voidAuthorization'>;
}

/** A cancelled renewal's record still unvoided this long after is voided again by the recovery. */
export const REFINANCE_VOID_RECOVERY_AGE_MS = 60_000;

export const refinanceVoidJob: JobDefinition<{ paymentId: string }, RefinanceVoidJobOverrides> = {
  name: REFINANCE_VOID_JOB,
  policy: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ config, database, clock, loans, log }, overrides = {}) {
    const processor = overrides.processor ?? createCardProcessor(database.db, config);
    const steps = createCancelSteps({ db: database.db, loans, clock });
    return async ({ paymentId }, attempt) => {
      try {
        const payment = await createPaymentsRepo(database.db).byId(paymentId);
        if (payment && (await steps.resume(paymentId, payment)))
          log.info({ paymentId }, 'renewal cancelled by the recovery');
        await voidRecorded(database.db, processor, paymentId, clock());
      } catch (error) {
        if (attempt.final)
          log.error(
            { err: error, paymentId },
            'cancelled renewal: the void of its authorization failed again: needs an operator',
          );
        throw error;
      }
    };
  },
  async recover({ database, clock, queue }) {
    const before = new Date(clock().getTime() - REFINANCE_VOID_RECOVERY_AGE_MS);
    const rows = await createPaymentExceptionsRepo(database.db).unvoidedRefinanceCancels(before);
    let sent = 0;
    for (const { paymentId } of rows)
      if (await queue.send(REFINANCE_VOID_JOB, { paymentId }, { id: randomUUID() })) sent += 1;
    // a cancel asked and not applied: once a period, under an id of its own
    const period = Math.floor(clock().getTime() / REFINANCE_VOID_RECOVERY_AGE_MS);
    for (const paymentId of await createRefinancesRepo(database.db).voidAskedBefore(before, 100)) {
      const id = namedJobId(`${REFINANCE_VOID_JOB}:${paymentId}:${period}`);
      if (await queue.send(REFINANCE_VOID_JOB, { paymentId }, { id })) sent += 1;
    }
    return sent;
  },
};
