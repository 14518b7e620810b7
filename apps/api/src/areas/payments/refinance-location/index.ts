/** The refinance location step (issue 13, decision 026): GET/POST /refiallowedstatus, and its checks for the renewal's gate. */
import { serverSettingsOf } from '../refinance-disclosure';
import type { ApiModule } from '../../types';
import { createRefinanceConsentsRepo } from './repo';
import { refinanceLocationRoutes } from './routes';
import { createRefinanceLocation } from './service';

export {
  createRefinanceLocation,
  locationError,
  type Position,
  type RefinanceLocation,
  type RefinanceLocationDeps,
} from './service';
export { createRefinanceConsentsRepo, type RefinanceConsentsRepo } from './repo';

export const refinanceLocationModule: ApiModule = async (app, context) => {
  const { database, clock, loans } = context;
  const service = createRefinanceLocation({
    loans,
    repo: createRefinanceConsentsRepo(database.db),
    settings: serverSettingsOf(context),
    clock,
  });
  await app.register(refinanceLocationRoutes, { service });
};
