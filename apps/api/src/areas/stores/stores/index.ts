import { svgMaps } from '../../../integrations/maps';
import type { ApiModule } from '../../types';
import { createStoresRepo } from './repo';
import { storesRoutes } from './routes';
import { createStoresService } from './service';

export { createStoresRepo, type StoreRow, type StoresRepo } from './repo';
export {
  createStoresService,
  storeAddress,
  STORE_NOT_FOUND_MESSAGE,
  toStore,
  type StoresService,
} from './service';

export const storesModule: ApiModule = async (app, { database }) => {
  await app.register(storesRoutes, {
    service: createStoresService({ repo: createStoresRepo(database.db), maps: svgMaps }),
  });
};
