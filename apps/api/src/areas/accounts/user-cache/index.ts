import type { ApiModule } from '../../types';
import { createUserCacheRepo } from './repo';
import { userCacheRoutes } from './routes';
import { createUserCacheService } from './service';

export { ownCustomer } from './service';

export const userCacheModule: ApiModule = async (app, { database, clock }) => {
  await app.register(userCacheRoutes, {
    service: createUserCacheService({ repo: createUserCacheRepo(database.db), clock }),
  });
};
