/**
 * The identity area's answer to the authenticate plugin: the session of a bearer access token — signature and
 * expiry, then the session row (a signed-out, revoked or expired session is no session; a guest's claims must
 * match its session's loan). A valid session of a locked profile is no session, and says so (`profileLocked`).
 */
import type { AppConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { AuthContext, SessionCheck, VerifySession } from '../../../plugins/authenticate';
import { authSecretOf } from './kit';
import { createSessionRepo } from './session-repo';
import { createTokenIssuer } from './tokens';

export interface SessionVerifierOptions {
  config: Pick<AppConfig, 'authSecret' | 'accessTokenTtlSeconds'>;
  db: DbOrTx;
  clock: Clock;
}

export function createSessionVerifier({
  config,
  db,
  clock,
}: SessionVerifierOptions): VerifySession {
  const encoder = new TextEncoder();
  const tokens = createTokenIssuer({
    secret: () => encoder.encode(authSecretOf(config)),
    accessTtlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const sessions = createSessionRepo(db);
  const none: SessionCheck = { auth: undefined, profileLocked: false };

  return async (accessToken) => {
    const claims = await tokens.verifyAccessToken(accessToken);
    if (!claims) return none;
    const context = await sessions.sessionContext(claims.sid);
    const session = context?.session;
    if (!session || session.revokedAt || session.expiresAt.getTime() <= clock().getTime())
      return none;
    if (session.profileId !== claims.sub || session.scope !== claims.scope) return none;
    if (context.status !== 'active')
      return { auth: undefined, profileLocked: context.status === 'locked' };
    const auth: AuthContext = {
      profileId: claims.sub,
      sessionId: claims.sid,
      scope: claims.scope,
      deviceTrusted: context.deviceTrusted,
    };
    if (context.customerId) auth.customerId = context.customerId;
    if (context.nlsCustomerId) auth.nlsCustomerId = context.nlsCustomerId;
    if (context.tlxeCustomerId) auth.tlxeCustomerId = context.tlxeCustomerId;
    if (claims.scope === 'guest') {
      if (!claims.loanId || claims.loanId !== session.guestLoanId || !claims.path) return none;
      auth.guest = {
        loanId: claims.loanId,
        path: claims.path,
        guestPayment: claims.guestPayment === true,
      };
    }
    return { auth, profileLocked: false };
  };
}
