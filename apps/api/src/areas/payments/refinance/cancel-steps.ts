/**
 * A renewal's cancel as a saga's steps (decision 068). The loan system is outside the app's database (over HTTP in a
 * real deployment), so its void cannot commit with the app's rows. Each step is recorded before the next:
 *
 * 1. **record** (one transaction, under the loans' locks, old then new): the refusals (domain renewalCancelRefusal;
 *    whether the new loan has had activity is a payment of it in flight here, then the loan system's answer, both read
 *    under the new loan's lock: a payment is reserved and leaves flight only under that lock, and leaves it after the
 *    loan system applied it, so one is always in one of the two reads),
 *    the cash out reversed (not sent → never sent; sent → owed again), and the cancel recorded with the void's instant
 *    and the cash out owed (`refinances.void_asked_at`). A cancel recorded before and not applied is asked again.
 * 2. **ask** the loan system to void the renewal under the key `refinance:<paymentId>:void` with that body: asked
 *    again after a crash or a lost answer, the old loan is restored and the new one voided once.
 * 3. **apply** (one transaction): the refinance cancelled, the new loan's auto-pay removed, the payment marked refunded
 *    and the operator record of its authorization to give back written; the card's void follows (service.ts, job.ts).
 *
 * A cancel whose ask fails answers her 503; the refinanceVoid job's recovery asks it again and applies it.
 */
import { paymentPostingDate, renewalCancelRefusal } from '@lender/domain';
import type { Database, DbOrTx } from '../../../db/client';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { lockLoan } from '../../../db/loan-lock';
import { createPaymentExceptionsRepo } from '../payments/exceptions-repo';
import { createCashOutsRepo } from './cash-out-repo';
import { refinanceErrors } from './errors';
import { createRefinancesRepo, removeAutoPay, type RefinanceRow } from './repo';

/** the void's key: named by the renewal's payment, so every ask of it carries the same one */
export const cancelKeyOf = (paymentId: string): string => `refinance:${paymentId}:void`;

/** A cancel as recorded: what the void is asked with. */
export type AskedCancel = RefinanceRow & {
  newLoanId: string;
  oldLoanSnapshot: NonNullable<RefinanceRow['oldLoanSnapshot']>;
  voidAskedAt: Date;
};

function asked(row: RefinanceRow | null | undefined): AskedCancel | null {
  return row?.newLoanId && row.oldLoanSnapshot && row.voidAskedAt
    ? {
        ...row,
        newLoanId: row.newLoanId,
        oldLoanSnapshot: row.oldLoanSnapshot,
        voidAskedAt: row.voidAskedAt,
      }
    : null;
}

export function createCancelSteps({
  db,
  loans,
  clock,
}: {
  db: Database;
  loans: Pick<LoanSystems, 'adapter' | 'findLoan' | 'inTransaction'>;
  clock: Clock;
}) {
  async function locked<T>(
    row: { oldLoanId: string; newLoanId: string },
    work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await lockLoan(tx, row.oldLoanId);
      await lockLoan(tx, row.newLoanId);
      return work(tx);
    });
  }

  /**
   * Whether anything happened on the renewal's new loan: a payment of it in flight, or anything the loan system holds
   * (a posting, any change). Asked inside the lock's transaction (the in-process loan system reads through it).
   */
  async function newLoanHasActivity(tx: DbOrTx, newLoanId: string): Promise<boolean> {
    if (await createRefinancesRepo(tx).paymentInFlightOn(newLoanId)) return true;
    const registry = loans.inTransaction(tx);
    const loan = await registry.findLoan(newLoanId);
    return loan !== null && (await registry.adapter(loan.loanSystem).changedSinceOpened(newLoanId));
  }

  /** Step 1: refused with a coded error, or recorded (or found recorded, not applied). */
  async function record(
    refinance: { paymentId: string; oldLoanId: string; newLoanId: string },
    cancelReason: string | null,
    now: Date,
  ): Promise<AskedCancel> {
    return locked(refinance, async (tx) => {
      const repo = createRefinancesRepo(tx);
      const current = await repo.byPaymentId(refinance.paymentId);
      if (!current?.oldLoanSnapshot || !current.postedOn) throw refinanceErrors.notFound();
      const recorded = current.status === 'posted' ? asked(current) : null;
      if (recorded) return recorded; // asked before, its answer lost: asked again
      const refusal = renewalCancelRefusal({
        postedOn: current.postedOn,
        today: paymentPostingDate(now),
        newLoanHasActivity:
          current.status === 'posted' && (await newLoanHasActivity(tx, refinance.newLoanId)),
        cancelled: current.status === 'cancelled',
      });
      if (refusal) throw refinanceErrors.cancel(refusal);
      // its cash out (decision 057): not sent yet → never sent; sent → owed again on the restored loan
      const cashOut = await createCashOutsRepo(tx).reverse(current.id, now);
      if (cashOut === 'inFlight') throw refinanceErrors.cancel('cashOutInFlight');
      const row = asked(
        await repo.markVoidAsked(
          current.id,
          { cashOutOwedCents: cashOut.owedCents, cancelReason },
          now,
        ),
      );
      if (!row) throw refinanceErrors.cancel('alreadyCancelled');
      return row;
    });
  }

  /** Step 2: the loan system voids the renewal, once by its key. */
  async function ask(row: AskedCancel): Promise<void> {
    const oldLoan = await loans.findLoan(row.oldLoanId);
    if (!oldLoan) throw new Error(`refinance ${row.id}: no old loan ${row.oldLoanId}`);
    await loans.adapter(oldLoan.loanSystem).voidRefinance(
      {
        paymentId: row.paymentId,
        oldLoanId: row.oldLoanId,
        newLoanId: row.newLoanId,
        oldLoanSnapshot: row.oldLoanSnapshot,
        cashOutOwedCents: row.voidCashOutOwedCents ?? 0,
        now: row.voidAskedAt,
      },
      { idempotencyKey: cancelKeyOf(row.paymentId) },
    );
  }

  /** Step 3: false when another run applied it already. */
  async function apply(
    row: AskedCancel,
    payment: { id: string; authorizationId: string | null },
  ): Promise<boolean> {
    const now = clock();
    return locked(row, async (tx) => {
      const repo = createRefinancesRepo(tx);
      if (!(await repo.markCancelled(row.id, row.cancelReason, now))) return false;
      await removeAutoPay(tx, row.newLoanId, now);
      await repo.markRefunded(payment.id, now);
      if (payment.authorizationId)
        await createPaymentExceptionsRepo(tx).recordRefund(
          {
            paymentId: payment.id,
            reason: 'refinanceCancelled',
            authorizationId: payment.authorizationId,
          },
          now,
        );
      return true;
    });
  }

  /** The recovery's: a cancel asked and not applied (its answer lost, or its process gone) is asked again and applied. */
  async function resume(
    paymentId: string,
    payment: { authorizationId: string | null },
  ): Promise<boolean> {
    const row = asked(await createRefinancesRepo(db).byPaymentId(paymentId));
    if (!row || row.status !== 'posted') return false;
    await ask(row);
    return apply(row, { id: paymentId, authorizationId: payment.authorizationId });
  }

  return { record, ask, apply, resume };
}
export type CancelSteps = ReturnType<typeof createCancelSteps>;
