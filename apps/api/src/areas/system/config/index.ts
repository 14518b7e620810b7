import type { ApiModule, ModuleContext } from '../../types';
import { createConfigRepo } from './repo';
import { configDevRoutes } from './dev-routes';
import { configRoutes } from './routes';
import { createConfigService } from './service';

export { createConfigService, type ConfigService } from './service';
export { createConfigRepo } from './repo';

/** The server settings as they stand (defaults merged with the lender's overrides), read afresh at each call. */
export function serverSettingsReader({
  database,
  config,
}: Pick<ModuleContext, 'database' | 'config'>) {
  const service = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  return async () => (await service.getConfigSettings()).settings;
}

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
