/**
 * One business day's reconciliation (decision 069): the app's posted payments of the day, both loan systems' postings
 * of the day, compared (compare.ts), and the run with its differences recorded. A day run again records its counts
 * afresh and adds only differences not already recorded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { LoanSystemName, LoanSystems } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import { reconcile, type Difference } from './compare';
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

export async function runReconciliation(
  { db, loans, clock, log }: ReconciliationDeps,
  postedOn: string,
): Promise<ReconciliationResult> {
  const repo = createReconciliationRepo(db);
  const ours = await repo.ourPostingsOn(postedOn);
  const theirs = (
    await Promise.all(LOAN_SYSTEMS.map((system) => loans.adapter(system).postingsOn(postedOn)))
  ).flat();
  const ourIds = new Set(ours.map((posting) => posting.paymentId));
  const standings = await repo.standingsOf(
    theirs.map((posting) => posting.paymentId).filter((id) => !ourIds.has(id)),
  );
  const differences = reconcile(ours, theirs, (id) => standings.get(id) ?? 'unknown');
  await repo.recordRun(
    { postedOn, ours: ours.length, theirs: theirs.length, differences },
    clock(),
  );
  const counts = { postedOn, ours: ours.length, theirs: theirs.length };
  if (differences.length > 0)
    log.error(
      { ...counts, differences: differences.map(({ kind, paymentId }) => ({ kind, paymentId })) },
      'reconciliation found differences: see reconciliation_differences',
    );
  else log.info(counts, 'reconciliation: no differences');
  return { ...counts, differences };
}
