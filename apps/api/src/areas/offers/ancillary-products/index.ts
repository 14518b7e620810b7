/** Ancillary products offered with a renewal (issue 13, decision 026): GET /ancillaryProducts. */
import { createLedgerLoanSystems } from '../../../integrations/loan-systems';
import type { ApiModule } from '../../types';
import { ancillaryProductsRoutes } from './routes';
import { createAncillaryProductsService } from './service';

export { productText } from './service';

export const ancillaryProductsModule: ApiModule = async (app, { database }) => {
  const service = createAncillaryProductsService({ loans: createLedgerLoanSystems(database.db) });
  await app.register(ancillaryProductsRoutes, { service });
};
