import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCurrentDeviceResponseSchema,
  ZErrorResponseSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, claimsOf, sessionOf, signIn, testClock } from './auth-test-kit';

let t: TestApp;
const time = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { clock: time.clock });
});
afterAll(async () => t.close());

const error = (res: { json: () => unknown }) => ZErrorResponseSchema.parse(res.json());

describe('POST /api/authenticate', () => {
  it('signs P1 in by email, with a session result of spec §3 and the user attributes in the id token', async () => {
    const session = await sessionOf(t.app, 'Ana.TLXE@example.com ');
    expect(session.serviceConfig.region).toBe('us-east-1');
    expect(session.deviceKey).toMatch(/^us-east-1_/);
    expect(claimsOf(session.accessToken)).toMatchObject({ sub: profileIdOf('P1'), scope: 'user' });
    expect(claimsOf(session.idToken)).toMatchObject({
      email: 'ana.tlxe@example.com',
      email_verified: true,
      phone_number: '+13125550101',
      lms_customer_ids: '["TLXe","T100001"]',
      'custom:loan_state': 'TX',
    });
  });

  it.each(['312-555-0101', '(312) 555-0101', '+13125550101'])(
    'signs P1 in by phone written %s',
    async (phone) => {
      const session = await sessionOf(t.app, phone);
      expect(claimsOf(session.accessToken).sub).toBe(profileIdOf('P1'));
    },
  );

  it('answers NotAuthorizedException to each of 3 wrong passwords', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await signIn(t.app, 'ben.multi@example.com', { password: 'WrongPass2026' });
      expect(res.statusCode).toBe(401);
      expect(error(res)).toMatchObject({
        errorCode: 'NotAuthorizedException',
        error: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
  });

  it('names an unknown email or phone with the spec §5 messages', async () => {
    const byEmail = await signIn(t.app, 'nobody@example.com');
    expect(byEmail.statusCode).toBe(404);
    expect(error(byEmail)).toMatchObject({
      errorCode: 'UserNotFound',
      message: 'Your email was not found.',
    });
    const byPhone = await signIn(t.app, '(773) 555-0199');
    expect(error(byPhone)).toMatchObject({
      errorCode: 'UserNotFound',
      message: 'Your phone number was not found.',
    });
  });

  it('answers UserNotConfirmedException to P10 (email not verified)', async () => {
    const res = await signIn(t.app, 'jack.unverified@example.com');
    expect(res.statusCode).toBe(403);
    expect(error(res).errorCode).toBe('UserNotConfirmedException');
  });

  it('rejects a username that is neither email nor phone, and unknown fields', async () => {
    expect(error(await signIn(t.app, 'not an email')).field).toBe('body.username');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'ana.tlxe@example.com', password: 'x', extra: 1 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps a known device (devicekey header) and remembers it per remember-me', async () => {
    const first = await sessionOf(t.app, 'erin.settle@example.com', { rememberMe: true });
    const again = await sessionOf(t.app, 'erin.settle@example.com', {
      deviceKey: first.deviceKey,
      rememberMe: true,
    });
    expect(again.deviceKey).toBe(first.deviceKey);
    const device = ZCurrentDeviceResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currentDevice',
          headers: bearer(again.accessToken),
        })
      ).json(),
    );
    expect(device).toMatchObject({ deviceKey: first.deviceKey, remembered: true, trusted: false });
    const other = await sessionOf(t.app, 'ana.tlxe@example.com', { deviceKey: first.deviceKey });
    expect(other.deviceKey).not.toBe(first.deviceKey);
  });
});

describe('tokens and sessions', () => {
  it('rotates refresh tokens; a reused one revokes the whole family', async () => {
    const session = await sessionOf(t.app, 'iris.repo@example.com');
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/authenticate/refresh', payload: { refreshToken } });
    const second = ZSessionResultSchema.parse((await refresh(session.refreshToken)).json());
    expect(second.refreshToken).not.toBe(session.refreshToken);
    expect(second.deviceKey).toBe(session.deviceKey);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(error(reuse)).toMatchObject({
      errorCode: 'Invalid session',
      message: 'Invalid session',
    });
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: bearer(second.accessToken),
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses an expired access token, and a forged one', async () => {
    const session = await sessionOf(t.app, 'frank.appraisal@example.com');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: bearer(session.accessToken),
    });
    expect(ok.statusCode).toBe(200);
    const [h, p] = session.accessToken.split('.');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: bearer(`${h}.${p}.AAAA`),
    });
    expect(error(forged).errorCode).toBe('Invalid session');
    time.advance(901_000);
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: bearer(session.accessToken),
    });
    expect(late.statusCode).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('signs out: the access and refresh tokens stop working', async () => {
    const session = await sessionOf(t.app, 'gina.referral@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/signout',
      headers: bearer(session.accessToken),
    });
    expect(out.json()).toEqual({ signedOut: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currentDevice',
          headers: bearer(session.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate/refresh',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/signout' })).statusCode).toBe(401);
  });

  it('device-key sign-out ends every session of the device and forgets it', async () => {
    const a = await sessionOf(t.app, 'hank.new@example.com', { rememberMe: true });
    const b = await sessionOf(t.app, 'hank.new@example.com', {
      deviceKey: a.deviceKey,
      rememberMe: true,
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/signout/device',
      headers: bearer(b.accessToken),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currentDevice',
          headers: bearer(a.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    const c = await sessionOf(t.app, 'hank.new@example.com', { deviceKey: a.deviceKey });
    expect(c.deviceKey).not.toBe(a.deviceKey);
  });
});
