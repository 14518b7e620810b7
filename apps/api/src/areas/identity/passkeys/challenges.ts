/**
 * Passkey challenges (decision 019): the options calls store theirs (good PASSKEY_CHALLENGE_TTL_MS, once, bound to the
 * device key that asked and, for a registration, the profile); an answer names its challenge inside clientDataJSON,
 * which the server reads, takes for good, and only then hands to @simplewebauthn to check signature and origin.
 */
import { PASSKEY_CHALLENGE_TTL_MS } from '@lender/domain';
import type { PasskeyChallengePurpose } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { PasskeyRepo } from './repo';

export interface ChallengeBinding {
  profileId: string | null;
  deviceKey: string | undefined;
}

/** The challenge an answer's clientDataJSON names, or undefined when it is not readable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge !== '' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

export function createChallenges({ repo, clock }: { repo: PasskeyRepo; clock: Clock }) {
  return {
    async store(challenge: string, purpose: PasskeyChallengePurpose, binding: ChallengeBinding) {
      const now = clock();
      await repo.insertChallenge({
        challenge,
        purpose,
        profileId: binding.profileId,
        deviceKey: binding.deviceKey ?? null,
        expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
        now,
      });
    },
    /** Takes the answer's challenge (single use): true only when it was live, of this purpose and bound to this caller. */
    async take(
      clientDataJSON: string,
      purpose: PasskeyChallengePurpose,
      binding: ChallengeBinding,
    ): Promise<string | undefined> {
      const challenge = challengeOf(clientDataJSON);
      if (!challenge) return undefined;
      const row = await repo.consumeChallenge(challenge, purpose, clock());
      if (
        !row ||
        row.profileId !== binding.profileId ||
        row.deviceKey !== (binding.deviceKey ?? null)
      )
        return undefined;
      return challenge;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
