import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponseSchema, ZSessionResultSchema } from '@lender/contract';
import { profileIdOf } from '../../db/seed';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { bearer, latestCode, sessionOf } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const errorCode = (res: { json: () => unknown }) => ZErrorResponseSchema.parse(res.json()).errorCode;

describe('trusted-device challenge and device-key sign-in', () => {
  it('an unknown device is untrusted until the emailed code confirms it; then the device key signs in', async () => {
    const session = await sessionOf(t.app, 'ben.multi@example.com', { rememberMe: true });
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    const check = (h: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers: h });
    expect((await check(bearer(session.accessToken))).json()).toEqual({ trusted: false });
    expect((await check(headers)).json()).toEqual({ trusted: false });
    expect(errorCode(await check({ ...headers, devicekey: 'us-east-1_unknown' }))).toBe('Device key not found');

    const deviceAuth = (key: string | undefined) =>
      t.app.inject({ method: 'POST', url: '/api/deviceKeyAuth', headers: key ? { devicekey: key } : {}, payload: { profileId: profileIdOf('P2'), flow: 'payment' } });
    expect(errorCode(await deviceAuth(undefined))).toBe('MissingDeviceKey');
    expect((await deviceAuth('us-east-1_unknown')).statusCode).toBe(404);
    expect(errorCode(await deviceAuth(session.deviceKey))).toBe('Invalid session');

    const sent = await t.app.inject({ method: 'GET', url: '/api/sendtrusteddevice?method=email', headers });
    expect(sent.json()).toEqual({ codeDelivery: { deliveryMedium: 'EMAIL', destination: 'b•••@example.com' } });
    const code = await latestCode(t.app, 'ben.multi@example.com');
    const confirm = (payload: object) => t.app.inject({ method: 'POST', url: '/api/confirmtrusteddevice', headers, payload });
    expect((await confirm({ deviceKey: session.deviceKey, code, profileId: profileIdOf('P1') })).statusCode).toBe(403);
    expect((await confirm({ deviceKey: session.deviceKey, code, profileId: profileIdOf('P2') })).json()).toEqual({ trusted: true });
    expect((await check(headers)).json()).toEqual({ trusted: true });

    const signedIn = await deviceAuth(session.deviceKey);
    expect(signedIn.statusCode).toBe(200);
    expect(ZSessionResultSchema.parse(signedIn.json()).deviceKey).toBe(session.deviceKey);
  });

  it('sends by voice to the verified phone, and forgets a device on PUT /deviceKeyAuth', async () => {
    const session = await sessionOf(t.app, 'carla.nls@example.com', { rememberMe: true });
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    const sent = await t.app.inject({ method: 'GET', url: '/api/sendtrusteddevice?method=phone&voice=true', headers });
    expect(sent.json()).toEqual({ codeDelivery: { deliveryMedium: 'VOICE', destination: '(***) ***-0103' } });
    const code = await latestCode(t.app, '3125550103');
    await t.app.inject({ method: 'POST', url: '/api/confirmtrusteddevice', headers, payload: { deviceKey: session.deviceKey, code, profileId: profileIdOf('P3') } });
    const forget = await t.app.inject({ method: 'PUT', url: '/api/deviceKeyAuth', headers, payload: { remember: false } });
    expect(forget.json()).toMatchObject({ remembered: false, trusted: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/deviceKeyAuth', headers: { devicekey: session.deviceKey }, payload: { profileId: profileIdOf('P3') } });
    expect(errorCode(res)).toBe('Invalid session');
    expect(errorCode(await t.app.inject({ method: 'PUT', url: '/api/deviceKeyAuth', headers: bearer(session.accessToken), payload: { remember: true } }))).toBe('MissingDeviceKey');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/checktrusteddevice' })).statusCode).toBe(401);
  });
});
