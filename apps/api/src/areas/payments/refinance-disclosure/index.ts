/**
 * The refinance disclosure (issue 13, decision 026): its e-signature through /loanSigning ('refinanceDisclosure'),
 * POST /disclosureacknowledgement, and the server-derived refinance context POST /payment isRefi shares.
 */
import { serverSettingsReader } from '../../system';
import type { ApiModule } from '../../types';
import { createOtherParty } from './other-party';
import { createDisclosureAcknowledgementsRepo, createSignatureRequestsRepo } from './repo';
import { refinanceDisclosureRoutes } from './routes';
import { createRefinanceDisclosureService, REFINANCE_DISCLOSURE } from './service';

export {
  assertRefinanceable,
  refinanceContextOf,
  refinanceFactsOf,
  refinanceRefusalError,
  type RefinanceContextDeps,
} from './context';
export {
  disclosureReference,
  parseDisclosureReference,
  type DisclosureReference,
} from './reference';
export { REFINANCE_DISCLOSURE } from './service';
export { assertCashOut, cashOutError } from './cash-out';
export { cosignatureRefusal, hasSigned, partiesOf, partyName } from './cosignature';

/** The server settings as the refinance rules read them (overrides merged), from the module context. */
export const serverSettingsOf = serverSettingsReader;

export const refinanceDisclosureModule: ApiModule = async (app, context) => {
  const { config, database, clock, esign, loans, messaging } = context;
  const service = createRefinanceDisclosureService({
    loans,
    settings: serverSettingsOf(context),
    esign,
    repo: createDisclosureAcknowledgementsRepo(database.db),
    lenders: config.lenders,
    clock,
    otherParty: createOtherParty({
      esign,
      requests: createSignatureRequestsRepo(database.db),
      messaging,
    }),
  });
  app.signingDocuments.register(REFINANCE_DISCLOSURE, service.signing);
  await app.register(refinanceDisclosureRoutes, { service });
};
