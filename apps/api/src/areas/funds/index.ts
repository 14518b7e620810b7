/** Funds (issue 14): draws on a line of credit to a debit card and cash advance cancel; the job lives in job.ts (listed in areas/jobs.ts). */
import { findUserCardByIds } from '../cards';
import { createLoanLocksRepo } from '../accounts';
import type { ApiModule } from '../types';
import { createDrawsRepo } from './repo';
import { fundsRoutes } from './routes';
import { createFundsService } from './service';

export { cashAdvanceBatchJob } from './batch-job';
export { drawJob, type DrawJobOverrides } from './job';
export { DRAW_JOB } from './service';

export const fundsModule: ApiModule = async (app, { database, clock, loans }) => {
  const db = database.db;
  const service = createFundsService({
    repo: createDrawsRepo(db),
    locks: createLoanLocksRepo(db),
    loans,
    cards: { findUserCard: (query) => findUserCardByIds(db, query) },
    jobs: app.jobs,
    clock,
  });
  await app.register(fundsRoutes, { service });
};
