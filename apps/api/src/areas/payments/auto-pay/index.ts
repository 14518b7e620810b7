/** Auto-pay (spec §3 Payment state autoPay; decisions 026, 056): a loan's enrolment and its card, the due-date charges. */
import type { ApiModule } from '../../types';
import { createAutoPayChargeRepo } from './charge-repo';
import { autoPayDevRoutes } from './dev-routes';
import { autoPayPassDeps } from './job';
import { createAutoPayRepo } from './repo';
import { autoPayRoutes } from './routes';
import { createAutoPayService } from './service';

export { autoPayChargesJob, autoPayDeclineNoticeJob, type AutoPayJobOverrides } from './job';

export const autoPayModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const deps = autoPayPassDeps({ config, database, clock, loans, log: app.log, queue: app.jobs });
  const service = createAutoPayService({
    db: database.db,
    repo: createAutoPayRepo(database.db),
    charges: createAutoPayChargeRepo(database.db),
    loans,
    settings: deps.settings,
    clock,
  });
  await app.register(autoPayRoutes, { service });
  if (!config.isProduction) await app.register(autoPayDevRoutes, { deps });
};
