import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../types';
import { userUpdateRoutes } from './routes';
import { createUserUpdateService } from './service';

export const userUpdateModule: ApiModule = async (app, { config, database, clock }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log });
  await app.register(userUpdateRoutes, { service: createUserUpdateService(kit) });
};
