import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../../types';
import { createDeviceListService } from './device-list';
import { trustedDeviceRoutes } from './routes';
import { createTrustedDeviceService } from './service';

export const trustedDeviceModule: ApiModule = async (
  app,
  { config, database, clock, messaging },
) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  await app.register(trustedDeviceRoutes, {
    service: createTrustedDeviceService(kit),
    deviceList: createDeviceListService(kit),
  });
};
