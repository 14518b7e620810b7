import type { ApiModule } from '../../types';
import { createPaymentStateRepo } from './repo';
import { paymentStateRoutes } from './routes';
import { createPaymentStateService } from './service';

export { GUEST_ROUTE_MESSAGE, NOT_YOUR_USERNAME_MESSAGE } from './service';

export const paymentStateModule: ApiModule = async (app, { database, clock, loans }) => {
  const service = createPaymentStateService({
    repo: createPaymentStateRepo(database.db),
    loans,
    clock,
  });
  await app.register(paymentStateRoutes, { service });
};
