/** Offers (issue 12): GET /offers from the loan systems. */
import type { ApiModule } from '../../types';
import { createSettlementsRepo } from '../settlement';
import { offersRoutes } from './routes';
import { createOffersService } from './service';

export const offersModule: ApiModule = async (app, { database, clock, loans }) => {
  const db = database.db;
  const service = createOffersService({
    loans,
    offers: loans.offers,
    settlements: createSettlementsRepo(db),
    clock,
  });
  await app.register(offersRoutes, { service });
};
