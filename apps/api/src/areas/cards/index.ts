import { createCardProcessor } from '../../integrations/card-processor';
import type { ApiModule } from '../types';
import { createCardsRepo } from './repo';
import { scanForCardData } from './card-data-scan-repo';
import { cardDataScanRoutes } from './dev-routes';
import { cardsRoutes } from './routes';
import { createCardsService } from './service';

export { findOwnedCard, findUserCardByIds, removeCard, type OwnedCardQuery } from './owned-card';
export type { CardRow } from './repo';

export const cardsModule: ApiModule = async (app, { config, database, clock }) => {
  const service = createCardsService({
    repo: createCardsRepo(database.db),
    processor: createCardProcessor(database.db, config),
    clock,
  });
  await app.register(cardsRoutes, { service, appOrigin: config.appOrigin });
  if (!config.isProduction)
    await app.register(cardDataScanRoutes, { scan: (cvvs) => scanForCardData(database.db, cvvs) });
};
export { CARD_EXPIRED_MESSAGE } from './errors';
