import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema } from '@lender/contract';
import { CLIENT_PASSWORD_POLICY } from '@lender/domain';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, latestCode, sessionOf, signIn } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('forgot password', () => {
  it('reset code → new password: it signs in, the old one does not, old sessions die', async () => {
    const old = await sessionOf(t.app, 'dev.cosigner@example.com', { rememberMe: true });
    const sent = await post('/api/resetpassword', { username: '312-555-0104' });
    expect(sent.json()).toEqual({
      codeDelivery: { deliveryMedium: 'SMS', destination: '(***) ***-0104' },
    });
    const code = await latestCode(t.app, '3125550104');
    const weak = await post('/api/confirmpassword', {
      username: '312-555-0104',
      code,
      password: 'short',
    });
    expect(ZErrorResponseSchema.parse(weak.json()).errorCode).toBe('InvalidPasswordException');
    const done = await post('/api/confirmpassword', {
      username: '312-555-0104',
      code,
      password: 'Brand1NewPass',
    });
    expect(done.json()).toEqual({ passwordChanged: true });
    expect((await signIn(t.app, 'dev.cosigner@example.com')).statusCode).toBe(401);
    await sessionOf(t.app, 'dev.cosigner@example.com', { password: 'Brand1NewPass' });
    expect(
      (await post('/api/authenticate/refresh', { refreshToken: old.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/currentDevice',
          headers: bearer(old.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    const reused = await post('/api/confirmpassword', {
      username: '312-555-0104',
      code,
      password: 'Another1Pass',
    });
    expect(ZErrorResponseSchema.parse(reused.json()).errorCode).toBe('ExpiredCodeException');
  });

  it('answers UserNotFound with the message for the username kind', async () => {
    const res = await post('/api/resetpassword', { username: '+1 (872) 555-0100' });
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 404,
      errorCode: 'UserNotFound',
      message: 'Your phone number was not found.',
    });
  });

  it('a profile that must reset its password gets PasswordResetRequiredException, and a reset clears it', async () => {
    await t.database.db
      .update(profiles)
      .set({ status: 'resetRequired' })
      .where(eq(profiles.id, profileIdOf('P9')));
    const res = await signIn(t.app, 'iris.repo@example.com');
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 403,
      errorCode: 'PasswordResetRequiredException',
    });
    await post('/api/resetpassword', { username: 'iris.repo@example.com' });
    const code = await latestCode(t.app, 'iris.repo@example.com');
    await post('/api/confirmpassword', {
      username: 'iris.repo@example.com',
      code,
      password: 'Iris2026Reset',
    });
    await sessionOf(t.app, 'iris.repo@example.com', { password: 'Iris2026Reset' });
  });
});

describe('GET /api/passwordPolicy', () => {
  it('returns the server policy, long-cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/passwordPolicy' });
    expect(res.json()).toEqual({ ...CLIENT_PASSWORD_POLICY });
    expect(res.json()).toMatchObject({ minimumLength: 9, requireSymbols: false });
    expect(res.headers['cache-control']).toBe('public, max-age=21600');
  });
});
