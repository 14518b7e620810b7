/** Risk info (spec §4, §7 GET /riskInfo): the rate change, credit limit change and refinance-denied flags of a loan, shown once per person. */
import { raiseRiskFlag } from '../../../integrations/loan-systems/ledger/risk-info';
import type { ApiModule } from '../../types';
import { riskInfoDevRoutes } from './dev-routes';
import { createRiskAcknowledgementsRepo } from './repo';
import { riskInfoRoutes } from './routes';
import { createRiskInfoService } from './service';

export const riskInfoModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const service = createRiskInfoService({
    repo: createRiskAcknowledgementsRepo(database.db),
    loans,
    clock,
  });
  await app.register(riskInfoRoutes, { service });
  if (!config.isProduction)
    await app.register(riskInfoDevRoutes, {
      raiseRiskFlag: (input) => raiseRiskFlag(database.db, input),
      clock,
    });
};
