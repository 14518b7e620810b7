/**
 * UpdateUser (spec §2 UpdateUser group, §6 canUpdateUserLogin and the editing phone and email flag): change the
 * sign-in email or phone with a code. Either one off: no change (canUpdateUserLogin answers false).
 */
import type { ServerSettings } from '@lender/domain';
import type {
  TCodeSentResponse,
  TLanguage,
  TUpdateUserRequest,
  TUserAliasesResponse,
} from '@lender/contract';
import type { IdentityKind } from '../../../db/schema';
import { customerIdsOf, type LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { AuthContext } from '../../../plugins/authenticate';
import { deliverCode } from '../auth/deliver-code';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from '../auth/kit';
import { parseUsername } from '../../../lib/username';
import { sendOldAliasNotice } from './old-alias-notice';

export function createUserUpdateService(
  kit: IdentityKit,
  settings: () => Promise<Pick<ServerSettings, 'editPhoneAndEmail'>>,
  loans: Pick<LoanSystemRegistry, 'adapter'>,
) {
  const { identities, codes, messaging, guard, clock } = kit;

  async function aliases(profileId: string): Promise<TUserAliasesResponse> {
    const profile = await identities.profileById(profileId);
    const [rows, customer, flags] = await Promise.all([
      identities.identitiesOf(profileId),
      identities.customerOf(profile?.customerId ?? null),
      settings(),
    ]);
    const email = rows.find((r) => r.kind === 'email');
    const phone = rows.find((r) => r.kind === 'phone');
    return {
      email: email?.value ?? null,
      emailVerified: Boolean(email?.verified),
      phone: phone?.value ?? null,
      phoneVerified: Boolean(phone?.verified),
      canUpdateUserLogin: (customer?.canUpdateUserLogin ?? true) && flags.editPhoneAndEmail,
    };
  }

  async function assertMayUpdate(profileId: string) {
    if (!(await aliases(profileId)).canUpdateUserLogin)
      throw authErrors.accessDenied(
        'Your sign-in cannot be changed online. Please contact customer service.',
      );
  }

  return {
    aliases: (auth: AuthContext) => aliases(auth.profileId),

    /** A code to the new alias; it replaces the old alias of its kind once confirmed. */
    async requestChange(
      auth: AuthContext,
      body: TUpdateUserRequest,
      language: TLanguage = 'en',
    ): Promise<TCodeSentResponse> {
      await assertMayUpdate(auth.profileId);
      const { kind, value } = parseUsername(body.newAlias);
      if (await identities.findByIdentity(kind, value)) throw authErrors.usernameExists();
      const code = await codes.issue(auth.profileId, 'updateUser', { kind, value });
      return {
        codeDelivery: await deliverCode(messaging, {
          kind,
          to: value,
          voice: body.voice,
          template: 'updateUserCode',
          code,
          language,
        }),
      };
    },

    /** Replaces the alias, then tells the old address (in the language of the request that confirmed). */
    async confirmChange(
      auth: AuthContext,
      code: string,
      language: TLanguage = 'en',
    ): Promise<TUserAliasesResponse> {
      await assertMayUpdate(auth.profileId);
      const subject = await codes.consume(auth.profileId, 'updateUser', code);
      const kind = subject?.kind as IdentityKind | undefined;
      const value = subject?.value;
      if ((kind !== 'email' && kind !== 'phone') || !value) throw authErrors.expiredCode();
      const taken = await identities.findByIdentity(kind, value);
      if (taken && taken.profile.id !== auth.profileId) throw authErrors.usernameExists();
      const old = (await identities.identitiesOf(auth.profileId)).find((row) => row.kind === kind);
      // her customer record's contact follows, in the loan systems first (decision 076): one out of reach answers 503
      // before anything changes here (her code is spent: she asks for another)
      await Promise.all(
        customerIdsOf(auth).map(([system, customerId]) =>
          loans.adapter(system).updateCustomer(customerId, { [kind]: value }),
        ),
      );
      await identities.replaceIdentity(auth.profileId, kind, value, clock());
      await guard.record({ type: 'userUpdated', profileId: auth.profileId, usernameKind: kind });
      if (old && old.value !== value)
        await sendOldAliasNotice(messaging, {
          kind,
          oldValue: old.value,
          newValue: value,
          language,
        });
      return aliases(auth.profileId);
    },
  };
}

export type UserUpdateService = ReturnType<typeof createUserUpdateService>;
