import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeSendDecision, CODE_SEND_THROTTLE } from './code-send-throttle';
import {
  signInThrottleDecision,
  slowDownMs,
  SIGN_IN_THROTTLE,
  type KnownSource,
  type SignInThrottleInput,
} from './sign-in-throttle';
import { liveCount, NO_HITS, retryAfterSeconds } from './throttle-window';

const { windowMs, perUsername, perUsernameAddress, perAddress } = SIGN_IN_THROTTLE;
const NOW = 1_800_000_000_000;
const hits = (count: number, agoMs = 60_000) => ({ count, windowStartMs: NOW - agoMs });
const input = (over: Partial<SignInThrottleInput>): SignInThrottleInput => ({
  nowMs: NOW,
  username: NO_HITS,
  usernameAddress: NO_HITS,
  address: NO_HITS,
  knownSource: null,
  ...over,
});

describe('fixed windows', () => {
  it('counts hits only inside the window and waits whole seconds to its end', () => {
    expect(liveCount(hits(3, windowMs - 1), windowMs, NOW)).toBe(3);
    expect(liveCount(hits(3, windowMs), windowMs, NOW)).toBe(0);
    expect(retryAfterSeconds(hits(3, 60_000), windowMs, NOW)).toBe(14 * 60);
    expect(retryAfterSeconds(hits(3, windowMs - 10), windowMs, NOW)).toBe(1);
  });
});

describe('signInThrottleDecision', () => {
  it('allows under every limit', () => {
    expect(
      signInThrottleDecision(
        input({
          username: hits(perUsername - 1),
          usernameAddress: hits(perUsernameAddress - 1),
          address: hits(perAddress - 1),
        }),
      ),
    ).toEqual({ kind: 'allow' });
  });

  it('refuses an unknown source at each limit, with Retry-After to the end of the window', () => {
    expect(signInThrottleDecision(input({ username: hits(perUsername, 5 * 60_000) }))).toEqual({
      kind: 'refuse',
      by: 'username',
      retryAfterSeconds: 10 * 60,
    });
    expect(
      signInThrottleDecision(input({ usernameAddress: hits(perUsernameAddress) })),
    ).toMatchObject({ kind: 'refuse', by: 'usernameAddress' });
    expect(signInThrottleDecision(input({ address: hits(perAddress) }))).toMatchObject({
      kind: 'refuse',
      by: 'address',
    });
  });

  it('only slows a device or address that signed in before when the username limit is what an attacker elsewhere ran up', () => {
    for (const knownSource of ['device', 'address'] as const) {
      expect(signInThrottleDecision(input({ username: hits(perUsername), knownSource }))).toEqual({
        kind: 'slow',
        by: 'username',
        delayMs: SIGN_IN_THROTTLE.slowDownBaseMs,
      });
    }
  });

  it('still refuses a known address at its own limits, but never a known device', () => {
    expect(
      signInThrottleDecision(
        input({ usernameAddress: hits(perUsernameAddress), knownSource: 'address' }),
      ),
    ).toMatchObject({ kind: 'refuse', by: 'usernameAddress' });
    expect(
      signInThrottleDecision(input({ address: hits(perAddress), knownSource: 'address' })),
    ).toMatchObject({ kind: 'refuse', by: 'address' });
    expect(
      signInThrottleDecision(
        input({
          address: hits(perAddress + 3),
          usernameAddress: hits(perUsernameAddress),
          username: hits(perUsername),
          knownSource: 'device',
        }),
      ),
    ).toMatchObject({ kind: 'slow', by: 'address', delayMs: slowDownMs(3) });
  });

  it('doubles the slow-down per failure past the limit, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(slowDownMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('a known device is never refused and waits at most the cap; an unknown source is never slowed (property)', () => {
    const counter = fc.record({
      count: fc.nat(10_000),
      windowStartMs: fc.integer({ min: NOW - 2 * windowMs, max: NOW }),
    });
    const known = fc.constantFrom<KnownSource>('device', 'address', null);
    fc.assert(
      fc.property(
        counter,
        counter,
        counter,
        known,
        (username, usernameAddress, address, knownSource) => {
          const decision = signInThrottleDecision(
            input({ username, usernameAddress, address, knownSource }),
          );
          if (knownSource === 'device') expect(decision.kind).not.toBe('refuse');
          if (knownSource === null) expect(decision.kind).not.toBe('slow');
          if (decision.kind === 'slow')
            expect(decision.delayMs).toBeLessThanOrEqual(SIGN_IN_THROTTLE.slowDownMaxMs);
          if (decision.kind === 'refuse') {
            expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            expect(decision.retryAfterSeconds).toBeLessThanOrEqual(windowMs / 1000);
          }
        },
      ),
    );
  });

  it('an attacker elsewhere can never get a known address refused by the username counter alone (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(perUsernameAddress - 1),
        (attackerFailures, ownFailures) => {
          const decision = signInThrottleDecision(
            input({
              username: hits(attackerFailures + ownFailures),
              usernameAddress: hits(ownFailures),
              address: hits(ownFailures),
              knownSource: 'address',
            }),
          );
          expect(decision.kind).not.toBe('refuse');
        },
      ),
    );
  });
});

describe('codeSendDecision', () => {
  it('allows 5 sends per purpose in the window and refuses the 6th with Retry-After', () => {
    expect(codeSendDecision(hits(CODE_SEND_THROTTLE.perPurpose), NOW)).toEqual({ kind: 'allow' });
    expect(codeSendDecision(hits(CODE_SEND_THROTTLE.perPurpose + 1, 5 * 60_000), NOW)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 10 * 60,
    });
    expect(
      codeSendDecision(hits(CODE_SEND_THROTTLE.perPurpose + 1, CODE_SEND_THROTTLE.windowMs), NOW),
    ).toEqual({ kind: 'allow' });
  });
});
