import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../types';
import { passwordRecoveryRoutes } from './routes';
import { createPasswordRecoveryService } from './service';

export const passwordRecoveryModule: ApiModule = async (app, { config, database, clock }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log });
  await app.register(passwordRecoveryRoutes, { service: createPasswordRecoveryService(kit) });
};
