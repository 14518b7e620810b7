/**
 * A payment's posting as a saga's steps (decision 068). The loan system is outside the app's database (over HTTP in a
 * real deployment), so its posting cannot commit with the app's rows. Each step is recorded before the next:
 *
 * 1. **record** (one transaction, under the loan's lock): the posting's body — its confirmation number, its date, its
 *    instant, whether it settles — and its key `payment:<id>:post`, fixed once. A settlement payment waits while
 *    another posting of its loan is unanswered (PostingInFlightError, the job retries): whether it settles the loan
 *    is counted over the settlement's postings before it.
 * 2. **ask** the loan system with that key and body. A run resumed after a crash, a timeout or a lost answer asks
 *    again with them and gets what was applied, or the refusal that was answered — never a second posting.
 * 3. **apply** the answer (one transaction): the payment posted with the renewal's and the settlement's rows, or —
 *    refused — failed with the operator record, its authorization voided after the commit (exceptions.ts).
 */
import { paymentPostingDate, PaymentType } from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../../db/client';
import type {
  LoanSystemName,
  LoanSystems,
  PaymentPosting,
  PostedPayment,
  PostedRefinance,
} from '../../../integrations/loan-systems';
import { PaymentExceedsPayoffError } from '../../../integrations/loan-systems/ledger/post-payment';
import { RefinanceNotPossibleError } from '../../../integrations/loan-systems/ledger/post-refinance';
import type { Clock } from '../../../lib/clock';
import {
  createSettlementsRepo,
  SettlementNotApplicableError,
  settlementPostingOf,
} from '../../offers';
import { lockLoan } from '../../../db/loan-lock';
import {
  markRefinancePosted,
  refinancePostingOf,
  REFINANCE_NOT_POSSIBLE_ERROR,
} from '../refinance/posting';
import { createRefinancesRepo } from '../refinance/repo';
import type { Posted } from './after-posting';
import { createPaymentExceptionsRepo } from './exceptions-repo';
import { createPaymentPostingsRepo, type RecordedPosting } from './postings-repo';
import { createPaymentsRepo, newConfirmationNumber, type PaymentRow } from './repo';

/** Another payment of the loan is being posted: this settlement payment waits its turn (the job retries it). */
export class PostingInFlightError extends Error {
  constructor(readonly paymentId: string) {
    super(`payment ${paymentId}: another payment of its loan is being posted`);
    this.name = 'PostingInFlightError';
  }
}

type Refusal = 'exceedsPayoff' | 'exceedsSettlement' | 'refinanceNotPossible';

/** the loan system's answer to a posting step */
export type PostingAnswer =
  | { operation: 'postPayment'; made: PostedPayment }
  | { operation: 'postRefinance'; made: PostedRefinance }
  | { refused: Refusal };

