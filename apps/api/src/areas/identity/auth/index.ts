import { createMarketingTracker, createSandboxMarketing } from '../../../integrations/marketing';
import { createOutboxReader } from '../../../integrations/messaging/outbox-repo';
import { devOutboxApiRoutes } from '../../../integrations/messaging/dev-routes';
import type { ApiModule } from '../../types';
import { createAuthDevRepo } from './dev-repo';
import { authDevRoutes } from './dev-routes';
import { createIdentityKit } from './kit';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createSignatureService } from './signature-service';

export { createIdentityKit, type IdentityKit } from './kit';
export {
  signLink,
  signedLinkQuery,
  isValidLinkSignature,
  loanIdOfPath,
  type SignedLinkFields,
} from './link-signature';

export const authModule: ApiModule = async (app, { config, database, clock, messaging }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  const marketing = createMarketingTracker({
    port: createSandboxMarketing(database.db),
    db: database.db,
    config,
    log: app.log,
  });
  await app.register(authRoutes, {
    service: createAuthService(kit),
    signatures: createSignatureService(kit),
    marketing,
  });
  if (!config.isProduction) {
    await app.register(devOutboxApiRoutes, { reader: createOutboxReader(database.db) });
    await app.register(authDevRoutes, { data: createAuthDevRepo(database.db) });
  }
};
