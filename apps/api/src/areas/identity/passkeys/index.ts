/** Passkeys (issue 15, decision 019): add, list and remove them signed in; sign in with one alone. */
import type { ApiModule } from '../../types';
import { createIdentityKit } from '../auth/kit';
import { createChallenges } from './challenges';
import { createPasskeyRegistrationService } from './registration-service';
import { createPasskeyRepo } from './repo';
import { passkeyRoutes } from './routes';
import { createPasskeySignInService } from './sign-in-service';

export const passkeysModule: ApiModule = async (app, { config, database, clock, messaging }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  const repo = createPasskeyRepo(database.db);
  const challenges = createChallenges({ repo, clock });
  const deps = { repo, challenges, kit, config: config.passkeys };
  if (!config.passkeys.rpId)
    app.log.warn('passkeys are off: set PASSKEY_RP_ID and PASSKEY_ORIGINS (or APP_ORIGIN)');
  await app.register(passkeyRoutes, {
    registration: createPasskeyRegistrationService(deps),
    signIn: createPasskeySignInService(deps),
  });
};
