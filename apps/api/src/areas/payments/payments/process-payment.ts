/**
 * The payment job's work, exactly once in effect: authorize with the processor using the payment
 * id as the idempotency key (a re-run never charges twice), then in ONE transaction mark the payment
 * posted and post to the ledger (the payment row is claimed first, and loan_payments is unique
 * per payment, so a re-run or a resumed zombie run cannot post twice). A processor fault is thrown
 * so the queue retries with backoff. Before authorizing, the payment's reservation against the payoff is checked
 * again under the loan's lock; an authorization that still cannot be posted is voided (exceptions.ts). After the commit:
 * release the payer's alternate-party lock, remove a guest card not kept, send the receipt (after-posting.ts).
 */
import { paymentPostingDate, PaymentType } from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  ProcessorUnavailableError,
  type CardProcessorPort,
} from '../../../integrations/card-processor/port';
import type { LoanSystems } from '../../../integrations/loan-systems';
import { PaymentExceedsPayoffError } from '../../../integrations/loan-systems/ledger/post-payment';
import type { MetricsPort } from '../../../operations/metrics/port';
import { createAfterPosting, type AfterPostingDeps, type Posted } from './after-posting';
import { lockLoanRow, type MoneyReservations } from '../money-reservations';
import { failAndVoid, voidRecorded } from './exceptions';
import { createPaymentExceptionsRepo } from './exceptions-repo';
import { createPaymentsRepo, newConfirmationNumber } from './repo';
import {
  createSettlementsRepo,
  SettlementNotApplicableError,
  settlementPaymentStillFits,
  settlementPostingOf,
} from '../../offers';
import { RefinanceNotPossibleError } from '../../../integrations/loan-systems/ledger/post-refinance';
import { postRefinance, REFINANCE_NOT_POSSIBLE_ERROR } from '../refinance/posting';
import { createRefinancesRepo } from '../refinance/repo';

export const NOT_PAYABLE_ERROR = 'This loan cannot be paid online.';
export const EXCEEDS_REMAINING_ERROR =
  'The payment is more than is left to pay once the payments already being processed are counted. Your card was not charged.';

/**
 * The processor approved the charge but the payment row could not record it: the payment stays pending with no
 * authorization id, yet the card is charged. The job's last attempt must not fail it as uncharged.
 */
export class AuthorizationNotRecordedError extends Error {
  constructor(
    readonly paymentId: string,
    readonly authorizationId: string,
    options: { cause: unknown },
  ) {
    super(
      `payment ${paymentId}: authorization ${authorizationId} approved but not recorded`,
      options,
    );
    this.name = 'AuthorizationNotRecordedError';
  }
}

/** Test seams: a fault between authorization and posting (a crash), observed by the recovery tests, and the posting's end. */
export interface PaymentFaults {
  afterAuthorize?(paymentId: string): Promise<void>;
  /** after the posting transaction, whether it posted or found the payment done */
  afterPost?(paymentId: string): Promise<void>;
}

/** The lock, card, messaging, receipt and renewal dependencies are those of the steps after a posting (after-posting.ts). */
export interface ProcessPaymentDeps extends AfterPostingDeps {
  processor: Pick<CardProcessorPort, 'authorize' | 'voidAuthorization'>;
  reservations: Pick<MoneyReservations, 'recheck'>;
  loans: Pick<LoanSystems, 'findLoan' | 'inTransaction'>;
  log: FastifyBaseLogger;
  /** counts each payment's outcome once, where this run decides it */
  metrics: MetricsPort;
  faults?: PaymentFaults | undefined;
}