export interface PostingStepsDeps {
  db: Database;
  loans: Pick<LoanSystems, 'adapter' | 'inTransaction'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createPostingSteps({ db, loans, clock, log }: PostingStepsDeps) {
  /** In the caller's transaction: the payment failed with the operator record; its void follows the commit. */
  async function refuse(tx: DbOrTx, row: PaymentRow, reason: Refusal, now: Date) {
    if (!row.authorizationId)
      throw new Error(`payment ${row.id}: refused by the loan system but never authorized`);
    const refinanceRefused = reason === 'refinanceNotPossible';
    await createPaymentExceptionsRepo(tx).record(
      { paymentId: row.id, reason, authorizationId: row.authorizationId },
      now,
      refinanceRefused ? { error: REFINANCE_NOT_POSSIBLE_ERROR } : {},
    );
    if (refinanceRefused) await createRefinancesRepo(tx).markFailed(row.id, now);
    log.warn(
      { paymentId: row.id, authorizationId: row.authorizationId, reason },
      'payment authorized but not applicable to the loan: not posted, voiding',
    );
  }

  /** The posting's body (its confirmation number drawn now), of the payment's fixed loan and amount. */
  const postingOf = (payment: PaymentRow, now: Date, settles: boolean): PaymentPosting => ({
    paymentId: payment.id,
    loanId: payment.loanId,
    amountCents: payment.amountCents,
    confirmationNumber: newConfirmationNumber(),
    postedOn: paymentPostingDate(now),
    now,
    settles,
  });

  /**
   * Step 1, for the payment as this run read it (its loan, amount and type never change). 'done': the payment moved on
   * (another run); 'voided': it cannot be applied, to be voided.
   */
  async function record(
    payment: PaymentRow,
    loanSystem: LoanSystemName,
  ): Promise<RecordedPosting | 'done' | 'voided'> {
    const { id: paymentId, loanId } = payment;
    return db.transaction(async (tx) => {
      await lockLoan(tx, loanId); // the loan before the payment row: the reservations' lock order
      const steps = createPaymentPostingsRepo(tx);
      // neither a settlement's nor a renewal's: the body needs nothing read under the lock, so the step is written in
      // one statement if the payment is still authorized and has none (the re-check under the lock, in the insert)
      if (
        payment.paymentType !== PaymentType.Settlement &&
        payment.paymentType !== PaymentType.Refinance
      ) {
        const now = clock();
        const written = await steps.recordIfAuthorized(
          {
            paymentId,
            loanSystem,
            operation: 'postPayment',
            posting: postingOf(payment, now, false),
          },
          now,
        );
        if (written) return written;
      }
      // read again under the lock (another run may have recorded, posted or failed it since this run's read)
      const { payment: row, step: recorded } = await steps.paymentWithStep(paymentId);
      if (recorded) return recorded.answered ? 'done' : recorded;
      if (row?.status !== 'authorized') return 'done';
      // a settlement payment settles the loan once the agreed sum is reached, counted over the settlement's postings
      // (parts may be in flight together): they are asked one at a time. Any other payment's posting runs beside the
      // others; the ledger orders a loan's postings.
      if (
        row.paymentType === PaymentType.Settlement &&
        (await steps.otherInFlight(loanId, paymentId))
      )
        throw new PostingInFlightError(paymentId);
      const now = clock();
      let settles = false;
      // a payment toward the settlement settles the loan when it reaches what is left of the agreed sum (decision 045)
      if (row.paymentType === PaymentType.Settlement) {
        try {
          settles = (
            await settlementPostingOf(tx, loans.inTransaction(tx), loanId, {
              paymentId,
              amountCents: row.amountCents,
            })
          ).settles;
        } catch (error) {
          if (!(error instanceof SettlementNotApplicableError)) throw error;
          await refuse(tx, row, 'exceedsSettlement', now);
          return 'voided';
        }
      }
      const posting = postingOf(row, now, settles);
      // a renewal: the old loan paid and closed, the new loan opened, the refinance posted — with the payment, once
      const renewal = row.paymentType === PaymentType.Refinance;
      return steps.record(
        {
          paymentId,
          loanSystem,
          operation: renewal ? 'postRefinance' : 'postPayment',
          posting: renewal ? await refinancePostingOf(tx, posting) : posting,
        },
        now,
      );
    });
  }

  /** Step 2: the loan system asked with the step's key and body (a refusal is an answer; a fault is thrown). */
  async function ask(step: RecordedPosting): Promise<PostingAnswer> {
    // a step this run has just recorded was tried at its record; any other is marked tried now (the recovery's clock)
    if (!step.triedNow) await createPaymentPostingsRepo(db).markTried(step.paymentId, clock());
    const adapter = loans.adapter(step.loanSystem);
    const keyed = { idempotencyKey: step.idempotencyKey };
    try {
      return step.operation === 'postRefinance'
        ? { operation: step.operation, made: await adapter.postRefinance(step.posting, keyed) }
        : { operation: step.operation, made: await adapter.postPayment(step.posting, keyed) };
    } catch (error) {
      if (error instanceof PaymentExceedsPayoffError) return { refused: 'exceedsPayoff' };
      if (error instanceof RefinanceNotPossibleError) return { refused: 'refinanceNotPossible' };
      throw error;
    }
  }

  /** Step 3. null: another run applied it already; 'voided': refused, to be voided after the commit. */
  async function apply(
    step: RecordedPosting,
    answer: PostingAnswer,
  ): Promise<Posted | 'voided' | null> {
    const { paymentId, posting } = step;
    return db.transaction(async (tx) => {
      await lockLoan(tx, posting.loanId);
      const payments = createPaymentsRepo(tx);
      const steps = createPaymentPostingsRepo(tx);
      if ('refused' in answer) {
        await steps.markRefused(paymentId, clock());
        const row = await payments.byId(paymentId);
        if (row?.status !== 'authorized') return null;
        await refuse(tx, row, answer.refused, clock());
        return 'voided' as const;
      }
      // the posting reinstated an out-for-repossession loan: its receipt says the repossession stopped
      const reinstated = answer.operation === 'postPayment' && answer.made.reinstated;
      // the payment claimed posted and the step answered in one statement (reinstated only when this run claimed it)
      const row = await steps.claimPostedAnswered(
        paymentId,
        { confirmationNumber: posting.confirmationNumber, now: posting.now, reinstated },
        clock(),
      );
      if (!row) return null;
      if (answer.operation === 'postRefinance')
        await markRefinancePosted(tx, row, posting, answer.made);
      // the settlement's paymentMade with the posting that settles the loan
      if (posting.settles)
        await createSettlementsRepo(tx).markPaid(row.loanId, paymentId, posting.now);
      return {
        row,
        confirmationNumber: posting.confirmationNumber,
        postedOn: posting.postedOn,
        reinstated,
      };
    });
  }

  return { record, ask, apply };
}
