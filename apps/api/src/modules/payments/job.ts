/** The payment job (pg-boss queue 'payment'): { paymentId } → createPaymentProcessor. */
import type { JobDefinition } from '../../jobs/types';
import { createCardProcessor } from '../../integrations/card-processor';
import type { CardProcessorPort } from '../../integrations/card-processor/port';
import { createLedgerLoanSystems } from '../../integrations/loan-systems';
import { createSandboxMessaging } from '../../integrations/messaging/sandbox';
import type { MessagingPort } from '../../integrations/messaging/port';
import { createLoanLocksRepo } from '../loan-locks/repo';
import { createPaymentCards } from './card-access';
import { createPaymentProcessor, type PaymentFaults } from './process-payment';
import { PAYMENT_JOB } from './service';

export interface PaymentJobOverrides {
  processor?: Pick<CardProcessorPort, 'authorize'>;
  messaging?: MessagingPort;
  faults?: PaymentFaults;
}

export const paymentJob: JobDefinition<{ paymentId: string }, PaymentJobOverrides> = {
  name: PAYMENT_JOB,
  // expiry above the slow test card's 35 s; a crashed run is re-run after it (authorization is idempotent)
  policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  createHandler({ config, database, clock, log }, overrides = {}) {
    const db = database.db;
    const processPayment = createPaymentProcessor({
      db,
      processor: overrides.processor ?? createCardProcessor(db, config),
      loans: createLedgerLoanSystems(db),
      locks: createLoanLocksRepo(db),
      cards: createPaymentCards(db),
      messaging: overrides.messaging ?? createSandboxMessaging({ db, clock, log, printMessages: !config.isProduction }),
      clock,
      log,
      faults: overrides.faults,
    });
    return ({ paymentId }) => processPayment(paymentId);
  },
};
