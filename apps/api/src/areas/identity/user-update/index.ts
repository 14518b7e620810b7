import { createIdentityKit } from '../auth/kit';
import { createConfigRepo, createConfigService } from '../../system';
import type { ApiModule } from '../../types';
import { userUpdateRoutes } from './routes';
import { createUserUpdateService } from './service';

export const userUpdateModule: ApiModule = async (
  app,
  { config, database, clock, messaging, loans },
) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  const configService = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const settings = async () => (await configService.getConfigSettings()).settings;
  await app.register(userUpdateRoutes, { service: createUserUpdateService(kit, settings, loans) });
};
