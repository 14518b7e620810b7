/** Auto-pay (spec §3 Payment state autoPay; decision 026): a loan's enrolment and its card. */
import { createLedgerLoanSystems } from '../../../integrations/loan-systems';
import type { ApiModule } from '../../types';
import { autoPayRoutes } from './routes';
import { createAutoPayService } from './service';

export const autoPayModule: ApiModule = async (app, { database, clock }) => {
  const service = createAutoPayService({ db: database.db, loans: createLedgerLoanSystems(database.db), clock });
  await app.register(autoPayRoutes, { service });
};
