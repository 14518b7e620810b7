/** The payment job (pg-boss queue 'payment'): { paymentId } → createPaymentProcessor. */
import { PaymentType } from '@lender/domain';
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobDefinition } from '../../../jobs/types';
import { createCardProcessor } from '../../../integrations/card-processor';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import { createOutboxMessaging } from '../../../integrations/messaging/outbox-messaging';
import type { MessagingPort } from '../../../integrations/messaging/port';
import { createReceiptPdfs } from '../../documents';
import type { MetricsPort } from '../../../operations/metrics/port';
import { createLoanLocksRepo } from '../../accounts';
import { createPaymentCards } from './card-access';
import {
  AuthorizationNotRecordedError,
  createPaymentProcessor,
  type PaymentFaults,
} from './process-payment';
import type { DbOrTx } from '../../../db/client';
import { createMoneyReservations } from '../money-reservations';
import { failAndVoid } from './exceptions';
import { createPaymentExceptionsRepo } from './exceptions-repo';
import { PostingInFlightError } from './posting-steps';
import { createPaymentPostingsRepo } from './postings-repo';
import { createPaymentRecoveryRepo } from './recovery-repo';
import { createPaymentsRepo, type PaymentsRepo } from './repo';
import { PAYMENT_JOB } from './submit';
import { sendCashOut } from '../refinance/cash-out-job';
import { createRenewalConfirmations } from '../refinance/confirmation';

export interface PaymentJobOverrides {
  processor?: Pick<CardProcessorPort, 'authorize' | 'voidAuthorization' | 'voidByKey'>;
  messaging?: MessagingPort;
  faults?: PaymentFaults;
}

export const paymentJob: JobDefinition<{ paymentId: string }, PaymentJobOverrides> = {
  name: PAYMENT_JOB,
  // expiry above the slow test card's 35 s; a crashed run is re-run after it (authorization is idempotent)
  policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ config, database, clock, loans, log, queue, metrics }, overrides = {}) {
    const db = database.db;
    const processor = overrides.processor ?? createCardProcessor(db, config);
    const processPayment = createPaymentProcessor({
      db,
      processor,
      reservations: createMoneyReservations(db, loans, clock),
      loans,
      locks: createLoanLocksRepo(db),
      cards: createPaymentCards(db),
      messaging: overrides.messaging ?? createOutboxMessaging({ db, clock, log, jobs: queue }),
      receipts: createReceiptPdfs({ lenders: config.lenders, clock }),
      renewals: createRenewalConfirmations(db, loans),
      clock,
      log,
      metrics,
      faults: overrides.faults,
    });
    const repo = createPaymentsRepo(db);
    return async ({ paymentId }, attempt) => {
      try {
        const payment = await processPayment(paymentId);
        // a renewal that pays money out: the push to the card follows its posting (decision 057); only a renewal's
        // payment has a refinance row to look for
        if (payment?.paymentType === PaymentType.Refinance) await sendCashOut(db, queue, paymentId);
      } catch (error) {
        if (attempt.final)
          await giveUp({ db, repo, processor, metrics }, paymentId, error, clock(), log);
        throw error;
      }
    };
  },
  async recover({ database, clock, queue }) {
    const now = clock();
    const before = new Date(now.getTime() - PAYMENT_RECOVERY_AGE_MS);
    const payments = createPaymentRecoveryRepo(database.db);
    const ids = await payments.pendingBefore(before, RECOVERY_BATCH);
    let sent = 0;
    for (const paymentId of ids)
      if (await queue.send(PAYMENT_JOB, { paymentId }, { id: paymentId })) sent += 1;
    // a posting asked and never answered (its job gave up while the loan system was away): asked again by its key,
    // under a job of its own each time (the payment's first job has ended, so its id is taken)
    const postings = createPaymentPostingsRepo(database.db);
    const stale = await postings.takeStale(before, now, RECOVERY_BATCH);
    for (const { paymentId, resumes } of stale) {
      const id = namedJobId(`${PAYMENT_JOB}:${paymentId}:resume:${resumes}`);
      if (await queue.send(PAYMENT_JOB, { paymentId }, { id })) sent += 1;
    }
    // authorized, never asked: its job gave up waiting for another posting of the loan; once per recovery period
    const period = Math.floor(now.getTime() / PAYMENT_RECOVERY_AGE_MS);
    // an authorize never answered, and not voided by its key (the processor away at the give-up): asked again
    for (const paymentId of await payments.authorizeUnknownBefore(before, RECOVERY_BATCH)) {
      const id = namedJobId(`${PAYMENT_JOB}:${paymentId}:unanswered:${period}`);
      if (await queue.send(PAYMENT_JOB, { paymentId }, { id })) sent += 1;
    }
    for (const paymentId of await postings.authorizedNotAskedBefore(before, RECOVERY_BATCH)) {
      const id = namedJobId(`${PAYMENT_JOB}:${paymentId}:waited:${period}`);
      if (await queue.send(PAYMENT_JOB, { paymentId }, { id })) sent += 1;
    }
    return sent;
  },
};

