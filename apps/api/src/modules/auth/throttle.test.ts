import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema } from '@lender/contract';
import { eq } from 'drizzle-orm';
import { authEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signIn, testClock } from './auth-test-kit';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USERNAME, SIGN_IN_WINDOW_MS } from './sign-in-guard';

let t: TestApp;
const time = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { clock: time.clock });
});
afterAll(async () => t.close());

describe('sign-in throttling', () => {
  it('refuses a username after 5 failures in 15 minutes, even with the right password, until the window passes', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) expect((await signIn(t.app, 'erin.settle@example.com', { password: 'Wrong2026pass' })).statusCode).toBe(401);
    // the throttle is per username tried: the same person by phone is another username
    expect((await signIn(t.app, '312-555-0105')).statusCode).toBe(200);
    const byEmail = await signIn(t.app, 'erin.settle@example.com');
    expect(ZErrorResponseSchema.parse(byEmail.json())).toMatchObject({ statusCode: 429, errorCode: 'TooManyRequestsException' });
    time.advance(SIGN_IN_WINDOW_MS + 1);
    expect((await signIn(t.app, 'erin.settle@example.com')).statusCode).toBe(200);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.type, 'signInThrottled'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses an address after 30 failures in 15 minutes', async () => {
    time.advance(SIGN_IN_WINDOW_MS + 1);
    const remote = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      await t.app.inject({ method: 'POST', url: '/api/authenticate', ...remote, payload: { username: `nobody${i}@example.com`, password: 'x' } });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/authenticate', ...remote, payload: { username: 'ana.tlxe@example.com', password: 'DemoPass2026' } });
    expect(res.statusCode).toBe(429);
    expect((await signIn(t.app, 'ana.tlxe@example.com')).statusCode).toBe(200);
  });
});
