import { createLedgerLoanSystems } from '../../integrations/loan-systems';
import type { ApiModule } from '../types';
import { createLoanLocksRepo } from './repo';
import { loanLocksRoutes } from './routes';
import { createLoanLocksService } from './service';

export const loanLocksModule: ApiModule = async (app, { database, clock }) => {
  const service = createLoanLocksService({ loans: createLedgerLoanSystems(database.db), repo: createLoanLocksRepo(database.db), clock });
  await app.register(loanLocksRoutes, { service });
};
