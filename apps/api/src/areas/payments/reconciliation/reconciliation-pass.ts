/**
 * One business day's reconciliation (decisions 069, 072, 074, 077): the app's posted payments of the day against both
 * loan systems' postings of the day, its posted draws against their drawn cash advances, its renewals' declined cash
 * outs against the new loans they lowered, and the loans made from an appraisal that opened that day against their
 * state there, compared (compare.ts), and the run with its differences
 * recorded. A day run again records its counts
 * afresh and adds only differences not already recorded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { LoanSystemName, LoanSystems } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { reconcile, reconcileOriginations, type Difference, type PaymentStanding } from './compare';
import { createReconciliationRepo } from './repo';

const LOAN_SYSTEMS: readonly LoanSystemName[] = ['NLS', 'TLXe'];

export interface ReconciliationDeps {
  db: DbOrTx;
  loans: Pick<LoanSystems, 'adapter'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface ReconciliationResult {
  postedOn: string;
  ours: number;
  theirs: number;
  differences: Difference[];
}

/** the ids (under `key`) the loan systems posted that the day's records here do not hold */
const unmatched = <K extends string>(
  key: K,
  ours: readonly Record<K, string>[],
  theirs: readonly Record<K, string>[],
): string[] => {
  const ourIds = new Set(ours.map((record) => record[key]));
  return theirs.map((record) => record[key]).filter((id) => !ourIds.has(id));
};

interface Compared {
  ours: number;
  theirs: number;
  differences: Difference[];
}

/**
 * One kind of movement compared: both sides' records of the day, named by the app's id of the movement (`key`: a
 * payment's, or an origination's), and what is known here of the ids only they hold.
 */
async function compared<
  K extends 'paymentId' | 'originationId',
  O extends Record<K, string>,
  T extends Record<K, string>,
>(
  key: K,
  ours: O[],
  theirs: T[],
  standingsOf: (ids: readonly string[]) => Promise<Map<string, PaymentStanding>>,
  compare: (ours: O[], theirs: T[], standingOf: (id: string) => PaymentStanding) => Difference[],
): Promise<Compared> {
  const standings = await standingsOf(unmatched(key, ours, theirs));
  return {
    ours: ours.length,
    theirs: theirs.length,
    differences: compare(ours, theirs, (id) => standings.get(id) ?? 'unknown'),
  };
}

/** a loan system's record of a movement that is never reversed, as the payments' comparison reads it */
const neverReversed = (paymentId: string, loanId: string, amountCents: number) => ({
  paymentId,
  loanId,
  amountCents,
  reversed: false,
});

export async function runReconciliation(
  { db, loans, clock, log }: ReconciliationDeps,
  postedOn: string,
): Promise<ReconciliationResult> {
  const repo = createReconciliationRepo(db);
  const bySystem = <T>(read: (system: LoanSystemName) => Promise<T[]>) =>
    Promise.all(LOAN_SYSTEMS.map(read)).then((lists) => lists.flat());
  const movements: Compared[] = [
    // the payments: the app's posted ones against the loan systems' postings
    await compared(
      'paymentId',
      await repo.ourPostingsOn(postedOn),
      await bySystem((system) => loans.adapter(system).postingsOn(postedOn)),
      repo.standingsOf,
      (ours, theirs, standingOf) => reconcile(ours, theirs, standingOf),
    ),
    // the draws: the app's posted ones against the cash advances the loan systems posted for them
    await compared(
      'paymentId',
      await repo.ourDrawsOn(postedOn),
      (await bySystem((system) => loans.adapter(system).drawsOn(postedOn))).map((draw) =>
        neverReversed(draw.drawId, draw.loanId, draw.amountCents),
      ),
      repo.drawStandingsOf,
      (ours, theirs, standingOf) => reconcile(ours, theirs, standingOf, 'draw'),
    ),
    // the renewals' declined cash outs: the app's withdrawals against the new loans the loan systems lowered
    await compared(
      'paymentId',
      await repo.ourWithdrawalsOn(postedOn),
      (await bySystem((system) => loans.adapter(system).cashOutWithdrawalsOn(postedOn))).map(
        (withdrawal) => neverReversed(withdrawal.loanId, withdrawal.loanId, withdrawal.amountCents),
      ),
      repo.withdrawalStandingsOf,
      (ours, theirs, standingOf) => reconcile(ours, theirs, standingOf, 'cashOutWithdrawal'),
    ),
    // the loans made from an appraisal that opened on the day: the app's originations against the loan systems' loans
    await compared(
      'originationId',
      await repo.ourOriginationsOn(postedOn),
      await bySystem((system) => loans.adapter(system).originationsOn(postedOn)),
      repo.originationStandingsOf,
      reconcileOriginations,
    ),
  ];
  const differences = movements.flatMap((movement) => movement.differences);
  const counts = {
    postedOn,
    ours: movements.reduce((sum, movement) => sum + movement.ours, 0),
    theirs: movements.reduce((sum, movement) => sum + movement.theirs, 0),
  };
  await repo.recordRun({ ...counts, differences }, clock());
  if (differences.length > 0)
    log.error(
      {
        ...counts,
        differences: differences.map(({ kind, movement, paymentId }) => ({
          kind,
          movement,
          paymentId,
        })),
      },
      'reconciliation found differences: see reconciliation_differences',
    );
  else log.info(counts, 'reconciliation: no differences');
  return { ...counts, differences };
}