export function createPaymentProcessor(deps: ProcessPaymentDeps) {
  const { db, processor, reservations, loans, clock, log, metrics, faults } = deps;
  const repo = createPaymentsRepo(db);
  const fail = async (
    paymentId: string,
    error: string,
    outcome: 'failed' | 'declined' = 'failed',
    authorizationId: string | null = null,
  ) => {
    if (!(await repo.markFailed(paymentId, error, clock(), authorizationId))) return;
    metrics.paymentOutcome(outcome);
    // a renewal that failed frees its loan for another (a no-op for a plain payment)
    await createRefinancesRepo(db).markFailed(paymentId, clock());
  };
  const voided = () => metrics.paymentOutcome('voided');
  const afterPosting = createAfterPosting(deps);

  /** Posts an authorized payment; null when it was already done, 'voided' when it could not be applied. */
  async function post(
    paymentId: string,
    loanId: string,
    loanSystem: 'NLS' | 'TLXe',
  ): Promise<Posted | 'voided' | null> {
    return db.transaction(async (tx) => {
      await lockLoanRow(tx, loanId); // the loan before the payment row: the reservations' lock order
      const txRepo = createPaymentsRepo(tx);
      const now = clock();
      const confirmationNumber = newConfirmationNumber();
      const postedOn = paymentPostingDate(now);
      // marked posted first (it takes the payment row's lock), undone by the rollback if the posting fails
      const row = await txRepo.claimPosted(paymentId, confirmationNumber, now);
      if (!row) return null;
      // the posting reinstated an out-for-repossession loan: its receipt says the repossession stopped
      let reinstated = false;
      try {
        // a payment toward the settlement settles the loan when it reaches what is left of the agreed sum (decision 045)
        const settles =
          row.paymentType === PaymentType.Settlement &&
          (await settlementPostingOf(tx, row.loanId, { paymentId, amountCents: row.amountCents }))
            .settles;
        const adapter = loans.inTransaction(tx).adapter(loanSystem);
        const posting = {
          paymentId,
          loanId: row.loanId,
          amountCents: row.amountCents,
          confirmationNumber,
          postedOn,
          now,
          settles,
        };
        // a renewal: the old loan paid and closed, the new loan opened, the refinance posted — with the payment, once
        if (row.paymentType === PaymentType.Refinance)
          await postRefinance(tx, adapter, row, posting);
        else reinstated = (await adapter.postPayment(posting)).reinstated;
        // the settlement's paymentMade with the posting that settles the loan: both or neither
        if (settles) await createSettlementsRepo(tx).markPaid(row.loanId, paymentId, now);
      } catch (error) {
        const refinanceRefused = error instanceof RefinanceNotPossibleError;
        const settlementRefused = error instanceof SettlementNotApplicableError;
        if (
          !(error instanceof PaymentExceedsPayoffError || refinanceRefused || settlementRefused) ||
          !row.authorizationId
        )
          throw error;
        // nothing can be applied: the payment fails with the operator record, and its authorization is voided after the commit
        const reason = refinanceRefused
          ? 'refinanceNotPossible'
          : settlementRefused
            ? 'exceedsSettlement'
            : 'exceedsPayoff';
        await createPaymentExceptionsRepo(tx).record(
          { paymentId, reason, authorizationId: row.authorizationId },
          now,
          {
            claimedPosting: true,
            ...(refinanceRefused ? { error: REFINANCE_NOT_POSSIBLE_ERROR } : {}),
          },
        );
        if (refinanceRefused) await createRefinancesRepo(tx).markFailed(paymentId, now);
        log.warn(
          { paymentId, authorizationId: row.authorizationId, reason },
          'payment authorized but not applicable to the loan: not posted, voiding',
        );
        return 'voided' as const;
      }
      return { row, confirmationNumber, postedOn, reinstated };
    });
  }

  return async function processPayment(paymentId: string): Promise<void> {
    const payment = await repo.byId(paymentId);
    // a failed payment may still owe the void of its authorization (a fault or a crash after the record)
    if (payment?.status === 'failed') await voidRecorded(db, processor, paymentId, clock());
    if (!payment || payment.status === 'posted' || payment.status === 'failed') return;
    const loan = await loans.findLoan(payment.loanId);
    // only a payment not yet authorized may end here: an authorized one is charged and keeps its authorization
    if (payment.status === 'pending' && (!loan || !loan.payable)) {
      await fail(paymentId, NOT_PAYABLE_ERROR);
      return;
    }
    // what cannot be applied is never authorized: the reservation is checked again under the loan's lock
    if (
      payment.status === 'pending' &&
      !(
        await reservations.recheck({
          loanId: payment.loanId,
          amountCents: payment.amountCents,
          paymentId,
        })
      ).ok
    ) {
      await fail(paymentId, EXCEEDS_REMAINING_ERROR);
      return;
    }
    // a payment toward the settlement, likewise against what is left of the agreed sum (decision 045)
    if (
      payment.status === 'pending' &&
      payment.paymentType === PaymentType.Settlement &&
      !(await settlementPaymentStillFits(db, payment.loanId, {
        paymentId,
        amountCents: payment.amountCents,
      }))
    ) {
      await fail(paymentId, EXCEEDS_REMAINING_ERROR);
      return;
    }
    if (!loan)
      throw new Error(
        `payment ${paymentId}: authorized, but its loan ${payment.loanId} was not found`,
      );
    let result;
    try {
      result = await processor.authorize({
        token: payment.processorToken,
        amountCents: payment.amountCents,
        idempotencyKey: payment.id,
        now: clock(),
      });
    } catch (error) {
      if (error instanceof ProcessorUnavailableError) await repo.bumpAttempts(paymentId, clock());
      throw error;
    }
    if (result.status === 'declined') {
      await fail(paymentId, result.reason, 'declined', result.authorizationId);
      return;
    }
    const { authorizationId } = result;
    const recorded = await repo
      .markAuthorized(paymentId, authorizationId, clock())
      .catch((cause: unknown) => {
        throw new AuthorizationNotRecordedError(paymentId, authorizationId, { cause });
      });
    if (!recorded) {
      // an overlapping run of this job moved the row on while this one was authorizing
      const now = await repo.byId(paymentId);
      if (now?.status === 'posted') return;
      if (now?.status !== 'authorized' || now.authorizationId !== authorizationId) {
        // failed meanwhile (no room left, given up): this approval is applied nowhere, so it is voided
        await failAndVoid(
          db,
          processor,
          { paymentId, reason: 'notRecorded', authorizationId },
          clock(),
          voided,
        );
        return;
      }
    }
    await faults?.afterAuthorize?.(paymentId);
    const posted = await post(paymentId, payment.loanId, loan.loanSystem);
    await faults?.afterPost?.(paymentId);
    if (!posted || posted === 'voided') {
      if (posted === 'voided') voided();
      await voidRecorded(db, processor, paymentId, clock());
      return;
    }
    metrics.paymentOutcome('approved');
    try {
      await afterPosting(posted);
    } catch (err) {
      log.error({ err, paymentId }, 'payment posted; a follow-up step failed');
    }
  };
}
