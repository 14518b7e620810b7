/**
 * Adding, listing and removing the signed-in borrower's passkeys (issue 15, decision 019). Discoverable credentials
 * (resident key required, user verification preferred), so a sign-in needs no username; attestation 'none'.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type {
  TPasskey,
  TPasskeyCreationOptions,
  TPasskeyListResponse,
  TPasskeyRegistrationRequest,
} from '@lender/contract';
import { deviceLabelOf, PASSKEY_CHALLENGE_TTL_MS, passkeyNameIssue } from '@lender/domain';
import type { PasskeyConfig } from '../../../passkey-config';
import type { AuthContext } from '../../../plugins/authenticate';
import type { IdentityKit } from '../auth/kit';
import type { Challenges } from './challenges';
import { passkeyErrors } from './errors';
import type { PasskeyRepo } from './repo';
import { passkeyView } from './view';

/** The relying party's name authenticators show beside the passkey. */
export const PASSKEY_RP_NAME = 'Lender self-service';
/** ES256 and RS256: what platform authenticators and security keys offer. */
const ALGORITHMS = [-7, -257];

export interface PasskeyServiceDeps {
  repo: PasskeyRepo;
  challenges: Challenges;
  kit: Pick<IdentityKit, 'identities' | 'guard' | 'clock'>;
  config: PasskeyConfig;
}

/** The relying party, or 503 when this deployment has none configured (production without PASSKEY_RP_ID or APP_ORIGIN). */
export function relyingParty(config: PasskeyConfig): { rpId: string; origins: string[] } {
  if (!config.rpId || config.origins.length === 0) throw passkeyErrors.unavailable();
  return { rpId: config.rpId, origins: config.origins };
}

export function createPasskeyRegistrationService({
  repo,
  challenges,
  kit,
  config,
}: PasskeyServiceDeps) {
  return {
    async options(
      auth: AuthContext,
      deviceKey: string | undefined,
    ): Promise<TPasskeyCreationOptions> {
      const { rpId } = relyingParty(config);
      const aliases = await kit.identities.identitiesOf(auth.profileId);
      const userName =
        (aliases.find((a) => a.kind === 'email') ?? aliases[0])?.value ?? auth.profileId;
      const existing = await repo.passkeysOf(auth.profileId);
      const options = await generateRegistrationOptions({
        rpName: PASSKEY_RP_NAME,
        rpID: rpId,
        userName,
        userID: new TextEncoder().encode(auth.profileId),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await challenges.store(options.challenge, 'registration', {
        profileId: auth.profileId,
        deviceKey,
      });
      return options as TPasskeyCreationOptions;
    },

    async register(
      auth: AuthContext,
      deviceKey: string | undefined,
      body: TPasskeyRegistrationRequest,
      userAgent: string | undefined,
    ): Promise<TPasskey> {
      const { rpId, origins } = relyingParty(config);
      const issue = passkeyNameIssue(body.name);
      if (issue) throw passkeyErrors.name(issue);
      const challenge = await challenges.take(
        body.response.response.clientDataJSON,
        'registration',
        { profileId: auth.profileId, deviceKey },
      );
      if (!challenge) throw passkeyErrors.challenge();
      const verified = await verifyRegistrationResponse({
        response: body.response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verified?.verified) throw passkeyErrors.invalid();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const row = await repo.insert({
        profileId: auth.profileId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name?.trim() ?? null,
        ...deviceLabelOf(userAgent),
        backedUp: credentialBackedUp,
        createdAt: kit.clock(),
      });
      if (!row) throw passkeyErrors.alreadyRegistered();
      await kit.guard.record({ type: 'passkeyAdded', profileId: auth.profileId });
      return passkeyView(row);
    },

    async list(auth: AuthContext): Promise<TPasskeyListResponse> {
      return { passkeys: (await repo.passkeysOf(auth.profileId)).map(passkeyView) };
    },

    /** Another profile's passkey answers as one that does not exist (404). */
    async remove(auth: AuthContext, id: string): Promise<{ removed: true; signedOut: false }> {
      if (!(await repo.remove(auth.profileId, id))) throw passkeyErrors.notFound();
      await kit.guard.record({ type: 'passkeyRemoved', profileId: auth.profileId });
      return { removed: true, signedOut: false };
    },
  };
}

export type PasskeyRegistrationService = ReturnType<typeof createPasskeyRegistrationService>;
