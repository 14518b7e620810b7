import { createIdentityRepo } from '../auth/identity-repo';
import type { ApiModule } from '../../types';
import { userAttributesRoutes } from './routes';
import { createUserAttributesService } from './service';

export const userAttributesModule: ApiModule = async (app, { database, loans }) => {
  await app.register(userAttributesRoutes, {
    service: createUserAttributesService({ repo: createIdentityRepo(database.db), loans }),
  });
};
