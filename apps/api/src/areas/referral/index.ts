/** Referral rewards (issue 16): the routes' module; the jobs live in job.ts (listed in areas/jobs.ts). */
import { createCardProcessor } from '../../integrations/card-processor';
import { createConfigRepo, createConfigService } from '../system';
import type { ApiModule } from '../types';
import { createReferralsRepo } from './repo';
import { referralsRoutes } from './routes';
import { createReferralsService } from './service';

export {
  referralCashOutJob,
  referralSignupJob,
  type ReferralCashOutJobOverrides,
  type ReferralSignupJobOverrides,
} from './job';
export { createReferralsRepo } from './repo';
export { REFERRAL_CASH_OUT_JOB, REFERRAL_SIGNUP_JOB } from './service';

export const referralsModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const configService = createConfigService({
    repo: createConfigRepo(database.db),
    defaultBrand: config.defaultBrand,
  });
  const service = createReferralsService({
    repo: createReferralsRepo(database.db),
    loans,
    processor: createCardProcessor(database.db, config),
    settings: async () => (await configService.getConfigSettings()).settings,
    jobs: app.jobs,
    clock,
  });
  await app.register(referralsRoutes, { service, appOrigin: config.appOrigin });
};
