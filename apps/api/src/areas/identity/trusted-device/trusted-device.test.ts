import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZErrorResponseSchema, ZSessionResultSchema, type TSessionResult } from '@lender/contract';
import { payments } from '../../../db/schema';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, latestCode, sessionOf, trustedSessionOf } from '../auth/auth-test-kit';
import { paymentBody, savedCards } from '../../payments/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const errorCode = (res: { json: () => unknown }) =>
  ZErrorResponseSchema.parse(res.json()).errorCode;
const deviceHeaders = (session: TSessionResult) => ({
  ...bearer(session.accessToken),
  devicekey: session.deviceKey,
});
const sendCode = (session: TSessionResult) =>
  t.app.inject({
    method: 'GET',
    url: '/api/sendtrusteddevice?method=email',
    headers: deviceHeaders(session),
  });
const confirmDevice = (
  session: TSessionResult,
  payload: { deviceKey: string; code: string; profileId: string },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/confirmtrusteddevice',
    headers: deviceHeaders(session),
    payload,
  });
const isTrusted = async (session: TSessionResult) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/checktrusteddevice',
      headers: deviceHeaders(session),
    })
  ).json() as { trusted: boolean };
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the server enforces the trusted-device challenge', () => {
  it('a session on an untrusted device reaches only the challenge, sign-out and the session build until the code confirms it', async () => {
    const card = (
      await savedCards(
        t,
        bearer((await trustedSessionOf(t.app, 'ana.tlxe@example.com')).accessToken),
      )
    )[0]!;
    const paymentsOfAna = async () =>
      (
        await t.database.db
          .select()
          .from(payments)
          .where(eq(payments.profileId, profileIdOf('P1')))
      ).length;
    const before = await paymentsOfAna();

    const session = await sessionOf(t.app, 'ana.tlxe@example.com');
    const headers = bearer(session.accessToken);
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers }),
      await t.app.inject({ method: 'GET', url: '/api/cards?processorType=1', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers,
        payload: paymentBody(loanIdOf('A1'), card, '10.00'),
      }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/deviceKeyAuth',
        headers: deviceHeaders(session),
        payload: { remember: true },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'DeviceNotTrustedException',
        error: 'DeviceNotTrustedException',
      });
    }
    expect(await paymentsOfAna()).toBe(before);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userAttributes', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/currentDevice', headers })).json(),
    ).toMatchObject({ trusted: false });
    expect(await isTrusted(session)).toEqual({ trusted: false });

    // a refreshed token belongs to the same session: still only the challenge, until the device is confirmed
    const refreshed = ZSessionResultSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/authenticate/refresh',
          payload: { refreshToken: session.refreshToken },
        })
      ).json(),
    );
    expect(
      errorCode(
        await t.app.inject({
          method: 'GET',
          url: '/api/accounts?brandName=inl',
          headers: bearer(refreshed.accessToken),
        }),
      ),
    ).toBe('DeviceNotTrustedException');
    expect((await sendCode(refreshed)).statusCode).toBe(200);
    const confirmed = await confirmDevice(refreshed, {
      deviceKey: session.deviceKey,
      code: await latestCode(t.app, 'ana.tlxe@example.com'),
      profileId: profileIdOf('P1'),
    });
    expect(confirmed.json()).toEqual({ trusted: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/accounts?brandName=inl',
          headers: bearer(refreshed.accessToken),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a wrong code, or the code sent for another device, leaves the device untrusted', async () => {
    const first = await sessionOf(t.app, 'gina.referral@example.com');
    const second = await sessionOf(t.app, 'gina.referral@example.com');
    expect(second.deviceKey).not.toBe(first.deviceKey);

    await sendCode(first);
    const firstCode = await latestCode(t.app, 'gina.referral@example.com');
    const wrong = await confirmDevice(first, {
      deviceKey: first.deviceKey,
      code: otherCode(firstCode),
      profileId: profileIdOf('P7'),
    });
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([400, 'CodeMismatchException']);
    expect(await isTrusted(first)).toEqual({ trusted: false });

    const crossed = await confirmDevice(second, {
      deviceKey: second.deviceKey,
      code: firstCode,
      profileId: profileIdOf('P7'),
    });
    expect([crossed.statusCode, errorCode(crossed)]).toEqual([400, 'CodeMismatchException']);
    expect(await isTrusted(second)).toEqual({ trusted: false });
    expect(await isTrusted(first)).toEqual({ trusted: false });
    expect(
      errorCode(
        await t.app.inject({
          method: 'GET',
          url: '/api/updateUser',
          headers: bearer(second.accessToken),
        }),
      ),
    ).toBe('DeviceNotTrustedException');

    // a session confirms only its own device, even with that device's own code
    await sendCode(first);
    const elsewhere = await confirmDevice(second, {
      deviceKey: first.deviceKey,
      code: await latestCode(t.app, 'gina.referral@example.com'),
      profileId: profileIdOf('P7'),
    });
    expect([elsewhere.statusCode, errorCode(elsewhere)]).toEqual([403, 'AccessDeniedException']);
    expect(await isTrusted(first)).toEqual({ trusted: false });
  });
});

