/**
 * Access and id tokens: HS256 JWTs signed with AUTH_SECRET (jose). Refresh tokens and device keys
 * are opaque random strings; only their SHA-256 hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../../../lib/clock';
import { createHs256Verifier } from '../../../lib/hs256-jwt';

export const TOKEN_ISSUER = 'lender-identity';
export const TOKEN_AUDIENCE = 'lender-self-service';

export type TokenScope = 'user' | 'guest';

export interface AccessClaims {
  sub: string;
  sid: string;
  scope: TokenScope;
  /** guest sessions only */
  loanId?: string;
  path?: string;
  guestPayment?: boolean;
}

/** Spec §3 User attributes, as the id token carries them. */
export interface IdTokenClaims {
  sub: string;
  customer_id: string | null;
  mdm_id: string | null;
  lms_customer_ids: string | null;
  show_paid_off: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  email: string | null;
  email_verified: boolean;
  non_customer_refer: boolean;
  'custom:loan_state': string | null;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function createTokenIssuer({
  secret,
  accessTtlSeconds,
  clock,
}: {
  secret: () => Uint8Array;
  accessTtlSeconds: number;
  clock: Clock;
}) {
  // every request verifies an access token: synchronously, with the checks of jose's jwtVerify (lib/hs256-jwt.ts)
  const verifyHs256 = createHs256Verifier(secret);
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const sign = (claims: Record<string, unknown>, subject: string, typ: string) => {
    const iat = nowSeconds();
    return new SignJWT({ ...claims, token_use: typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTtlSeconds)
      .sign(secret());
  };

  return {
    accessTtlSeconds,
    signAccessToken({ sub, ...claims }: AccessClaims): Promise<string> {
      return sign(claims, sub, 'access');
    },
    signIdToken({ sub, ...claims }: IdTokenClaims): Promise<string> {
      return sign(claims, sub, 'id');
    },
    /** The claims of a valid, unexpired access token, else undefined. */
    async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
      try {
        const payload = verifyHs256(token, {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
        });
        if (!payload) return undefined;
        if (
          payload.token_use !== 'access' ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string'
        )
          return undefined;
        if (payload.scope !== 'user' && payload.scope !== 'guest') return undefined;
        const claims: AccessClaims = { sub: payload.sub, sid: payload.sid, scope: payload.scope };
        if (payload.scope === 'guest') {
          if (typeof payload.loanId !== 'string' || typeof payload.path !== 'string')
            return undefined;
          Object.assign(claims, {
            loanId: payload.loanId,
            path: payload.path,
            guestPayment: payload.guestPayment === true,
          });
        }
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
