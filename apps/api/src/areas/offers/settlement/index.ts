/**
 * Settlement offers (issue 12): the settlement status, the agreement's e-signature, and the settlement's part of every
 * payment on a loan whose agreement is signed (decision 045: payment-gate.ts, used by the payments module).
 */
import type { ApiModule } from '../../types';
import { serverSettingsReader } from '../../system';
import { createSettlementsRepo } from './repo';
import { settlementRoutes } from './routes';
import { createSettlementService } from './service';

export { createSettlementService, type SettlementService } from './service';
export { createSettlementsRepo, type SettlementsRepo } from './repo';
export { signedAccountOf } from './account';
export {
  holdSettlementPayment,
  SettlementNotApplicableError,
  settlementPaymentStillFits,
  settlementPostingOf,
  settlementRemainingOf,
  type SettlementGate,
} from './payment-gate';

export const settlementModule: ApiModule = async (
  app,
  { config, database, clock, esign, loans },
) => {
  const db = database.db;
  const service = createSettlementService({
    loans,
    offers: loans.offers,
    repo: createSettlementsRepo(db),
    esign,
    lenders: config.lenders,
    settings: serverSettingsReader({ database, config }),
    clock,
  });
  app.signingDocuments.register('settlementAgreement', {
    start: (auth, body) => service.startSigning(auth, body),
    status: (auth, envelope) => service.signing(auth, envelope.envelopeId),
    signedDocument: (auth, envelope) => service.signedDocument(auth, envelope.envelopeId),
  });
  await app.register(settlementRoutes, { service });
};
