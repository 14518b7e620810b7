import type { ApiModule } from '../types';
import { serviceStatusDevRoutes } from './dev-routes';
import { createServiceStatusRepo } from './repo';
import { serviceStatusRoutes } from './routes';
import { createServiceStatusService } from './service';

export { createServiceStatusService, type ServiceStatusService } from './service';
export { createServiceStatusRepo } from './repo';

export const serviceStatusModule: ApiModule = async (app, { database, clock, config }) => {
  const service = createServiceStatusService({ repo: createServiceStatusRepo(database.db), clock });
  await app.register(serviceStatusRoutes, { service });
  if (!config.isProduction) await app.register(serviceStatusDevRoutes, { service });
};
