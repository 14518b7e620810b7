/**
 * The daily reconciliation (pg-boss queue 'reconciliation', { postedOn }; decision 069). Every process with workers
 * looks at start and every 30 s (the runtime's recovery sweep) whether the previous business day has been reconciled,
 * from RECONCILIATION_HOUR_UTC on (the day's postings long answered), and queues it with an id derived from the day, so
 * all processes queue one job. RECONCILIATION_SCHEDULE=false leaves it to the tests.
 */
import { businessDateOf } from '../../../db/loan-payoff';
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobDefinition } from '../../../jobs/types';
import { runReconciliation } from './reconciliation-pass';
import { createReconciliationRepo } from './repo';

export const RECONCILIATION_JOB = 'reconciliation';
/** 12:00 UTC: 06:00–07:00 in Chicago, the business day before long over */
export const RECONCILIATION_HOUR_UTC = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

export const reconciliationJob: JobDefinition<{ postedOn: string }> = {
  name: RECONCILIATION_JOB,
  policy: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  createHandler({ database, loans, clock, log }) {
    return async ({ postedOn }) => {
      await runReconciliation({ db: database.db, loans, clock, log }, postedOn);
    };
  },
  async recover({ config, database, clock, queue }) {
    const now = clock();
    if (!config.reconciliationSchedule || now.getUTCHours() < RECONCILIATION_HOUR_UTC) return 0;
    const postedOn = businessDateOf(new Date(now.getTime() - DAY_MS));
    if (await createReconciliationRepo(database.db).ranOn(postedOn)) return 0;
    const id = namedJobId(`${RECONCILIATION_JOB}:${postedOn}`);
    return (await queue.send(RECONCILIATION_JOB, { postedOn }, { id })) ? 1 : 0;
  },
};
