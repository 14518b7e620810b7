/**
 * Refinance (renewal) money path (issue 13, decision 026): the gate of POST /payment isRefi (gate.ts, called by the
 * payment service), the posting (posting.ts, in the payment's posting), the renewal's confirmation, POST
 * /cancelrefinance and its void job (job.ts, listed in areas/jobs.ts).
 */
import type { ServerSettings } from '@lender/domain';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { createCardProcessor } from '../../../integrations/card-processor';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { createConfigRepo, createConfigService } from '../../system';
import { findUserCardByIds } from '../../cards';
import { createPaymentCards } from '../payments/card-access';
import type { ApiModule } from '../../types';
import { createRefinanceGate, type RefinanceSteps } from './gate';
import { refinanceRoutes } from './routes';
import { createRefinanceService } from './service';

export {
  createRefinanceGate,
  STEPS_PASS_FOR_TESTS,
  type RefinanceGate,
  type RefinanceSteps,
  type TRefinanceDetailsParsed,
} from './gate';
export { createRenewalConfirmations, type RenewalConfirmations } from './confirmation';
export { enrolAutoPay, removeAutoPay, autoPayEnrolled } from './repo';
export { refinanceVoidJob, type RefinanceVoidJobOverrides } from './job';
export {
  renewalCashOutJob,
  RENEWAL_CASH_OUT_JOB,
  type RenewalCashOutJobOverrides,
} from './cash-out-job';
export { REFINANCE_VOID_JOB } from './service';

/**
 * The refinance gate of the payment service, over the server's settings (allowNoSsnRefi) and the loan system; `steps`
 * are areas/payments/refinance-steps' checks (the signed disclosure, the ancillary products, the location, the consent), or
 * the composition root's (AppDeps.refinanceSteps: the money path's tests).
 */
export function createDefaultRefinanceGate(
  db: Database,
  loans: LoanSystemRegistry,
  defaultBrand: AppConfig['defaultBrand'],
  steps: RefinanceSteps,
) {
  const configService = createConfigService({ repo: createConfigRepo(db), defaultBrand });
  const settings = async (): Promise<ServerSettings> =>
    (await configService.getConfigSettings()).settings;
  return createRefinanceGate({
    loans,
    cards: createPaymentCards(db),
    disburseCards: { findUserCard: (query) => findUserCardByIds(db, query) },
    settings,
    steps,
  });
}

export const refinanceModule: ApiModule = async (app, { config, database, clock, loans }) => {
  const db = database.db;
  const service = createRefinanceService({
    db,
    loans,
    processor: createCardProcessor(db, config),
    jobs: app.jobs,
    clock,
    log: app.log,
  });
  await app.register(refinanceRoutes, { service });
};
