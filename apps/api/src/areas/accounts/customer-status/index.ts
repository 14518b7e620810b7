import type { ApiModule } from '../../types';
import { createCustomerStatusRepo } from './repo';
import { customerStatusRoutes } from './routes';
import { createCustomerStatusService } from './service';

export const customerStatusModule: ApiModule = async (app, { database, clock, loans }) => {
  const service = createCustomerStatusService({
    loans,
    repo: createCustomerStatusRepo(database.db),
    clock,
  });
  await app.register(customerStatusRoutes, { service });
};
