import { createIdentityRepo } from '../auth/identity-repo';
import { createIdentityKit } from '../auth/kit';
import { createReferralsRepo } from '../../referral';
import type { ApiModule } from '../../types';
import { registrationRoutes } from './routes';
import { createRegistrationService } from './service';

export const registrationModule: ApiModule = async (
  app,
  { config, database, clock, messaging },
) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  const service = createRegistrationService({
    kit,
    inTransaction: (fn) => database.db.transaction((tx) => fn(createIdentityRepo(tx))),
    referrerMarks: (profileId) => createReferralsRepo(database.db).personMarks(profileId),
  });
  await app.register(registrationRoutes, { service });
};
