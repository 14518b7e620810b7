/**
 * Sign-in throttling (decision 005; the arithmetic is the domain's signInThrottleDecision) and the sign-in
 * event record (table + log). Events never hold a password, token or code.
 *
 * Failures count against three fixed-window keys: the username (one key per profile, so the email and every
 * phone form share it; the normalized username when no profile has it), the username from this address, and
 * the address. A device key or address that signed the profile in before is slowed down past the username's
 * limit instead of refused, so an attacker elsewhere cannot lock the borrower out.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { NO_HITS, SIGN_IN_THROTTLE, signInThrottleDecision, type KnownSource, type UsernameKind } from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { authErrors } from './errors';
import type { GuardRepo } from './guard-repo';

export type AuthEventType =
  | 'signIn'
  | 'signInFailed'
  | 'signInThrottled'
  | 'signInSlowed'
  | 'signOut'
  | 'deviceSignOut'
  | 'refresh'
  | 'refreshReuse'
  | 'deviceKeyAuth'
  | 'signatureAuth'
  | 'registered'
  | 'verified'
  | 'passwordResetRequested'
  | 'passwordChanged'
  | 'deviceTrusted'
  | 'userUpdated';

export interface AuthEvent {
  type: AuthEventType;
  profileId?: string | null;
  usernameKind?: 'email' | 'phone';
  address?: string;
  /** reason, flow, legacy flag… never a secret */
  detail?: Record<string, string | number | boolean | null>;
}

/** Who is signing in, as the throttle sees it. */
export interface SignInSubject {
  /** the profile the username belongs to, if any */
  profileId: string | undefined;
  /** the normalized username (used when no profile has it) */
  username: { kind: UsernameKind; value: string };
  address: string;
  /** how an earlier success vouches for this attempt, if at all */
  knownSource: KnownSource;
}

type GuardRepoPart = Pick<GuardRepo, 'hit' | 'counters' | 'clearHits' | 'insertEvent' | 'hasSignedInFrom'>;

export function createSignInGuard({ repo, clock, log }: { repo: GuardRepoPart; clock: Clock; log: FastifyBaseLogger }) {
  const windowStart = () => new Date(clock().getTime() - SIGN_IN_THROTTLE.windowMs);
  const keysOf = (subject: SignInSubject) => {
    const user = subject.profileId ? `signin:profile:${subject.profileId}` : `signin:user:${subject.username.kind}:${subject.username.value}`;
    return { username: user, usernameAddress: `${user}|addr:${subject.address}`, address: `signin:addr:${subject.address}` };
  };

  async function record(event: AuthEvent) {
    await repo.insertEvent({ ...event, now: clock() });
    log.info({ authEvent: event.type, profileId: event.profileId ?? undefined, usernameKind: event.usernameKind, detail: event.detail }, `auth event: ${event.type}`);
  }

  return {
    record,
    /** Whether the profile signed in successfully from this address before. */
    signedInFrom: (profileId: string, address: string) => repo.hasSignedInFrom(profileId, address),
    /**
     * Before the password is checked: throws TooManyRequests (with Retry-After) when a limit refuses this
     * attempt; waits first when the attempt comes from a known source past a limit.
     */
    async admit(subject: SignInSubject) {
      const keys = keysOf(subject);
      const [username = NO_HITS, usernameAddress = NO_HITS, address = NO_HITS] = await repo.counters([keys.username, keys.usernameAddress, keys.address]);
      const decision = signInThrottleDecision({ nowMs: clock().getTime(), username, usernameAddress, address, knownSource: subject.knownSource });
      if (decision.kind === 'allow') return;
      const event = { profileId: subject.profileId ?? null, usernameKind: subject.username.kind, address: subject.address };
      if (decision.kind === 'refuse') {
        await record({ type: 'signInThrottled', ...event, detail: { by: decision.by, retryAfterSeconds: decision.retryAfterSeconds } });
        throw authErrors.tooManySignIns(decision.retryAfterSeconds);
      }
      await record({ type: 'signInSlowed', ...event, detail: { by: decision.by, knownSource: subject.knownSource, delayMs: decision.delayMs } });
      await wait(decision.delayMs);
    },
    async failed(subject: SignInSubject, event: AuthEvent) {
      const now = clock();
      const keys = keysOf(subject);
      await Promise.all([keys.username, keys.usernameAddress, keys.address].map((key) => repo.hit(key, windowStart(), now)));
      await record(event);
    },
    /** A success forgets this source's own failures; the username's count stays (an attacker elsewhere gets no fresh guesses). */
    async succeeded(subject: SignInSubject, event: AuthEvent) {
      await repo.clearHits(keysOf(subject).usernameAddress);
      await record(event);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
