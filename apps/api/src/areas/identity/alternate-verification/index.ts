/**
 * The co-signer's verification (spec §6 Alternate party, §7 Address and verification).
 * `createAlternateVerificationCheck(db).isVerified(profileId, loanId, now)` is what the payment
 * service asks before it lets a co-signer pay.
 */
import type { DbOrTx } from '../../../db/client';
import type { ApiModule } from '../../types';
import { createIdentityKit } from '../auth';
import { createGuardRepo } from '../auth/guard-repo';
import { createAlternateVerificationRepo } from './repo';
import { alternateVerificationRoutes } from './routes';
import { createAlternateVerificationService } from './service';

export { NOT_COSIGNER_MESSAGE, NOT_YOUR_CUSTOMER_ID_MESSAGE } from './service';

export interface AlternateVerificationCheck {
  /** true while the profile has a live co-signer verification for this loan */
  isVerified(profileId: string, loanId: string, now: Date): Promise<boolean>;
}

export function createAlternateVerificationCheck(db: DbOrTx): AlternateVerificationCheck {
  const repo = createAlternateVerificationRepo(db);
  return {
    isVerified: async (profileId, loanId, now) =>
      (await repo.liveVerificationUntil(profileId, loanId, now)) !== null,
  };
}

export const alternateVerificationModule: ApiModule = async (
  app,
  { config, database, clock, messaging, loans },
) => {
  const kit = createIdentityKit({ config, db: database.db, clock, log: app.log, messaging });
  const service = createAlternateVerificationService({
    loans,
    codes: kit.codes,
    guards: createGuardRepo(database.db),
    repo: createAlternateVerificationRepo(database.db),
    messaging: kit.messaging,
    clock,
  });
  await app.register(alternateVerificationRoutes, { service });
};
