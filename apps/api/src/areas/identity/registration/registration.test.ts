import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZErrorResponseSchema,
  ZRegisterUserResponseSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { eq } from 'drizzle-orm';
import { referralAccounts, profiles } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import {
  bearer,
  claimsOf,
  latestCode,
  sessionOf,
  signIn,
  testClock,
  trustedSessionOf,
} from '../auth/auth-test-kit';

let t: TestApp;
const time = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { clock: time.clock });
});
afterAll(async () => t.close());

const PASSWORD = 'NewcomerPass1';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const errorCode = (res: { json: () => unknown }) =>
  ZErrorResponseSchema.parse(res.json()).errorCode;

describe('registration → code from the outbox → confirm → session', () => {
  it('registers an unverified profile, sends a code, and signs in after confirming it', async () => {
    const res = await post('/api/registerUser', {
      username: 'Newcomer@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = ZRegisterUserResponseSchema.parse(res.json());
    expect(body.codeDelivery).toEqual({ deliveryMedium: 'EMAIL', destination: 'n•••@example.com' });
    expect(errorCode(await signIn(t.app, 'newcomer@example.com', { password: PASSWORD }))).toBe(
      'UserNotConfirmedException',
    );
    const code = await latestCode(t.app, 'newcomer@example.com');
    const confirmed = await post('/api/confirmuser', {
      username: 'newcomer@example.com',
      code,
      isEmail: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const session = ZSessionResultSchema.parse(confirmed.json());
    expect(claimsOf(session.idToken)).toMatchObject({
      sub: body.profileId,
      email_verified: true,
      customer_id: null,
    });
    expect(
      errorCode(
        await post('/api/confirmuser', { username: 'newcomer@example.com', code, isEmail: true }),
      ),
    ).toBe('ExpiredCodeException');
    await sessionOf(t.app, 'newcomer@example.com', { password: PASSWORD });
  });

  it('trusts the device the verification code was entered on: no second code for the trusted-device check', async () => {
    await post('/api/registerUser', {
      username: 'trusted.newcomer@example.com',
      password: PASSWORD,
    });
    const confirmed = await post('/api/confirmuser', {
      username: 'trusted.newcomer@example.com',
      code: await latestCode(t.app, 'trusted.newcomer@example.com'),
      isEmail: true,
    });
    const session = ZSessionResultSchema.parse(confirmed.json());
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers })).json(),
    ).toEqual({ trusted: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/updateUser', headers })).statusCode,
    ).toBe(200);
    const again = await sessionOf(t.app, 'trusted.newcomer@example.com', {
      password: PASSWORD,
      deviceKey: session.deviceKey,
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/updateUser',
          headers: bearer(again.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    const elsewhere = await sessionOf(t.app, 'trusted.newcomer@example.com', {
      password: PASSWORD,
    });
    expect(
      errorCode(
        await t.app.inject({
          method: 'GET',
          url: '/api/updateUser',
          headers: bearer(elsewhere.accessToken),
        }),
      ),
    ).toBe('DeviceNotTrustedException');
  });

  it('refuses a taken username and a password that does not meet the policy', async () => {
    const taken = await post('/api/registerUser', { username: '312.555.0101', password: PASSWORD });
    expect([taken.statusCode, errorCode(taken)]).toEqual([409, 'UsernameExistsException']);
    const weak = await post('/api/registerUser', {
      username: 'weak@example.com',
      password: 'alllowercase1',
    });
    expect(ZErrorResponseSchema.parse(weak.json())).toMatchObject({
      statusCode: 400,
      errorCode: 'InvalidPasswordException',
      message: 'Your password does not meet our requirements.',
    });
  });

  it('a code expires after 10 minutes, and a resent code replaces the old one', async () => {
    await post('/api/registerUser', {
      username: '(773) 555-0142',
      password: PASSWORD,
      cardIds: [{ type: 'tlxe', id: '42' }],
    });
    const first = await latestCode(t.app, '7735550142');
    time.advance(10 * 60_000 + 1);
    expect(
      errorCode(
        await post('/api/confirmuser', { username: '7735550142', code: first, isEmail: false }),
      ),
    ).toBe('ExpiredCodeException');
    const resent = await post('/api/resendVerificationCode', {
      username: '773-555-0142',
      voice: true,
    });
    expect(resent.json()).toEqual({
      codeDelivery: { deliveryMedium: 'VOICE', destination: '(***) ***-0142' },
    });
    const second = await latestCode(t.app, '7735550142');
    expect(
      (await post('/api/confirmuser', { username: '7735550142', code: second, isEmail: false }))
        .statusCode,
    ).toBe(200);
  });

  it('allows 5 attempts per code, then asks for a new one', async () => {
    await post('/api/registerUser', { username: 'attempts@example.com', password: PASSWORD });
    const code = await latestCode(t.app, 'attempts@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(
        errorCode(
          await post('/api/confirmuser', {
            username: 'attempts@example.com',
            code: wrong,
            isEmail: true,
          }),
        ),
      ).toBe('CodeMismatchException');
    const fifth = await post('/api/confirmuser', {
      username: 'attempts@example.com',
      code: wrong,
      isEmail: true,
    });
    expect([fifth.statusCode, errorCode(fifth)]).toEqual([429, 'LimitExceededException']);
    expect(
      errorCode(
        await post('/api/confirmuser', { username: 'attempts@example.com', code, isEmail: true }),
      ),
    ).toBe('LimitExceededException');
  });

  it('registers a non-customer referral user with a referral account and short code', async () => {
    const res = await post('/api/registerNcrUser', {
      username: 'referral.new@example.com',
      password: PASSWORD,
    });
    const body = ZRegisterUserResponseSchema.parse(res.json());
    expect(body.shortCode).toMatch(/^[A-Z2-9]{6}$/);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, body.profileId));
    expect(profile?.nonCustomerRefer).toBe(true);
    const [account] = await t.database.db
      .select()
      .from(referralAccounts)
      .where(eq(referralAccounts.profileId, body.profileId));
    expect(account?.shortCode).toBe(body.shortCode);
  });

  it('PUT /confirmuser verifies an attribute of the signed-in user', async () => {
    const session = await trustedSessionOf(t.app, 'newcomer@example.com', { password: PASSWORD });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/confirmuser',
          payload: { code: '123456', isEmail: true },
        })
      ).statusCode,
    ).toBe(401);
    await post('/api/resendVerificationCode', { username: 'newcomer@example.com' });
    const code = await latestCode(t.app, 'newcomer@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/confirmuser',
      headers: bearer(session.accessToken),
      payload: { code, isEmail: true },
    });
    expect(res.json()).toEqual({ emailVerified: true, phoneVerified: false });
  });

  it('answers UserNotFound to a resend for an unknown username', async () => {
    const res = await post('/api/resendVerificationCode', { username: 'ghost@example.com' });
    expect(ZErrorResponseSchema.parse(res.json())).toMatchObject({
      statusCode: 404,
      message: 'Your email was not found.',
    });
  });
});
