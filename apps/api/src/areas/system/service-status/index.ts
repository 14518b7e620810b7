import type { DatabaseHandle } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { ApiModule } from '../../types';
import { serviceStatusDevRoutes } from './dev-routes';
import { createServiceStatusRepo } from './repo';
import { serviceStatusRoutes } from './routes';
import { createServiceStatusService, type ServiceStatusService } from './service';

export { createServiceStatusService, type ServiceStatusService } from './service';
export { createServiceStatusRepo } from './repo';

const services = new WeakMap<DatabaseHandle, WeakMap<Clock, ServiceStatusService>>();

/**
 * The one status service of a database on this node: GET /serviceStatus, the maintenance switch and the start-up
 * answers written into each page (decision 028) share its 5 s cache, so the switch shows in the next page at once.
 */
export function serviceStatusOf(database: DatabaseHandle, clock: Clock): ServiceStatusService {
  const byClock = services.get(database) ?? new WeakMap<Clock, ServiceStatusService>();
  services.set(database, byClock);
  let service = byClock.get(clock);
  if (!service) {
    service = createServiceStatusService({ repo: createServiceStatusRepo(database.db), clock });
    byClock.set(clock, service);
  }
  return service;
}

export const serviceStatusModule: ApiModule = async (app, { database, clock, config }) => {
  const service = serviceStatusOf(database, clock);
  await app.register(serviceStatusRoutes, { service });
  if (!config.isProduction) await app.register(serviceStatusDevRoutes, { service });
};
