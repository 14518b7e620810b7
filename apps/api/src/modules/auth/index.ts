import { createOutboxReader } from '../../integrations/messaging/outbox-repo';
import { devOutboxApiRoutes } from '../../integrations/messaging/dev-routes';
import type { ApiModule } from '../types';
import { createIdentityKit } from './kit';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createSignatureService } from './signature-service';

export { createIdentityKit, type IdentityKit } from './kit';
export { signLink, signedLinkQuery, isValidLinkSignature, loanIdOfPath, type SignedLinkFields } from './link-signature';

export const authModule: ApiModule = async (app, { config, database, clock, messaging }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  await app.register(authRoutes, { service: createAuthService(kit), signatures: createSignatureService(kit) });
  if (!config.isProduction) await app.register(devOutboxApiRoutes, { reader: createOutboxReader(database.db) });
};