describe('trusted-device challenge and device-key sign-in', () => {
  it('an unknown device is untrusted until the emailed code confirms it; then the device key signs in', async () => {
    const session = await sessionOf(t.app, 'ben.multi@example.com', { rememberMe: true });
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    const check = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers: h });
    expect((await check(bearer(session.accessToken))).json()).toEqual({ trusted: false });
    expect((await check(headers)).json()).toEqual({ trusted: false });
    expect(errorCode(await check({ ...headers, devicekey: 'us-east-1_unknown' }))).toBe(
      'Device key not found',
    );

    const deviceAuth = (key: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/deviceKeyAuth',
        headers: key ? { devicekey: key } : {},
        payload: { profileId: profileIdOf('P2'), flow: 'payment' },
      });
    expect(errorCode(await deviceAuth(undefined))).toBe('MissingDeviceKey');
    expect((await deviceAuth('us-east-1_unknown')).statusCode).toBe(404);
    expect(errorCode(await deviceAuth(session.deviceKey))).toBe('Invalid session');

    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/sendtrusteddevice?method=email',
      headers,
    });
    expect(sent.json()).toEqual({
      codeDelivery: { deliveryMedium: 'EMAIL', destination: 'b•••@example.com' },
    });
    const code = await latestCode(t.app, 'ben.multi@example.com');
    const confirm = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/confirmtrusteddevice', headers, payload });
    expect(
      (await confirm({ deviceKey: session.deviceKey, code, profileId: profileIdOf('P1') }))
        .statusCode,
    ).toBe(403);
    expect(
      (await confirm({ deviceKey: session.deviceKey, code, profileId: profileIdOf('P2') })).json(),
    ).toEqual({ trusted: true });
    expect((await check(headers)).json()).toEqual({ trusted: true });

    const signedIn = await deviceAuth(session.deviceKey);
    expect(signedIn.statusCode).toBe(200);
    expect(ZSessionResultSchema.parse(signedIn.json()).deviceKey).toBe(session.deviceKey);
  });

  it('sends by voice to the verified phone, and forgets a device on PUT /deviceKeyAuth', async () => {
    const session = await sessionOf(t.app, 'carla.nls@example.com', { rememberMe: true });
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/sendtrusteddevice?method=phone&voice=true',
      headers,
    });
    expect(sent.json()).toEqual({
      codeDelivery: { deliveryMedium: 'VOICE', destination: '(***) ***-0103' },
    });
    const code = await latestCode(t.app, '3125550103');
    await t.app.inject({
      method: 'POST',
      url: '/api/confirmtrusteddevice',
      headers,
      payload: { deviceKey: session.deviceKey, code, profileId: profileIdOf('P3') },
    });
    const forget = await t.app.inject({
      method: 'PUT',
      url: '/api/deviceKeyAuth',
      headers,
      payload: { remember: false },
    });
    expect(forget.json()).toMatchObject({ remembered: false, trusted: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deviceKeyAuth',
      headers: { devicekey: session.deviceKey },
      payload: { profileId: profileIdOf('P3') },
    });
    expect(errorCode(res)).toBe('Invalid session');
    expect(
      errorCode(
        await t.app.inject({
          method: 'PUT',
          url: '/api/deviceKeyAuth',
          headers: bearer(session.accessToken),
          payload: { remember: true },
        }),
      ),
    ).toBe('MissingDeviceKey');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/checktrusteddevice' })).statusCode).toBe(
      401,
    );
  });
});
