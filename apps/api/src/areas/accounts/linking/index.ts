import type { ApiModule } from '../../types';
import { createLinkingRepo } from './repo';
import { linkingRoutes } from './routes';
import { createLinkingService } from './service';

export const linkingModule: ApiModule = async (app, { database, clock, loans }) => {
  const service = createLinkingService({ loans, repo: createLinkingRepo(database.db), clock });
  await app.register(linkingRoutes, { service });
};
