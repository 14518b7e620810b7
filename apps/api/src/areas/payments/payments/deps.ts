/** What the payments service is made of (areas/payments/payments/index.ts wires the app's). */
import type { ServerSettings } from '@lender/domain';
import type { JobSender } from '../../../jobs';
import type { MessagingPort } from '../../../integrations/messaging/port';
import type { LoanSystems } from '../../../integrations/loan-systems';
import type { Clock } from '../../../lib/clock';
import type { AlternateVerificationCheck } from '../../identity';
import type { LoanLocksRepo } from '../../accounts';
import type { ReceiptPdfs } from '../../documents';
import type { SettlementService } from '../../offers';
import type { MoneyReservations } from '../money-reservations';
import type { RefinanceGate } from '../refinance/gate';
import type { RenewalConfirmations } from '../refinance/confirmation';
import type { PaymentCards } from './card-access';
import type { PaymentsRepo } from './repo';

export interface PaymentsServiceDeps {
  loans: Pick<LoanSystems, 'findLoan' | 'inTransaction'>;
  repo: Pick<
    PaymentsRepo,
    'byMessageKey' | 'byIdempotencyKey' | 'setReceiptContact' | 'profileContact' | 'lastDeclinedAt'
  >;
  reservations: Pick<MoneyReservations, 'reserve'>;
  cards: Pick<PaymentCards, 'findOwnedCard'>;
  verification: AlternateVerificationCheck;
  locks: Pick<LoanLocksRepo, 'liveLocks'>;
  jobs: JobSender;
  messaging: MessagingPort;
  /** the receipt PDF (GET /paymentReceipt, the receipt email's attachment) */
  receipts: Pick<ReceiptPdfs, 'render'>;
  /** the settlement's gate: a settlement payment (type 5), and any payment on a loan whose settlement is signed (decision 045) */
  settlement: Pick<SettlementService, 'checkPayment' | 'remainingOf'>;
  /** the gate of a renewal (isRefi, type 3): areas/payments/refinance */
  refinance: Pick<RefinanceGate, 'assertType' | 'check' | 'recheck' | 'hold'>;
  /** a renewal's part of the confirmation (areas/payments/refinance) */
  renewals: RenewalConfirmations;
  /** the server settings (the payment's GPS flags) */
  settings: () => Promise<ServerSettings>;
  clock: Clock;
}
