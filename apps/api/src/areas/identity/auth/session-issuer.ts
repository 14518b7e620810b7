/**
 * Builds the spec §3 Session result: a session row (sid), a refresh token in a new family, and
 * signed access and id tokens. Refresh rotates the token; a reused token revokes its family.
 */
import { randomUUID } from 'node:crypto';
import type { TSessionResult } from '@lender/contract';
import type { Clock } from '../../../lib/clock';
import { profileAttributes } from './attributes';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityRepo } from './identity-repo';
import type { DeviceRow, SessionRepo } from './session-repo';
import type { SignInGuard } from './sign-in-guard';
import { randomToken, sha256, type TokenIssuer } from './tokens';

export const REMEMBERED_REFRESH_MS = 30 * 24 * 3_600_000;
export const SHORT_REFRESH_MS = 12 * 3_600_000;

export interface ServiceConfig {
  region: string;
  userPoolId: string;
  clientId: string;
}

export interface GuestGrant {
  loanId: string;
  path: string;
  guestPayment: boolean;
  /** the link's expiry: the session ends then at the latest */
  until: Date;
}

export interface SessionIssuerDeps {
  sessions: SessionRepo;
  identities: Pick<IdentityRepo, 'profileById' | 'identitiesOf' | 'customerOf'>;
  tokens: TokenIssuer;
  guard: Pick<SignInGuard, 'record'>;
  clock: Clock;
  serviceConfig: ServiceConfig;
}

export function createSessionIssuer({
  sessions,
  identities,
  tokens,
  guard,
  clock,
  serviceConfig,
}: SessionIssuerDeps) {
  async function result(
    profileId: string,
    sessionId: string,
    refreshToken: string,
    device: DeviceRow,
    guest?: GuestGrant,
  ): Promise<TSessionResult> {
    const attributes = await profileAttributes(identities, profileId);
    if (!attributes) throw authErrors.invalidSession();
    const access = guest
      ? {
          sub: profileId,
          sid: sessionId,
          scope: 'guest' as const,
          loanId: guest.loanId,
          path: guest.path,
          guestPayment: guest.guestPayment,
        }
      : { sub: profileId, sid: sessionId, scope: 'user' as const };
    const [accessToken, idToken] = await Promise.all([
      tokens.signAccessToken(access),
      tokens.signIdToken(attributes.claims),
    ]);
    return {
      accessToken,
      idToken,
      refreshToken,
      deviceKey: device.deviceKey,
      deviceGroupKey: device.deviceGroupKey,
      expiresIn: tokens.accessTtlSeconds,
      serviceConfig,
    };
  }

  async function newRefreshToken(
    familyId: string,
    sessionId: string,
    profileId: string,
    expiresAt: Date,
  ) {
    const token = randomToken();
    await sessions.insertRefreshToken({
      tokenHash: sha256(token),
      familyId,
      sessionId,
      profileId,
      expiresAt,
      now: clock(),
    });
    return token;
  }

  return {
    async issue(
      profileId: string,
      device: DeviceRow,
      rememberMe: boolean,
      guest?: GuestGrant,
    ): Promise<TSessionResult> {
      const now = clock();
      const lifetime = rememberMe ? REMEMBERED_REFRESH_MS : SHORT_REFRESH_MS;
      const expiresAt =
        guest && guest.until.getTime() < now.getTime() + lifetime
          ? guest.until
          : new Date(now.getTime() + lifetime);
      const session = await sessions.createSession({
        profileId,
        deviceId: device.id,
        scope: guest ? 'guest' : 'user',
        guestLoanId: guest?.loanId,
        guestPath: guest?.path,
        guestPayment: guest?.guestPayment,
        rememberMe,
        expiresAt,
        now,
      });
      const refreshToken = await newRefreshToken(randomUUID(), session.id, profileId, expiresAt);
      return result(profileId, session.id, refreshToken, device, guest);
    },

    /** Rotates the refresh token. A token already rotated is a reuse: its whole family is revoked. */
    async refresh(refreshToken: string): Promise<TSessionResult> {
      const now = clock();
      const row = await sessions.refreshTokenByHash(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime())
        throw authErrors.invalidSession();
      if (row.rotatedAt || !(await sessions.markRotated(row.id, now))) {
        await sessions.revokeFamily(row.familyId, now);
        await guard.record({ type: 'refreshReuse', profileId: row.profileId });
        throw authErrors.invalidSession();
      }
      const context = await sessions.sessionContext(row.sessionId);
      const session = context?.session;
      if (!session || session.revokedAt || !session.deviceId || context.status !== 'active')
        throw authErrors.invalidSession();
      const device = await sessions.deviceById(session.deviceId);
      if (!device || device.revokedAt) throw authErrors.invalidSession();
      const next = await newRefreshToken(row.familyId, row.sessionId, row.profileId, row.expiresAt);
      await guard.record({ type: 'refresh', profileId: row.profileId });
      const guest =
        session.scope === 'guest' && session.guestLoanId && session.guestPath
          ? {
              loanId: session.guestLoanId,
              path: session.guestPath,
              guestPayment: session.guestPayment,
              until: session.expiresAt,
            }
          : undefined;
      return result(row.profileId, session.id, next, device, guest);
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;
