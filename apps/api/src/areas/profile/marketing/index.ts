/** Marketing events and profiles (spec §7, issue 15, decision 021) through the marketing port's sandbox. */
import {
  createMarketingReader,
  createMarketingTracker,
  createSandboxMarketing,
  devMarketingRoutes,
} from '../../../integrations/marketing';
import type { ApiModule } from '../../types';
import { marketingRoutes } from './routes';

export const marketingModule: ApiModule = async (app, { config, database }) => {
  const tracker = createMarketingTracker({
    port: createSandboxMarketing(database.db),
    db: database.db,
    config,
    log: app.log,
  });
  await app.register(marketingRoutes, { tracker });
  if (!config.isProduction)
    await app.register(devMarketingRoutes, { reader: createMarketingReader(database.db) });
};
