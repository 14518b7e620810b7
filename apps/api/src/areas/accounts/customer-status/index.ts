import { createLedgerLoanSystems } from '../../../integrations/loan-systems';
import type { ApiModule } from '../../types';
import { createCustomerStatusRepo } from './repo';
import { customerStatusRoutes } from './routes';
import { createCustomerStatusService } from './service';

export const customerStatusModule: ApiModule = async (app, { database, clock }) => {
  const service = createCustomerStatusService({ loans: createLedgerLoanSystems(database.db), repo: createCustomerStatusRepo(database.db), clock });
  await app.register(customerStatusRoutes, { service });
};
