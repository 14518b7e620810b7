/** Settlement offers (issue 12): the settlement status, the agreement's e-signature, and the gate of the settlement payment. */
import { createLedgerLoanSystems, createLedgerOffers } from '../../integrations/loan-systems';
import type { ApiModule } from '../types';
import { createSettlementsRepo } from './repo';
import { settlementRoutes } from './routes';
import { createSettlementService } from './service';

export { createSettlementService, type SettlementService } from './service';
export { createSettlementsRepo, type SettlementsRepo } from './repo';

export const settlementModule: ApiModule = async (app, { config, database, clock, esign }) => {
  const db = database.db;
  const service = createSettlementService({ loans: createLedgerLoanSystems(db), offers: createLedgerOffers(db), repo: createSettlementsRepo(db), esign, lenders: config.lenders, clock });
  app.signingDocuments.register('settlementAgreement', {
    start: (auth, body) => service.startSigning(auth, body),
    status: (auth, envelope) => service.signing(auth, envelope.envelopeId),
    signedDocument: (auth, envelope) => service.signedDocument(auth, envelope.envelopeId),
  });
  await app.register(settlementRoutes, { service });
};
