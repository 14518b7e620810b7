import type { ApiModule } from '../../types';
import { createAccountsDevRepo } from './dev-repo';
import { accountsDevRoutes } from './dev-routes';
import { createAccountsRepo, withShortCache } from './repo';
import { createRenewalOrigins } from './renewal-origin-repo';
import { createRenewalSignatureRequests } from './renewal-signature-request';
import { accountsRoutes } from './routes';
import { createAccountsService } from './service';

export {
  accessibleLoan,
  callerCustomerIds,
  roleOn,
  LOAN_NOT_FOUND_MESSAGE,
  type AccessibleLoan,
  type LoanRole,
} from './loan-access';
export { ACCOUNT_ERROR_RESPONSES } from './route-schemas';

export const accountsModule: ApiModule = async (app, { config, database, clock, loans, esign }) => {
  const repo = withShortCache(createAccountsRepo(database.db), clock);
  const service = createAccountsService({
    loans,
    repo,
    renewals: createRenewalOrigins(database.db),
    signatureRequests: createRenewalSignatureRequests(esign),
    clock,
  });
  await app.register(accountsRoutes, { service });
  if (!config.isProduction)
    await app.register(accountsDevRoutes, {
      data: createAccountsDevRepo(database.db, config.loanSystems.http?.url),
      clock,
    });
};
