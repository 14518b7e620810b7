import type { ApiModule } from '../../types';
import { createHealthRepo } from './repo';
import { healthRoutes } from './routes';
import { createHealthService } from './service';

export const healthModule: ApiModule = async (app, { database }) => {
  const service = createHealthService({
    repo: createHealthRepo(database.db),
    databaseKind: database.kind,
  });
  await app.register(healthRoutes, { service });
};
