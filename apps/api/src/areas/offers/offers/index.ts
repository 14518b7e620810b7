/** Offers (issue 12): GET /offers from the loan systems. */
import { createLedgerLoanSystems, createLedgerOffers } from '../../../integrations/loan-systems';
import type { ApiModule } from '../../types';
import { createSettlementsRepo } from '../settlement';
import { offersRoutes } from './routes';
import { createOffersService } from './service';

export const offersModule: ApiModule = async (app, { database, clock }) => {
  const db = database.db;
  const service = createOffersService({ loans: createLedgerLoanSystems(db), offers: createLedgerOffers(db), settlements: createSettlementsRepo(db), clock });
  await app.register(offersRoutes, { service });
};
