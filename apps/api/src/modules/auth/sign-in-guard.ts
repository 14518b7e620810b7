/**
 * Sign-in throttling (per username: 5 failures in 15 minutes; per address: 30 in 15 minutes) and
 * the sign-in event record (table + log). Events never hold a password, token or code.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { authErrors } from './errors';
import type { GuardRepo } from './guard-repo';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export type AuthEventType =
  | 'signIn'
  | 'signInFailed'
  | 'signInThrottled'
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

export function createSignInGuard({ repo, clock, log }: { repo: Pick<GuardRepo, 'hit' | 'hits' | 'clearHits' | 'insertEvent'>; clock: Clock; log: FastifyBaseLogger }) {
  const windowStart = () => new Date(clock().getTime() - SIGN_IN_WINDOW_MS);
  const userKey = (username: string) => `signin:user:${username}`;
  const addressKey = (address: string) => `signin:addr:${address}`;

  async function record(event: AuthEvent) {
    await repo.insertEvent({ ...event, now: clock() });
    log.info({ authEvent: event.type, profileId: event.profileId ?? undefined, usernameKind: event.usernameKind, detail: event.detail }, `auth event: ${event.type}`);
  }

  return {
    record,
    /** Throws TooManyRequests when the username or the address has too many recent failures. */
    async assertAllowed(username: string, address: string, usernameKind: 'email' | 'phone') {
      const [byUser, byAddress] = await Promise.all([repo.hits(userKey(username), windowStart()), repo.hits(addressKey(address), windowStart())]);
      if (byUser >= MAX_FAILURES_PER_USERNAME || byAddress >= MAX_FAILURES_PER_ADDRESS) {
        await record({ type: 'signInThrottled', usernameKind, address, detail: { by: byUser >= MAX_FAILURES_PER_USERNAME ? 'username' : 'address' } });
        throw authErrors.tooManySignIns();
      }
    },
    async failed(username: string, address: string, event: AuthEvent) {
      const now = clock();
      await Promise.all([repo.hit(userKey(username), windowStart(), now), repo.hit(addressKey(address), windowStart(), now)]);
      await record(event);
    },
    async succeeded(username: string, event: AuthEvent) {
      await repo.clearHits(userKey(username));
      await record(event);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
