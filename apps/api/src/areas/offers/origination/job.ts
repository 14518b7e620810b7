/**
 * The origination's jobs (decision 025).
 * - 'originateLoan' { originationId }: the loan system makes the title loan (Open, hidden until signed) and the
 *   origination awaits its signature, in one transaction; the loan system finds a loan it already made by the
 *   origination's reference, so a re-run makes no second loan. A fault throws so the queue retries (a row still
 *   originating after RECOVERY_AGE_MS is queued again by recovery, once a period under a job id of its own); the last
 *   try ends it failed (origination.loanFailed) — unless the loan system did not answer: the loan may have been made,
 *   so the origination stays originating and the recovery asks again by its reference (decision 068).
 * - 'disburseOrigination' { originationId }: once signed (funding), a debit disbursement pushes the amount to the
 *   card with `origination:<id>` as the processor's idempotency key (a re-run, or a worker killed between the push and
 *   its recording, never pays twice), then the origination is funded with the processor's reference. A store or money
 *   transfer disbursement is funded with no push: the money waits at the store (the status says funded, type 2 or
 *   14). A declined card fails the origination with the reason; the loan stays (it is signed), its money not sent,
 *   and the borrower is told to call the store to receive it another way (origination.payoutDeclined).
 */
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobDefinition } from '../../../jobs/types';
import { LoanSystemUnavailableError } from '../../../integrations/loan-systems';
import { storedText, text } from '../../../i18n';
import { createCardProcessor } from '../../../integrations/card-processor';
import type { CardProcessorPort } from '../../../integrations/card-processor/port';
import { originationTerms, PayMethod } from '@lender/domain';
import { createOriginationsRepo } from './repo';
import { DISBURSE_ORIGINATION_JOB, ORIGINATE_LOAN_JOB } from './job-names';
import { openedOnAt } from './progress';

export interface OriginationJobOverrides {
  processor?: Pick<CardProcessorPort, 'pushToCard'>;
  /** a crash between the payout and its recording (the recovery tests) */
  afterPush?(originationId: string): Promise<void>;
}

export const ORIGINATION_RECOVERY_AGE_MS = 60_000;
/** logged when the job's last run had no answer from the loan system: the origination stays originating */
export const ORIGINATION_UNANSWERED =
  'origination loan not answered: the recovery asks the loan system again by its reference';
const RECOVERY_BATCH = 100;

export const originateLoanJob: JobDefinition<{ originationId: string }> = {
  name: ORIGINATE_LOAN_JOB,
  policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ database, clock, loans, log }) {
    const repo = createOriginationsRepo(database.db, loans);
    const offers = loans.offers;
    return async ({ originationId }, attempt) => {
      try {
        await makeLoan(originationId);
      } catch (error) {
        // the last try without an answer: the loan may be made; the recovery asks again (never failed blind)
        if (attempt.final && error instanceof LoanSystemUnavailableError)
          log.error({ err: error, originationId }, ORIGINATION_UNANSWERED);
        // the last try: the origination ends failed ("call your store"); nothing was made or paid, the appraisal is free
        else if (attempt.final)
          await repo.failed(
            originationId,
            'originating',
            storedText(text('origination.loanFailed')),
            clock(),
          );
        throw error;
      }
    };

    async function makeLoan(originationId: string) {
      const row = await repo.byId(originationId);
      if (!row || row.status !== 'originating') return;
      const offer = await offers.offer(row.appraisalId);
      if (!offer?.collateral)
        throw new Error(`origination ${originationId}: no appraisal ${row.appraisalId}`);
      const store = await repo.store(row.storeId);
      if (!store) throw new Error(`origination ${originationId}: no store ${row.storeId}`);
      const customer = await loans.adapter('TLXe').customerRecord(row.customerId);
      if (!customer)
        throw new Error(`origination ${originationId}: no TLXe customer ${row.customerId}`);
      const now = clock();
      const openedOn = openedOnAt(now);
      const terms = originationTerms(row.amountCents, openedOn);
      const loanId = await repo.loanMade(row.id, {
        customerRecordId: row.customerId,
        brandCode: store.brandCode,
        storeId: store.id,
        amountCents: terms.amountCents,
        financeChargeCents: terms.financeChargeCents,
        annualRatePpb: terms.annualRatePpb,
        payoffCents: terms.payoffCents,
        dueDate: terms.dueDate,
        openedOn,
        collateral: { ...offer.collateral, vin: offer.vin },
        now,
      });
      log.info({ originationId, loanId }, 'origination loan made');
    }
  },
  async recover({ database, clock, loans, queue }) {
    const ids = await createOriginationsRepo(database.db, loans).stuck(
      'originating',
      new Date(clock().getTime() - ORIGINATION_RECOVERY_AGE_MS),
      RECOVERY_BATCH,
    );
    // once per period, under an id of its own: the origination's first job may have ended (its id is taken)
    const period = Math.floor(clock().getTime() / ORIGINATION_RECOVERY_AGE_MS);
    let sent = 0;
    for (const originationId of ids) {
      const id = namedJobId(`${ORIGINATE_LOAN_JOB}:${originationId}:${period}`);
      if (await queue.send(ORIGINATE_LOAN_JOB, { originationId }, { id })) sent += 1;
    }
    return sent;
  },
};

export const disburseOriginationJob: JobDefinition<
  { originationId: string },
  OriginationJobOverrides
> = {
  name: DISBURSE_ORIGINATION_JOB,
  // expiry above the slow test card's 35 s; a crashed run is re-run after it (the payout is idempotent)
  policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ config, database, clock, loans, log }, overrides = {}) {
    const repo = createOriginationsRepo(database.db, loans);
    const processor = overrides.processor ?? createCardProcessor(database.db, config);
    return async ({ originationId }) => {
      const row = await repo.byId(originationId);
      if (!row || row.status !== 'funding') return;
      if (row.disbursementType !== PayMethod.Debit || !row.processorToken) {
        // the money waits at the store (or for the money transfer's pickup): nothing is pushed
        if (await repo.funded(row.id, null, clock()))
          log.info(
            { originationId, type: row.disbursementType },
            'origination funded at the store',
          );
        return;
      }
      const result = await processor.pushToCard({
        token: row.processorToken,
        amountCents: row.amountCents,
        idempotencyKey: `origination:${row.id}`,
        now: clock(),
      });
      await overrides.afterPush?.(originationId);
      const settled =
        result.status === 'approved'
          ? await repo.funded(row.id, result.disbursementId, clock())
          : await repo.failed(
              row.id,
              'funding',
              storedText(text('origination.payoutDeclined', { reason: result.reason })),
              clock(),
            );
      if (settled) log.info({ originationId, status: result.status }, 'origination disbursed');
    };
  },
  async recover({ database, clock, loans, queue }) {
    const ids = await createOriginationsRepo(database.db, loans).stuck(
      'funding',
      new Date(clock().getTime() - ORIGINATION_RECOVERY_AGE_MS),
      RECOVERY_BATCH,
    );
    const period = Math.floor(clock().getTime() / ORIGINATION_RECOVERY_AGE_MS);
    let sent = 0;
    for (const originationId of ids) {
      const id = namedJobId(`${DISBURSE_ORIGINATION_JOB}:${originationId}:${period}`);
      if (await queue.send(DISBURSE_ORIGINATION_JOB, { originationId }, { id })) sent += 1;
    }
    return sent;
  },
};
