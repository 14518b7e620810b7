/** Loan signing (issue 12, decision 025): the /loanSigning routes of every signed document, dispatched by document type to the module that signs it. */
import type { ApiModule } from '../../types';
import { loanSigningRoutes } from './routes';
import { createLoanSigningService } from './service';

export const loanSigningModule: ApiModule = async (app, { esign, clock }) => {
  const service = createLoanSigningService({ documents: app.signingDocuments, esign, clock });
  await app.register(loanSigningRoutes, { service });
};
