/**
 * POST /cancelrefinance (spec §7; CancelRenewal): the payer of a renewal voids it on the business date it posted,
 * while its new loan has no activity (domain renewalCancelRefusal). In ONE transaction under the loans' locks (old,
 * then new: the reservations' lock order): the old loan restored from its snapshot and its posting reversed, the new
 * loan voided and hidden, its auto-pay removed, the refinance cancelled, the payment marked refunded and the operator
 * record of its authorization to give back written (payment_exceptions 'refinanceCancelled'). After the commit the
 * authorization is voided through the processor (exceptions.ts voidRecorded); a void that fails is retried by the
 * 'refinanceVoid' job, whose recovery also finds a record left by a crash.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TCancelRefinanceResponse } from '@lender/contract';
import { paymentPostingDate, renewalCancelRefusal } from '@lender/domain';
import type { Database } from '../../../db/client';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { JobSender } from '../../../jobs';
import type { Clock } from '../../../lib/clock';
import type { AuthContext } from '../../../plugins/authenticate';
import { lockLoanRow } from '../money-reservations';
import { voidRecorded } from '../payments/exceptions';
import { createPaymentExceptionsRepo } from '../payments/exceptions-repo';
import { refinanceErrors } from './errors';
import { createCashOutsRepo } from './cash-out-repo';
import { createRefinancesRepo, removeAutoPay } from './repo';

export const REFINANCE_VOID_JOB = 'refinanceVoid';

export interface RefinanceServiceDeps {
  db: Database;
  loans: Pick<LoanSystems, 'findLoan' | 'inTransaction'>;
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
      let cashOutOwedCents = 0;
      await db.transaction(async (tx) => {
        await lockLoanRow(tx, refinance.oldLoanId);
        await lockLoanRow(tx, newLoanId);
        const txRepo = createRefinancesRepo(tx);
        const current = await txRepo.byPaymentId(payment.id);
        if (!current?.oldLoanSnapshot || !current.postedOn) throw refinanceErrors.notFound();
        const refusal = renewalCancelRefusal({
          postedOn: current.postedOn,
          today: paymentPostingDate(now),
          newLoanHasActivity:
            current.status === 'posted' && (await txRepo.newLoanHasActivity(newLoanId)),
          cancelled: current.status === 'cancelled',
        });
        if (refusal) throw refinanceErrors.cancel(refusal);
        // its cash out (decision 057): not sent yet → never sent; sent → owed again on the restored loan
        const cashOut = await createCashOutsRepo(tx).reverse(current.id, now);
        if (cashOut === 'inFlight') throw refinanceErrors.cancel('cashOutInFlight');
        cashOutOwedCents = cashOut.owedCents;
        await loans.inTransaction(tx).adapter(oldLoan.loanSystem).voidRefinance({
          paymentId: payment.id,
          oldLoanId: refinance.oldLoanId,
          newLoanId,
          oldLoanSnapshot: current.oldLoanSnapshot,
          cashOutOwedCents,
          now,
        });
        await removeAutoPay(tx, newLoanId, now);
        if (!(await txRepo.markCancelled(current.id, body.cancelReason ?? null, now)))
          throw refinanceErrors.cancel('alreadyCancelled');
        await txRepo.markRefunded(payment.id, now);
        if (payment.authorizationId)
          await createPaymentExceptionsRepo(tx).recordRefund(
            {
              paymentId: payment.id,
              reason: 'refinanceCancelled',
              authorizationId: payment.authorizationId,
            },
            now,
          );
        return current.oldLoanSnapshot;
      });
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
        cashOutOwedCents,
      };
    },
  };
}

export type RefinanceService = ReturnType<typeof createRefinanceService>;
