import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../types';
import { userUpdateRoutes } from './routes';
import { createUserUpdateService } from './service';

export const userUpdateModule: ApiModule = async (app, { config, database, clock, messaging }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  await app.register(userUpdateRoutes, { service: createUserUpdateService(kit) });
};
