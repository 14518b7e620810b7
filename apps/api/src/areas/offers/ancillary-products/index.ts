/** Ancillary products offered with a renewal (issue 13, decision 026): GET /ancillaryProducts. */
import type { ApiModule } from '../../types';
import { ancillaryProductsRoutes } from './routes';
import { createAncillaryProductsService } from './service';

export { productText } from './service';

export const ancillaryProductsModule: ApiModule = async (app, { loans }) => {
  const service = createAncillaryProductsService({ loans });
  await app.register(ancillaryProductsRoutes, { service });
};
