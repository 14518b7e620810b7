/**
 * Sign-in throttling (decision 005; the arithmetic is the domain's signInThrottleDecision) and the sign-in
 * event record (table + log). Events never hold a password, token or code.
 *
 * Failures count against three fixed-window keys: the username (one key per profile, so the email and every
 * phone form share it; the normalized username when no profile has it), the username from this address, and
 * the address. A device key or address that signed the profile in before is slowed down past the username's
 * limit instead of refused, so an attacker elsewhere cannot lock the borrower out.
 *
 * Every attempt is counted BEFORE its password is checked (the counters' upsert is atomic), and the decision
 * reads the counts as they stood before it: parallel guesses cannot all slip past one stale read. An attempt
 * whose password proves right (or that is refused unchecked) takes its count back.
 */
import { setTimeout as wait } from 'node:timers/promises';
import {
  NO_HITS,
  SIGN_IN_THROTTLE,
  signInThrottleDecision,
  type KnownSource,
  type UsernameKind,
} from '@lender/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock';
import { authErrors } from '../../../lib/auth-errors';
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
  | 'deviceRemoved'
  | 'passkeyAdded'
  | 'passkeyRemoved'
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

type GuardRepoPart = Pick<
  GuardRepo,
  'hit' | 'unhit' | 'clearHits' | 'insertEvent' | 'hasSignedInFrom'
>;

export function createSignInGuard({
  repo,
  clock,
  log,
}: {
  repo: GuardRepoPart;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const windowStart = () => new Date(clock().getTime() - SIGN_IN_THROTTLE.windowMs);
  const keysOf = (subject: SignInSubject) => {
    const user = subject.profileId
      ? `signin:profile:${subject.profileId}`
      : `signin:user:${subject.username.kind}:${subject.username.value}`;
    return {
      username: user,
      usernameAddress: `${user}|addr:${subject.address}`,
      address: `signin:addr:${subject.address}`,
    };
  };
  const takeBack = async (keys: readonly string[]) => {
    for (const key of keys) await repo.unhit(key);
  };

  async function record(event: AuthEvent) {
    await repo.insertEvent({ ...event, now: clock() });
    log.info(
      {
        authEvent: event.type,
        profileId: event.profileId ?? undefined,
        usernameKind: event.usernameKind,
        detail: event.detail,
      },
      `auth event: ${event.type}`,
    );
  }

  return {
    record,
    /** Whether the profile signed in successfully from this address before. */
    signedInFrom: (profileId: string, address: string) => repo.hasSignedInFrom(profileId, address),
    /**
     * Before the password is checked: counts the attempt, then throws TooManyRequests (with Retry-After) when a
     * limit refuses it, or waits first when it comes from a known source past a limit.
     */
    async admit(subject: SignInSubject) {
      const keys = keysOf(subject);
      const now = clock();
      const [username, usernameAddress, address] = await Promise.all(
        [keys.username, keys.usernameAddress, keys.address].map(async (key) => {
          const counted = await repo.hit(key, windowStart(), now);
          return { ...counted, count: counted.count - 1 };
        }),
      );
      const decision = signInThrottleDecision({
        nowMs: now.getTime(),
        username: username ?? NO_HITS,
        usernameAddress: usernameAddress ?? NO_HITS,
        address: address ?? NO_HITS,
        knownSource: subject.knownSource,
      });
      if (decision.kind === 'allow') return;
      const event = {
        profileId: subject.profileId ?? null,
        usernameKind: subject.username.kind,
        address: subject.address,
      };
      if (decision.kind === 'refuse') {
        await takeBack([keys.username, keys.usernameAddress, keys.address]);
        await record({
          type: 'signInThrottled',
          ...event,
          detail: { by: decision.by, retryAfterSeconds: decision.retryAfterSeconds },
        });
        throw authErrors.tooManySignIns(decision.retryAfterSeconds);
      }
      await record({
        type: 'signInSlowed',
        ...event,
        detail: { by: decision.by, knownSource: subject.knownSource, delayMs: decision.delayMs },
      });
      await wait(decision.delayMs);
    },
    /** A wrong password or unknown username: the attempt admit counted stays counted. */
    async failed(_subject: SignInSubject, event: AuthEvent) {
      await record(event);
    },
    /**
     * The password was right: the attempt is no failure (its username and address counts are taken back), and
     * this source's own failures are forgotten; the username's other failures stay (an attacker elsewhere gets
     * no fresh guesses).
     */
    async passwordAccepted(subject: SignInSubject) {
      const keys = keysOf(subject);
      await takeBack([keys.username, keys.address]);
      await repo.clearHits(keys.usernameAddress);
    },
    async succeeded(_subject: SignInSubject, event: AuthEvent) {
      await record(event);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
