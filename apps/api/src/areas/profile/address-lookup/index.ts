/** The address type-ahead of CustomerProfile (issue 15, decision 021) over the address port's sandbox. */
import { createSandboxAddressLookup } from '../../../integrations/address';
import type { ApiModule } from '../../types';
import { addressLookupRoutes } from './routes';
import { createAddressLookupService } from './service';

export const addressLookupModule: ApiModule = async (app) => {
  await app.register(addressLookupRoutes, {
    service: createAddressLookupService({ port: createSandboxAddressLookup(), log: app.log }),
  });
};
