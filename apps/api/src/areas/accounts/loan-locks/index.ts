import { createConfigRepo, createConfigService } from '../../system';
import type { ApiModule } from '../../types';
import { createLoanLocksRepo } from './repo';
import { loanLocksRoutes } from './routes';
import { createLoanLocksService } from './service';

export const loanLocksModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const configService = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const settings = async () => (await configService.getConfigSettings()).settings;
  const service = createLoanLocksService({
    loans,
    repo: createLoanLocksRepo(database.db),
    clock,
    settings,
  });
  await app.register(loanLocksRoutes, { service });
};
