/** Password recovery (spec §7 resetpassword, confirmpassword) and the password policy (spec §5). */
import type {
  TCodeSentResponse,
  TConfirmPasswordRequest,
  TLanguage,
  TPasswordPolicyResponse,
  TResetPasswordRequest,
} from '@lender/contract';
import { hashPassword } from '../../../lib/crypto';
import { deliverCode } from '../auth/deliver-code';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from '../auth/kit';
import { assertPasswordAcceptable, SERVER_PASSWORD_POLICY } from '../auth/password-policy';
import { parseUsername } from '../../../lib/username';

export function createPasswordRecoveryService(kit: IdentityKit) {
  const { identities, sessions, codes, messaging, guard, clock } = kit;

  async function profileOf(username: string) {
    const { kind, value } = parseUsername(username);
    const found = await identities.findByIdentity(kind, value);
    if (!found) throw authErrors.userNotFound(username);
    return { kind, value, profile: found.profile };
  }

  return {
    passwordPolicy: (): TPasswordPolicyResponse => ({ ...SERVER_PASSWORD_POLICY }),

    /** A reset code to the username's email or phone. */
    async resetPassword(
      body: TResetPasswordRequest,
      language: TLanguage = 'en',
    ): Promise<TCodeSentResponse> {
      const { kind, value, profile } = await profileOf(body.username);
      if (profile.status === 'locked') throw authErrors.locked();
      const code = await codes.issue(profile.id, 'resetPassword');
      const codeDelivery = await deliverCode(messaging, {
        kind,
        to: value,
        voice: body.voice,
        template: 'passwordResetCode',
        code,
        language,
      });
      await guard.record({
        type: 'passwordResetRequested',
        profileId: profile.id,
        usernameKind: kind,
      });
      return { codeDelivery };
    },

    /** Sets the new password; every session, refresh family and device of the profile ends. */
    async confirmPassword(body: TConfirmPasswordRequest): Promise<{ passwordChanged: true }> {
      const { kind, profile } = await profileOf(body.username);
      if (profile.status === 'locked') throw authErrors.locked();
      assertPasswordAcceptable(body.password);
      await codes.consume(profile.id, 'resetPassword', body.code);
      const now = clock();
      await identities.setPassword(profile.id, await hashPassword(body.password), now);
      // the code reached this email or phone: it is verified
      await identities.markVerified(profile.id, kind, now);
      await sessions.revokeEverything(profile.id, now);
      await guard.record({ type: 'passwordChanged', profileId: profile.id, usernameKind: kind });
      return { passwordChanged: true };
    },
  };
}

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;
