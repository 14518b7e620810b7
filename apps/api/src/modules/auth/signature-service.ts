/**
 * POST /signatureAuth: a signed link (HMAC over profileId, expiration, path, guest) grants a guest
 * session for the one loan its path names, until the link expires at the latest.
 */
import type { TSessionResult, TSignatureAuthRequest } from '@lender/contract';
import { ValidationError } from '../../lib/errors';
import { AuthError, authErrors } from './errors';
import type { IdentityKit } from './kit';
import { isValidLinkSignature, loanIdOfPath } from './link-signature';
import { AuthErrorCode } from '@lender/domain';

export function createSignatureService(kit: IdentityKit) {
  const { identities, devices, issuer, guard, clock } = kit;
  return {
    async signatureAuth(body: TSignatureAuthRequest, address: string): Promise<TSessionResult> {
      const { signature, ...fields } = body;
      if (!isValidLinkSignature(fields, signature, kit.secret())) {
        await guard.record({ type: 'signInFailed', profileId: null, address, detail: { via: 'signatureAuth', reason: 'badSignature' } });
        throw authErrors.invalidSignature();
      }
      if (fields.expiration * 1000 <= clock().getTime()) {
        await guard.record({ type: 'signInFailed', profileId: fields.profileId, address, detail: { via: 'signatureAuth', reason: 'expired' } });
        throw new AuthError(401, AuthErrorCode.InvalidSignature, 'The link has expired.');
      }
      const loanId = loanIdOfPath(fields.path);
      if (!loanId) throw new ValidationError('must be a loan path such as /inl/Accounts/<loanId>/MakePayment', 'body.path');
      const profile = await identities.profileById(fields.profileId);
      if (!profile || profile.status === 'locked') throw authErrors.invalidSignature();
      const device = await devices.deviceForSignIn(profile.id, undefined, false);
      await guard.record({ type: 'signatureAuth', profileId: profile.id, address, detail: { guest: fields.guest } });
      return issuer.issue(profile.id, device, false, { loanId, path: fields.path, guestPayment: fields.guest, until: new Date(fields.expiration * 1000) });
    },
  };
}

export type SignatureService = ReturnType<typeof createSignatureService>;