/** A payment stored this long ago and still pending is queued again (an idempotent send: one job per payment). */
export const PAYMENT_RECOVERY_AGE_MS = 30_000;
const RECOVERY_BATCH = 500;

export const PAYMENT_UNREACHABLE_MESSAGE =
  'We could not reach the card processor. Your card was not charged. Please try again.';

/** what a payment's give-up works with */
interface GiveUpDeps {
  db: DbOrTx;
  repo: PaymentsRepo;
  processor: Pick<CardProcessorPort, 'voidAuthorization' | 'voidByKey'>;
  metrics: MetricsPort;
}

/**
 * The last run failed too. A payment never authorized ends with an Error the app shows (nothing was charged). A
 * payment whose posting was asked and not answered, or that waited behind another posting of its loan, stays
 * authorized: the recovery asks again (recover above).
 * An authorization that was given but never posted — on the row, or approved but not recorded on it
 * (AuthorizationNotRecordedError) — is voided through the processor with an operator record (exceptions.ts);
 * a void that fails too leaves the record voided = false for an operator.
 */
async function giveUp(
  deps: GiveUpDeps,
  paymentId: string,
  error: unknown,
  now: Date,
  log: { error(obj: object, msg: string): void },
) {
  const row = await deps.repo.byId(paymentId);
  if (!row || row.status === 'posted') return;
  if (row.status === 'authorized' && error instanceof PostingInFlightError) {
    // charged, waiting its turn behind another posting of the loan: the recovery queues it again (not voided)
    log.error(
      { err: error, paymentId },
      'payment waited past its last retry for another posting of its loan: the recovery queues it again',
    );
    return;
  }
  const step = await createPaymentPostingsRepo(deps.db).of(paymentId);
  if (row.status === 'authorized' && step && !step.answered) {
    // the loan system may have applied it: never voided blind — the recovery asks again by its key (decision 068)
    log.error(
      { err: error, paymentId },
      'payment posting asked and not answered: the recovery asks the loan system again',
    );
    return;
  }
  if (row.status === 'failed') {
    // the last run could not void what its record says: an operator must (the record stays voided = false)
    const open = await createPaymentExceptionsRepo(deps.db).unvoided(paymentId);
    if (open)
      log.error(
        { err: error, paymentId, authorizationId: open.authorizationId },
        'payment authorization not posted and its void failed: needs an operator',
      );
    return;
  }
  const authorizationId =
    row.authorizationId ??
    (error instanceof AuthorizationNotRecordedError ? error.authorizationId : null);
  if (authorizationId === null && row.authorizeUnknownAt) {
    await giveUpUnknownAuthorization(deps, paymentId, now, log);
    return;
  }
  if (authorizationId === null) {
    if (await deps.repo.markFailed(paymentId, PAYMENT_UNREACHABLE_MESSAGE, now))
      deps.metrics.paymentOutcome('failed');
    return;
  }
  const voided = () => deps.metrics.paymentOutcome('voided');
  await failAndVoid(
    deps.db,
    deps.processor,
    {
      paymentId,
      reason: row.status === 'authorized' ? 'notPosted' : 'notRecorded',
      authorizationId,
    },
    now,
    voided,
  ).catch((err: unknown) => {
    log.error(
      { err, paymentId, authorizationId },
      'payment authorization not posted and its void failed: needs an operator',
    );
  });
}

/**
 * The give-up of a payment whose authorize may have applied without an answer here (a timeout, a reset: decision 079):
 * the processor voids what it holds under the payment's key and closes the key — then the payment fails, with the
 * operator record of the voided hold when there was one. A processor still away leaves the payment pending: the
 * recovery queues it again, and its run asks the processor by the key (the charge stands and posts, or it never was).
 */
async function giveUpUnknownAuthorization(
  deps: GiveUpDeps,
  paymentId: string,
  now: Date,
  log: { error(obj: object, msg: string): void },
) {
  let voided;
  try {
    voided = await deps.processor.voidByKey({ idempotencyKey: paymentId, now });
  } catch (err) {
    log.error(
      { err, paymentId },
      'payment authorization not answered and the processor away: the recovery asks again',
    );
    return;
  }
  if (voided.status === 'notHeld') {
    if (await deps.repo.markFailed(paymentId, PAYMENT_UNREACHABLE_MESSAGE, now))
      deps.metrics.paymentOutcome('failed');
    return;
  }
  await failAndVoid(
    deps.db,
    deps.processor,
    { paymentId, reason: 'answerLost', authorizationId: voided.authorizationId },
    now,
    () => deps.metrics.paymentOutcome('voided'),
  );
}
