import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../../types';
import { passwordRecoveryRoutes } from './routes';
import { createPasswordRecoveryService } from './service';

export const passwordRecoveryModule: ApiModule = async (
  app,
  { config, database, clock, messaging },
) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  await app.register(passwordRecoveryRoutes, { service: createPasswordRecoveryService(kit) });
};
