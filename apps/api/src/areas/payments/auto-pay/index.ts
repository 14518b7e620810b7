/** Auto-pay (spec §3 Payment state autoPay; decision 026): a loan's enrolment and its card. */
import type { ApiModule } from '../../types';
import { createAutoPayRepo } from './repo';
import { autoPayRoutes } from './routes';
import { createAutoPayService } from './service';

export const autoPayModule: ApiModule = async (app, { database, clock, loans }) => {
  const service = createAutoPayService({
    db: database.db,
    repo: createAutoPayRepo(database.db),
    loans,
    clock,
  });
  await app.register(autoPayRoutes, { service });
};
