/**
 * Sign-in throttling (decision 005): stop password guessing without handing an attacker a lockout.
 *
 * Failures are counted in fixed 15-minute windows by three keys:
 * - the username — one counter for every form of it (email, phone in any form → the profile, else the
 *   normalized username);
 * - the username from one address;
 * - the address, whatever the username.
 * Past a limit an attempt from an unknown source is refused (429 with Retry-After = the window's rest).
 * A source that signed this profile in successfully before is not refused by the username's limit, the
 * one an attacker elsewhere can run up: it is only slowed down. A known device key (a secret the attacker
 * does not hold) is never refused at all, only slowed.
 */
import { MINUTE_MS, SECOND_MS } from '../constants/time-units';
import { liveCount, retryAfterSeconds, type WindowCount } from './throttle-window';

export const SIGN_IN_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  /** failures of one username from anywhere before unknown sources are refused */
  perUsername: 10,
  /** failures of one username from one address before that address is refused for it */
  perUsernameAddress: 5,
  /** failures from one address, any usernames, before the address is refused */
  perAddress: 30,
  /** the delay of a known source past a limit: base · 2^(failures past the limit), at most max */
  slowDownBaseMs: 500,
  slowDownMaxMs: 8 * SECOND_MS,
} as const;

/** Which earlier success vouches for the attempt: the device key, the address, or none. */
export type KnownSource = 'device' | 'address' | null;

export interface SignInThrottleInput {
  nowMs: number;
  username: WindowCount;
  usernameAddress: WindowCount;
  address: WindowCount;
  knownSource: KnownSource;
}

export type SignInThrottleLimit = 'address' | 'usernameAddress' | 'username';

export type SignInThrottleDecision =
  | { kind: 'allow' }
  | { kind: 'slow'; delayMs: number; by: SignInThrottleLimit }
  | { kind: 'refuse'; by: SignInThrottleLimit; retryAfterSeconds: number };

const LIMITS: ReadonlyArray<{ by: SignInThrottleLimit; max: number }> = [
  { by: 'address', max: SIGN_IN_THROTTLE.perAddress },
  { by: 'usernameAddress', max: SIGN_IN_THROTTLE.perUsernameAddress },
  { by: 'username', max: SIGN_IN_THROTTLE.perUsername },
];

/** The delay for a known source that is `excess` failures (≥ 0) past a limit. */
export function slowDownMs(excess: number): number {
  const { slowDownBaseMs, slowDownMaxMs } = SIGN_IN_THROTTLE;
  return Math.min(slowDownMaxMs, slowDownBaseMs * 2 ** Math.min(Math.max(0, excess), 16));
}

/** Whether a known source may pass a limit (slowed) instead of being refused by it. */
function vouched(by: SignInThrottleLimit, knownSource: KnownSource): boolean {
  if (knownSource === 'device') return true;
  return knownSource === 'address' && by === 'username';
}

/** The decision for one sign-in attempt, from the failure counters before it. */
export function signInThrottleDecision(input: SignInThrottleInput): SignInThrottleDecision {
  const { windowMs } = SIGN_IN_THROTTLE;
  const exceeded = LIMITS.map(({ by, max }) => {
    const counter = input[by];
    return { by, counter, excess: liveCount(counter, windowMs, input.nowMs) - max };
  }).filter(({ excess }) => excess >= 0);
  if (exceeded.length === 0) return { kind: 'allow' };
  const refusing = exceeded.filter(({ by }) => !vouched(by, input.knownSource));
  const [first] = refusing;
  if (first) {
    const retryAfter = Math.max(
      ...refusing.map(({ counter }) => retryAfterSeconds(counter, windowMs, input.nowMs)),
    );
    return { kind: 'refuse', by: first.by, retryAfterSeconds: retryAfter };
  }
  const worst = exceeded.reduce((a, b) => (b.excess > a.excess ? b : a));
  return { kind: 'slow', by: worst.by, delayMs: slowDownMs(worst.excess) };
}
