/** Payments (issue 5): the routes' module; the job lives in job.ts (listed in areas/jobs.ts). */
import type { ApiModule } from '../../types';
import { createAlternateVerificationCheck } from '../../identity';
import { createLoanLocksRepo } from '../../accounts';
import { createReceiptPdfs } from '../../documents';
import { createMoneyReservations } from '../money-reservations';
import { createPaymentCards } from './card-access';
import { createPaymentsRepo } from './repo';
import { paymentsRoutes } from './routes';
import { createPaymentsService } from './service';
import { createSettlementService, createSettlementsRepo } from '../../offers';
import { createDefaultRefinanceGate, createRenewalConfirmations } from '../refinance';
import { createRefinanceSteps, refinanceStepsDepsOf } from '../refinance-steps';
import { serverSettingsReader } from '../../system';

export { type PaymentsService } from './service';
export { PAYMENT_JOB } from './submit';
export { paymentJob, type PaymentJobOverrides } from './job';
export type { PaymentFaults } from './process-payment';

export const paymentsModule: ApiModule = async (
  app,
  { config, database, clock, messaging, esign, refinanceSteps, loans },
) => {
  const db = database.db;
  const settlement = createSettlementService({
    loans,
    offers: loans.offers,
    repo: createSettlementsRepo(db),
    esign,
    lenders: config.lenders,
    settings: serverSettingsReader({ database, config }),
    clock,
  });
  const service = createPaymentsService({
    loans,
    repo: createPaymentsRepo(db),
    reservations: createMoneyReservations(db, loans, clock),
    cards: createPaymentCards(db),
    verification: createAlternateVerificationCheck(db),
    locks: createLoanLocksRepo(db),
    jobs: app.jobs,
    messaging,
    receipts: createReceiptPdfs({ lenders: config.lenders, clock }),
    settlement,
    // the steps before a renewal's payment; the money path's tests hand in their own (AppDeps.refinanceSteps)
    refinance: createDefaultRefinanceGate(
      db,
      loans,
      config.defaultBrand,
      refinanceSteps ??
        createRefinanceSteps(refinanceStepsDepsOf({ database, config, esign, clock, loans })),
    ),
    renewals: createRenewalConfirmations(db, loans),
    settings: serverSettingsReader({ database, config }),
    clock,
  });
  await app.register(paymentsRoutes, { service });
};
