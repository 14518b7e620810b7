/**
 * Refinance (renewal) money path (issue 13, decision 026): the gate of POST /payment isRefi (gate.ts, called by the
 * payment service), the posting (posting.ts, in the payment's posting), the renewal's confirmation, POST
 * /cancelrefinance and its void job (job.ts, listed in modules/jobs.ts).
 */
import type { ServerSettings } from '@lender/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createCardProcessor } from '../../integrations/card-processor';
import { createLedgerLoanSystems } from '../../integrations/loan-systems';
import { createConfigRepo, createConfigService } from '../config';
import { createPaymentCards } from '../payments/card-access';
import type { ApiModule } from '../types';
import { createRefinanceGate, type RefinanceSteps } from './gate';
import { createRefinancesRepo } from './repo';
import { refinanceRoutes } from './routes';
import { createRefinanceService } from './service';

export { createRefinanceGate, STEPS_NOT_WIRED, STEPS_PASS_FOR_TESTS, type RefinanceGate, type RefinanceSteps, type TRefinanceDetailsParsed } from './gate';
export { createRenewalConfirmations, type RenewalConfirmations } from './confirmation';
export { enrolAutoPay, removeAutoPay, autoPayEnrolled } from './repo';
export { refinanceVoidJob, type RefinanceVoidJobOverrides } from './job';
export { REFINANCE_VOID_JOB } from './service';

/**
 * The refinance gate of the payment service, over the server's settings (allowNoSsnRefi) and the loan system.
 * WIRING POINT (issue 13): `steps` must be modules/refinance-steps' createRefinanceSteps(deps) (the signed
 * disclosure, the ancillary products, the location and the consent). Until the lead wires it, the payment module
 * passes the steps the composition root gives (AppDeps.refinanceSteps, tests) or STEPS_NOT_WIRED (refuses every renewal).
 */
export function createDefaultRefinanceGate(db: Database, defaultBrand: AppConfig['defaultBrand'], steps: RefinanceSteps) {
  const configService = createConfigService({ repo: createConfigRepo(db), defaultBrand });
  const settings = async (): Promise<ServerSettings> => (await configService.getConfigSettings()).settings;
  return createRefinanceGate({ loans: createLedgerLoanSystems(db), repo: createRefinancesRepo(db), cards: createPaymentCards(db), settings, steps });
}

export const refinanceModule: ApiModule = async (app, { config, database, clock }) => {
  const db = database.db;
  const service = createRefinanceService({ db, loans: createLedgerLoanSystems(db), processor: createCardProcessor(db, config), jobs: app.jobs, clock, log: app.log });
  await app.register(refinanceRoutes, { service });
};
