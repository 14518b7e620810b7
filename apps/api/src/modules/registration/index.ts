import { createIdentityRepo } from '../auth/identity-repo';
import { createIdentityKit } from '../auth/kit';
import type { ApiModule } from '../types';
import { registrationRoutes } from './routes';
import { createRegistrationService } from './service';

/** Referral share links of non-customer referral users (as the seed's). */
export const REFERRAL_URL_BASE = 'https://apply.inl.example.com/refer';

export const registrationModule: ApiModule = async (app, { config, database, clock }) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log });
  const service = createRegistrationService({
    kit,
    inTransaction: (fn) => database.db.transaction((tx) => fn(createIdentityRepo(tx))),
    referralUrlBase: REFERRAL_URL_BASE,
  });
  await app.register(registrationRoutes, { service });
};
