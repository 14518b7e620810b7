/**
 * POST /signatureAuth: a signed link (HMAC over profileId, expiration, path, guest) grants a guest
 * session for the one loan its path names, until the link expires at the latest. A link is
 * single-use: its first use creates the session, any later use answers 410 LinkAlreadyUsedException
 * (the browser that used it keeps the session it got; see README "Guest payment link").
 */
import type { TSessionResult, TSignatureAuthRequest } from '@lender/contract';
import { ValidationError } from '../../../lib/errors';
import { AuthError, authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from './kit';
import { isValidLinkSignature, loanIdOfPath } from './link-signature';
import { sha256 } from './tokens';
import { AuthErrorCode } from '@lender/domain';

export function createSignatureService(kit: IdentityKit) {
  const { identities, devices, issuer, guard, sessions, clock } = kit;
  return {
    async signatureAuth(body: TSignatureAuthRequest, address: string): Promise<TSessionResult> {
      const { signature, ...fields } = body;
      if (!isValidLinkSignature(fields, signature, kit.secret())) {
        await guard.record({
          type: 'signInFailed',
          profileId: null,
          address,
          detail: { via: 'signatureAuth', reason: 'badSignature' },
        });
        throw authErrors.invalidSignature();
      }
      if (fields.expiration * 1000 <= clock().getTime()) {
        await guard.record({
          type: 'signInFailed',
          profileId: fields.profileId,
          address,
          detail: { via: 'signatureAuth', reason: 'expired' },
        });
        throw new AuthError(401, AuthErrorCode.InvalidSignature, 'The link has expired.');
      }
      const loanId = loanIdOfPath(fields.path);
      if (!loanId)
        throw new ValidationError(
          'must be a loan path such as /inl/Accounts/<loanId>/MakePayment',
          'body.path',
        );
      const profile = await identities.profileById(fields.profileId);
      if (!profile || profile.status === 'locked') throw authErrors.invalidSignature();
      const until = new Date(fields.expiration * 1000);
      const signatureHash = sha256(signature);
      if (
        !(await sessions.claimSignedLink({
          signatureHash,
          profileId: profile.id,
          expiresAt: until,
          now: clock(),
        }))
      ) {
        await guard.record({
          type: 'signInFailed',
          profileId: profile.id,
          address,
          detail: { via: 'signatureAuth', reason: 'linkUsed' },
        });
        throw authErrors.linkAlreadyUsed();
      }
      try {
        const device = await devices.deviceForSignIn(profile.id, undefined, false);
        const session = await issuer.issue(profile.id, device, false, {
          loanId,
          path: fields.path,
          guestPayment: fields.guest,
          until,
        });
        await guard.record({
          type: 'signatureAuth',
          profileId: profile.id,
          address,
          detail: { guest: fields.guest },
        });
        return session;
      } catch (error) {
        // no session came of it: the link stays usable
        await sessions.releaseSignedLink(signatureHash);
        throw error;
      }
    },
  };
}

export type SignatureService = ReturnType<typeof createSignatureService>;
