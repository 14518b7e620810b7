import type { ApiModule } from '../../types';
import { createConfigRepo } from './repo';
import { configDevRoutes } from './dev-routes';
import { configRoutes } from './routes';
import { createConfigService } from './service';

export { createConfigService, type ConfigService } from './service';
export { createConfigRepo } from './repo';

export const configModule: ApiModule = async (app, { database, config }) => {
  const service = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
    helpVideos: config.helpVideos,
    onIgnoredOverride: (key, reason) =>
      app.log.warn({ key, reason }, 'ignored a stored config override'),
  });
  await app.register(configRoutes, { service });
  if (!config.isProduction) await app.register(configDevRoutes, { service });
};
