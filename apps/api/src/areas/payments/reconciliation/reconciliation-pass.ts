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
import { reconcile, reconcileOriginations, type Difference } from './compare';
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

/** the ids the loan systems posted that the day's records here do not hold */
const unmatched = (
  ours: readonly { paymentId: string }[],
  theirs: readonly { paymentId: string }[],
): string[] => {
  const ourIds = new Set(ours.map((posting) => posting.paymentId));
  return theirs.map((posting) => posting.paymentId).filter((id) => !ourIds.has(id));
};

export async function runReconciliation(
  { db, loans, clock, log }: ReconciliationDeps,
  postedOn: string,
): Promise<ReconciliationResult> {
  const repo = createReconciliationRepo(db);
  const bySystem = <T>(read: (system: LoanSystemName) => Promise<T[]>) =>
    Promise.all(LOAN_SYSTEMS.map(read)).then((lists) => lists.flat());
  // the payments: the app's posted ones against the loan systems' postings
  const ours = await repo.ourPostingsOn(postedOn);
  const theirs = await bySystem((system) => loans.adapter(system).postingsOn(postedOn));
  const standings = await repo.standingsOf(unmatched(ours, theirs));
  // the draws: the app's posted ones against the cash advances the loan systems posted for them
  const ourDraws = await repo.ourDrawsOn(postedOn);
  const theirDraws = (await bySystem((system) => loans.adapter(system).drawsOn(postedOn))).map(
    ({ drawId, loanId, amountCents }) => ({
      paymentId: drawId,
      loanId,
      amountCents,
      reversed: false,
    }),
  );
  const drawStandings = await repo.drawStandingsOf(unmatched(ourDraws, theirDraws));
  // the loans made from an appraisal that opened on the day: the app's originations against the loan systems' loans
  const ourOriginations = await repo.ourOriginationsOn(postedOn);
  const theirOriginations = await bySystem((system) =>
    loans.adapter(system).originationsOn(postedOn),
  );
  const originationStandings = await repo.originationStandingsOf(
    unmatched(
      ourOriginations.map(({ originationId }) => ({ paymentId: originationId })),
      theirOriginations.map(({ originationId }) => ({ paymentId: originationId })),
    ),
  );
  // the renewals' declined cash outs: the app's withdrawals against the new loans the loan systems lowered
  const ourWithdrawals = await repo.ourWithdrawalsOn(postedOn);
  const theirWithdrawals = (
    await bySystem((system) => loans.adapter(system).cashOutWithdrawalsOn(postedOn))
  ).map(({ loanId, amountCents }) => ({ paymentId: loanId, loanId, amountCents, reversed: false }));
  const withdrawalStandings = await repo.withdrawalStandingsOf(
    unmatched(ourWithdrawals, theirWithdrawals),
  );
  const differences = [
    ...reconcile(ours, theirs, (id) => standings.get(id) ?? 'unknown'),
    ...reconcile(ourDraws, theirDraws, (id) => drawStandings.get(id) ?? 'unknown', 'draw'),
    ...reconcile(
      ourWithdrawals,
      theirWithdrawals,
      (id) => withdrawalStandings.get(id) ?? 'unknown',
      'cashOutWithdrawal',
    ),
    ...reconcileOriginations(
      ourOriginations,
      theirOriginations,
      (id) => originationStandings.get(id) ?? 'unknown',
    ),
  ];
  const counts = {
    postedOn,
    ours: ours.length + ourDraws.length + ourOriginations.length + ourWithdrawals.length,
    theirs: theirs.length + theirDraws.length + theirOriginations.length + theirWithdrawals.length,
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
