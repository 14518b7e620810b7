/** CustomerProfile (issue 15): personal info, contact and addresses, communication settings, bank accounts; the master-data profile and identity check (decision 021). */
import { createSandboxBankDirectory } from '../../../integrations/bank-directory';
import { createConfigRepo, createConfigService } from '../../system';
import type { ApiModule } from '../../types';
import { createBankingService } from './banking-service';
import { createCustomerProfileRepo } from './repo';
import { createCustomerRecordsService } from './records-service';
import { customerRecordsRoutes } from './records-routes';
import { customerProfileRoutes } from './routes';
import { createCustomerProfileService } from './service';

export { createIdentityCheck, type IdentityCheck } from './identity-check';

export const customerProfileModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const repo = createCustomerProfileRepo(database.db);
  const configService = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const settings = async () => (await configService.getConfigSettings()).settings;
  const profile = createCustomerProfileService({ repo, loans, settings });
  const banking = createBankingService({
    repo,
    directory: createSandboxBankDirectory(),
    clock,
    dataKey: config.dataEncryptionKey,
    log: app.log,
  });
  await app.register(customerProfileRoutes, { profile, banking });
  await app.register(customerRecordsRoutes, {
    records: createCustomerRecordsService({ repo, loans }),
  });
};
