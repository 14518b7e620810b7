/**
 * The payment job's work, exactly once in effect: authorize with the processor using the payment
 * id as the idempotency key (a re-run never charges twice), then post it as a saga's steps (posting-steps.ts, decision
 * 068): the posting recorded with its key, the loan system asked with that key (a re-run or a resumed run asks again
 * and gets what was applied), the answer applied to the payment's row. A processor or loan-system fault is thrown
 * so the queue retries with backoff. Before authorizing, the payment's reservation against the payoff is checked
 * again under the loan's lock; an authorization that cannot be posted is voided (exceptions.ts). After the posting:
 * release the payer's alternate-party lock, remove a guest card not kept, send the receipt (after-posting.ts).
 */
import { PaymentType } from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  ProcessorUnavailableError,
  type CardProcessorPort,
} from '../../../integrations/card-processor/port';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { MetricsPort } from '../../../operations/metrics/port';
import { settlementPaymentStillFits } from '../../offers';
import type { MoneyReservations } from '../money-reservations';
import { createRefinancesRepo } from '../refinance/repo';
import { createAfterPosting, type AfterPostingDeps } from './after-posting';
import { failAndVoid, voidRecorded } from './exceptions';
import { createPostingSteps } from './posting-steps';
import { createPaymentPostingsRepo, type RecordedPosting } from './postings-repo';
import { createPaymentsRepo, type PaymentRow } from './repo';

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
  /** after the loan system answered the posting, before the payment's row took the answer (a crash: applied, unknown here) */
  afterAsk?(paymentId: string): Promise<void>;
  /** after the posting's end here, whether this run posted it or found it done by another */
  afterPost?(paymentId: string): Promise<void>;
}

/** The lock, card, messaging, receipt and renewal dependencies are those of the steps after a posting (after-posting.ts). */
export interface ProcessPaymentDeps extends AfterPostingDeps {
  processor: Pick<CardProcessorPort, 'authorize' | 'voidAuthorization'>;
  reservations: Pick<MoneyReservations, 'recheck'>;
  loans: Pick<LoanSystems, 'findLoan' | 'adapter' | 'inTransaction' | 'offers'>;
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
  const steps = createPostingSteps({ db, loans, clock, log });
  const postings = createPaymentPostingsRepo(db);

  /** Steps 2 and 3 of the posting (posting-steps.ts), then what follows a posting or a refusal. */
  async function finishPosting(step: RecordedPosting): Promise<void> {
    const { paymentId } = step;
    const answer = await steps.ask(step);
    await faults?.afterAsk?.(paymentId);
    const posted = await steps.apply(step, answer);
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
  }

  /** The job's run over the payment's row as it read it. */
  async function run(paymentId: string, payment: PaymentRow | undefined): Promise<void> {
    // a failed payment may still owe the void of its authorization (a fault or a crash after the record)
    if (payment?.status === 'failed') await voidRecorded(db, processor, paymentId, clock());
    if (!payment || payment.status === 'posted' || payment.status === 'failed') return;
    // a posting already recorded is asked again with its key and body: a resumed run (decision 068)
    const asked = payment.status === 'authorized' ? await postings.of(paymentId) : undefined;
    if (asked && !asked.answered) return finishPosting(asked);
    // what cannot be applied is never authorized: a pending payment's reservation is checked again (recheck), which
    // reads the loan after the money in flight and answers it: the one read of the loan this run makes
    const recheck =
      payment.status === 'pending'
        ? await reservations.recheck({
            loanId: payment.loanId,
            amountCents: payment.amountCents,
            paymentId,
          })
        : undefined;
    const loan = recheck ? recheck.loan : await loans.findLoan(payment.loanId);
    // only a payment not yet authorized may end here: an authorized one is charged and keeps its authorization
    if (payment.status === 'pending' && (!loan || !loan.payable)) {
      await fail(paymentId, NOT_PAYABLE_ERROR);
      return;
    }
    if (recheck && !recheck.ok) {
      await fail(paymentId, EXCEEDS_REMAINING_ERROR);
      return;
    }
    // a payment toward the settlement, likewise against what is left of the agreed sum (decision 045)
    if (
      payment.status === 'pending' &&
      payment.paymentType === PaymentType.Settlement &&
      !(await settlementPaymentStillFits(db, loans, payment.loanId, {
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
      if (error instanceof ProcessorUnavailableError)
        await repo.bumpAttempts(paymentId, clock(), error.outcome);
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
    const step = await steps.record(payment, loan.loanSystem);
    if (step === 'done') {
      await faults?.afterPost?.(paymentId); // another run posted it (or failed it) meanwhile
      return;
    }
    if (step === 'voided') {
      voided();
      await voidRecorded(db, processor, paymentId, clock());
      return;
    }
    await finishPosting(step);
  }

  /** Runs the payment's job; answers the payment's row as the run first read it (undefined: no such payment). */
  return async function processPayment(paymentId: string): Promise<PaymentRow | undefined> {
    const payment = await repo.byId(paymentId);
    await run(paymentId, payment);
    return payment;
  };
}
