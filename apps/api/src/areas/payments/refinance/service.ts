/**
 * POST /cancelrefinance (spec §7; CancelRenewal): the payer of a renewal voids it on the business date it posted,
 * while its new loan has no activity (domain renewalCancelRefusal). A saga (cancel-steps.ts, decision 068): the cancel
 * recorded under the loans' locks, the loan system asked to restore the old loan and void the new one under the
 * renewal's key, then the refinance cancelled, its auto-pay removed, the payment marked refunded and the operator
 * record of its authorization to give back written (payment_exceptions 'refinanceCancelled'). Then the authorization
 * is voided through the processor (exceptions.ts voidRecorded); a void that fails is retried by the 'refinanceVoid'
 * job, whose recovery also finds a record left by a crash and a cancel asked and not applied.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TCancelRefinanceResponse } from '@lender/contract';
import type { Database } from '../../../db/client';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { JobSender } from '../../../jobs';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../../plugins/authenticate';
import { voidRecorded } from '../payments/exceptions';
import { refinanceErrors } from './errors';
import { createCancelSteps } from './cancel-steps';
import { createRefinancesRepo } from './repo';

export const REFINANCE_VOID_JOB = 'refinanceVoid';

export interface RefinanceServiceDeps {
  db: Database;
  loans: Pick<LoanSystems, 'findLoan' | 'adapter' | 'inTransaction'>;
  processor: Pick<CardProcessorPort, 'voidAuthorization'>;
  jobs: Pick<JobSender, 'send'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createRefinanceService({
  db,
  loans,
  processor,
  jobs,
  clock,
  log,
}: RefinanceServiceDeps) {
  const repo = createRefinancesRepo(db);
  const steps = createCancelSteps({ db, loans, clock });
  return {
    async cancel(
      auth: AuthContext,
      body: { newLoanId: string; cancelReason?: string | undefined },
    ): Promise<TCancelRefinanceResponse> {
      const now = clock();
      const found = await repo.byNewLoanId(body.newLoanId);
      // only the payer of that renewal (a guest session only its own): anyone else is told there is none
      const guestSessionId = auth.scope === 'guest' ? auth.sessionId : null;
      if (
        !found ||
        found.payment.profileId !== auth.profileId ||
        found.payment.guestSessionId !== guestSessionId
      )
        throw refinanceErrors.notFound();
      const { refinance, payment } = found;
      const oldLoan = await loans.findLoan(refinance.oldLoanId);
      if (!oldLoan || !refinance.newLoanId) throw refinanceErrors.notFound();
      const newLoanId = refinance.newLoanId;
      // the cancel's saga (cancel-steps.ts): recorded, the void asked under its key, then applied
      const cancel = await steps.record(
        { paymentId: payment.id, oldLoanId: refinance.oldLoanId, newLoanId },
        body.cancelReason ?? null,
        now,
      );
      await steps.ask(cancel);
      if (!(await steps.apply(cancel, payment))) throw refinanceErrors.cancel('alreadyCancelled');
      // the money back, after the commit: a processor fault leaves the record unvoided for the job's retries (and operators)
      try {
        await voidRecorded(db, processor, payment.id, clock());
      } catch (err) {
        log.error(
          { err, paymentId: payment.id },
          'renewal cancelled; the void of its authorization failed: retried by the refinanceVoid job',
        );
        await jobs.send(REFINANCE_VOID_JOB, { paymentId: payment.id }, { id: randomUUID() });
      }
      return {
        cancelled: true,
        oldLoanId: refinance.oldLoanId,
        newLoanId,
        amountPaidCents: payment.amountCents,
        cardNumber: payment.cardLast4,
        // the old loan as restored, its payoff today (decision 050)
        restoredPayoffCents: (await loans.findLoan(refinance.oldLoanId))?.payoffCents ?? 0,
        confirmationNumber: payment.confirmationNumber,
        messageKey: payment.messageKey,
        cashOutOwedCents: cancel.voidCashOutOwedCents ?? 0,
      };
    },
  };
}

export type RefinanceService = ReturnType<typeof createRefinanceService>;
