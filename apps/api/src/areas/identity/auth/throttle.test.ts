import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE } from '@lender/domain';
import { ZErrorResponseSchema, ZSessionResultSchema } from '@lender/contract';
import { and, eq } from 'drizzle-orm';
import { authEvents } from '../../../db/schema';
import { DEMO_PASSWORD, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { testClock } from './auth-test-kit';

let t: TestApp;
const time = testClock();
beforeAll(async () => {
  // the per-minute sign-in budget (plugins/rate-limit.test.ts) runs on real time; this file runs the 15-minute
  // throttle on an injected clock, so the budget is lifted out of its way here
  t = await buildTestApp({}, { clock: time.clock });
});
afterAll(async () => t.close());

const { windowMs, perUsername, perUsernameAddress, perAddress } = SIGN_IN_THROTTLE;
const WRONG = 'Wrong2026pass';

function attempt(
  username: string,
  remoteAddress: string,
  options: { password?: string; deviceKey?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress,
    headers: options.deviceKey ? { devicekey: options.deviceKey } : {},
    payload: { username, password: options.password ?? DEMO_PASSWORD, rememberMe: false },
  });
}

/** The attacker: `count` wrong passwords spread over fresh addresses, at most the per-username+address limit each. */
async function guessFromElsewhere(username: string, count: number, prefix: string) {
  for (let i = 0; i < count; i += 1) {
    const res = await attempt(username, `${prefix}.${Math.floor(i / perUsernameAddress)}`, {
      password: WRONG,
    });
    expect(res.statusCode).toBe(401);
  }
}

const nextWindow = () => time.advance(windowMs + 1);
const eventsOf = (type: string, profileId: string) =>
  t.database.db
    .select()
    .from(authEvents)
    .where(and(eq(authEvents.type, type), eq(authEvents.profileId, profileId)));

describe('sign-in throttling without lockout (hardening finding 4)', () => {
  it('an attacker elsewhere cannot lock the borrower out: her usual address and her device still sign in, only slowed', async () => {
    const home = '198.51.100.7';
    const signedIn = await attempt('erin.settle@example.com', home);
    expect(signedIn.statusCode).toBe(200);
    const { deviceKey } = ZSessionResultSchema.parse(signedIn.json());

    await guessFromElsewhere('erin.settle@example.com', perUsername, '203.0.113');

    expect((await attempt('erin.settle@example.com', home)).statusCode).toBe(200);
    expect((await attempt('312-555-0105', '192.0.2.200', { deviceKey })).statusCode).toBe(200);
    expect((await eventsOf('signInSlowed', profileIdOf('P5'))).length).toBe(2);

    // a source that never signed her in is refused, and told when to come back
    const refused = await attempt('erin.settle@example.com', '192.0.2.201');
    expect(refused.statusCode).toBe(429);
    expect(ZErrorResponseSchema.parse(refused.json())).toMatchObject({
      statusCode: 429,
      errorCode: 'TooManyRequestsException',
    });
    expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
    nextWindow();
    expect((await attempt('erin.settle@example.com', '192.0.2.201')).statusCode).toBe(200);
  });

  it('counts the email and every phone form of one username once', async () => {
    nextWindow();
    const forms = [
      'ben.multi@example.com',
      '312-555-0102',
      '(312) 555-0102',
      '+13125550102',
      'BEN.MULTI@example.com ',
    ];
    for (const username of forms.slice(0, perUsernameAddress))
      expect((await attempt(username, '203.0.113.90', { password: WRONG })).statusCode).toBe(401);
    const res = await attempt('3125550102', '203.0.113.90');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address after 30 failures in 15 minutes, with Retry-After, and only that address', async () => {
    nextWindow();
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < perAddress; i += 1)
      await attempt(`nobody${i}@example.com`, remoteAddress, { password: 'x' });
    time.advance(60_000);
    const res = await attempt('ana.tlxe@example.com', remoteAddress);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(windowMs / 1000 - 60));
    expect((await attempt('ana.tlxe@example.com', '198.51.100.8')).statusCode).toBe(200);
    const throttled = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.type, 'signInThrottled'));
    expect(throttled.length).toBeGreaterThan(0);
  });

  it('parallel guesses cannot all slip past the count: one address gets at most its limit of wrong passwords', async () => {
    nextWindow();
    const remoteAddress = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: 3 * perUsernameAddress }, () =>
        attempt('carla.nls@example.com', remoteAddress, { password: WRONG }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    // at most the limit has its password checked; every other guess is refused unchecked. Exactly the limit is not
    // promised in parallel: each attempt counts on three keys at once, and one whose username count came after ten
    // others' is refused by the username's limit (10) though its address had room — an early refusal, never a late one
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(perUsernameAddress);
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
  });
});

describe('code sends', () => {
  it('a 6th verification code in 15 minutes is a 429 with Retry-After', async () => {
    nextWindow();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/resendVerificationCode',
        payload: { username: 'jack.unverified@example.com' },
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(windowMs / 1000));
  });
});
