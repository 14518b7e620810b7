/**
 * Sign-in with a passkey alone (issue 15, decision 019): public options (a challenge bound to the caller's device key),
 * then the browser's answer. A verified answer signs the passkey's profile in exactly as a password sign-in does —
 * the same profile checks (domain profileSignInRefusal) and the same session issuer — and, the passkey being a second
 * factor of its own, trusts the device it ran on: no trusted-device code.
 */
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type {
  TPasskeyAuthenticationRequest,
  TPasskeyRequestOptions,
  TSessionResult,
} from '@lender/contract';
import { deviceLabelOf, PASSKEY_CHALLENGE_TTL_MS, profileSignInRefusal } from '@lender/domain';
import type { PasskeyConfig } from '../../../passkey-config';
import { authErrors } from '../../../lib/auth-errors';
import type { IdentityKit } from '../auth/kit';
import { profileRefusalError, type CallerInfo } from '../auth/service';
import type { Challenges } from './challenges';
import { relyingParty } from './registration-service';
import type { PasskeyRepo, PasskeyRow } from './repo';

export interface PasskeySignInDeps {
  repo: PasskeyRepo;
  challenges: Challenges;
  kit: Pick<IdentityKit, 'identities' | 'guard' | 'clock' | 'devices' | 'issuer'>;
  config: PasskeyConfig;
}

export function createPasskeySignInService({ repo, challenges, kit, config }: PasskeySignInDeps) {
  const { identities, guard, devices, issuer, clock } = kit;

  const refuse = async (caller: CallerInfo, reason: string, profileId?: string) => {
    await guard.record({
      type: 'signInFailed',
      profileId: profileId ?? null,
      address: caller.address,
      detail: { method: 'passkey', reason },
    });
  };

  /** Checks the answer against the stored passkey; the new counter, or undefined when it does not verify. */
  async function verify(
    body: TPasskeyAuthenticationRequest,
    challenge: string,
    passkey: PasskeyRow,
  ) {
    const { rpId, origins } = relyingParty(config);
    const result = await verifyAuthenticationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => undefined);
    return result?.verified ? result.authenticationInfo.newCounter : undefined;
  }

  return {
    async options(deviceKey: string | undefined): Promise<TPasskeyRequestOptions> {
      const { rpId } = relyingParty(config);
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        userVerification: 'preferred',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      });
      await challenges.store(options.challenge, 'authentication', { profileId: null, deviceKey });
      return options as TPasskeyRequestOptions;
    },

    async authenticate(
      body: TPasskeyAuthenticationRequest,
      caller: CallerInfo,
    ): Promise<TSessionResult> {
      relyingParty(config);
      const challenge = await challenges.take(
        body.response.response.clientDataJSON,
        'authentication',
        { profileId: null, deviceKey: caller.deviceKey },
      );
      if (!challenge) {
        await refuse(caller, 'passkeyChallenge');
        throw authErrors.passkeyChallengeInvalid();
      }
      const passkey = await repo.byCredentialId(body.response.id);
      const newCounter = passkey ? await verify(body, challenge, passkey) : undefined;
      if (
        !passkey ||
        newCounter === undefined ||
        !(await repo.recordUse(passkey.id, passkey.counter, newCounter, clock()))
      ) {
        await refuse(caller, passkey ? 'passkeyInvalid' : 'passkeyUnknown', passkey?.profileId);
        throw authErrors.passkeyNotRecognized();
      }
      const profile = await identities.profileById(passkey.profileId);
      if (!profile) throw authErrors.passkeyNotRecognized();
      const refusal = profileSignInRefusal(profile);
      if (refusal) {
        await refuse(caller, refusal, profile.id);
        throw profileRefusalError(refusal);
      }
      const rememberMe = body.rememberMe ?? false;
      const known = await devices.deviceForSignIn(
        profile.id,
        caller.deviceKey,
        rememberMe,
        deviceLabelOf(caller.userAgent),
      );
      const device = known.trusted ? known : await devices.trust(known);
      await guard.record({
        type: 'signIn',
        profileId: profile.id,
        address: caller.address,
        detail: { method: 'passkey', rememberMe, trustedDevice: known.trusted },
      });
      if (!known.trusted)
        await guard.record({
          type: 'deviceTrusted',
          profileId: profile.id,
          detail: { by: 'passkey' },
        });
      return issuer.issue(profile.id, device, rememberMe);
    },
  };
}

export type PasskeySignInService = ReturnType<typeof createPasskeySignInService>;
