import { createLedgerLoanSystems } from '../../../integrations/loan-systems';
import { createConfigRepo, createConfigService } from '../../system';
import type { ApiModule } from '../../types';
import { createLoanLocksRepo } from './repo';
import { loanLocksRoutes } from './routes';
import { createLoanLocksService } from './service';

export const loanLocksModule: ApiModule = async (app, { config, database, clock }) => {
  const configService = createConfigService({ repo: createConfigRepo(database.db), defaultBrand: config.defaultBrand });
  const settings = async () => (await configService.getConfigSettings()).settings;
  const service = createLoanLocksService({ loans: createLedgerLoanSystems(database.db), repo: createLoanLocksRepo(database.db), clock, settings });
  await app.register(loanLocksRoutes, { service });
};
