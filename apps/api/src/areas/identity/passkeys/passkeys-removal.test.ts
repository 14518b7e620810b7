// Issue 15, passkeys: removing a passkey or a trusted device — only one's own; a removed passkey signs in no more, a
// removed device's sessions end. Real WebAuthn answers from a software authenticator (passkeys-test-kit).
import { describe, expect, it } from 'vitest';
import { ZSessionResultSchema } from '@lender/contract';
import { bearer } from '../auth/auth-test-kit';
import { errorOf, usePasskeysApp } from './passkeys-app-test-kit';

const passkeys = usePasskeysApp();
const { signedIn, addPasskey, signInWith } = passkeys;

describe('removing passkeys and trusted devices', () => {
  it('P1 cannot remove P2’s passkey or device (404); P2 removes hers, and it signs in no more', async () => {
    const ana = await signedIn('ana.tlxe@example.com');
    const ben = await signedIn('ben.multi@example.com');
    const { credential, res } = await addPasskey(ben);
    const bensPasskey = (res.json() as { id: string }).id;
    const bensDevices = (
      await passkeys.t.app.inject({ method: 'GET', url: '/api/devices', headers: ben })
    ).json() as { devices: { id: string; current: boolean }[] };
    const bensDevice = bensDevices.devices.find((d) => d.current)!.id;

    expect(
      errorOf(
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/passkeys',
          headers: ana,
          payload: { id: bensPasskey },
        }),
      ),
    ).toEqual([404, 'passkey.notFound']);
    expect(
      errorOf(
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/devices',
          headers: ana,
          payload: { id: bensDevice },
        }),
      ),
    ).toEqual([404, 'device.notFound']);
    expect((await signInWith(credential)).statusCode).toBe(200);

    expect(
      (
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/passkeys',
          headers: ben,
          payload: { id: bensPasskey },
        })
      ).json(),
    ).toEqual({ removed: true, signedOut: false });
    expect(errorOf(await signInWith(credential))).toEqual([401, 'PasskeyNotRecognizedException']);
    expect(
      (
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/passkeys',
          headers: ben,
          payload: { id: 'not-a-uuid' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('removing another device ends its sessions; removing this one signs out, and the next sign-in there asks for a code', async () => {
    const phone = await signedIn('carla.nls@example.com');
    const laptop = await signedIn('carla.nls@example.com');
    const listed = (
      await passkeys.t.app.inject({ method: 'GET', url: '/api/devices', headers: laptop })
    ).json() as { devices: { id: string; current: boolean }[] };
    const phoneSession = await passkeys.t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: phone,
    });
    const phoneKey = (phoneSession.json() as { deviceKey: string }).deviceKey;
    expect(listed.devices.filter((d) => d.current)).toHaveLength(1);
    const phoneId = listed.devices.find((d) => !d.current)!.id;

    expect(
      (
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/devices',
          headers: laptop,
          payload: { id: phoneId },
        })
      ).json(),
    ).toEqual({ removed: true, signedOut: false });
    expect(
      (
        await passkeys.t.app.inject({
          method: 'GET',
          url: '/api/accounts?brandName=chs',
          headers: phone,
        })
      ).statusCode,
    ).toBe(401);
    expect(phoneKey).toBeTruthy();

    const laptopId = listed.devices.find((d) => d.current)!.id;
    expect(
      (
        await passkeys.t.app.inject({
          method: 'DELETE',
          url: '/api/devices',
          headers: laptop,
          payload: { id: laptopId },
        })
      ).json(),
    ).toEqual({ removed: true, signedOut: true });
    expect(
      (
        await passkeys.t.app.inject({
          method: 'GET',
          url: '/api/accounts?brandName=chs',
          headers: laptop,
        })
      ).statusCode,
    ).toBe(401);

    const back = await passkeys.t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { devicekey: laptop.devicekey },
      payload: { username: 'carla.nls@example.com', password: 'DemoPass2026' },
    });
    const session = ZSessionResultSchema.parse(back.json());
    expect(session.deviceKey).not.toBe(laptop.devicekey);
    expect(
      (
        await passkeys.t.app.inject({
          method: 'GET',
          url: '/api/checktrusteddevice',
          headers: { ...bearer(session.accessToken), devicekey: session.deviceKey },
        })
      ).json(),
    ).toEqual({ trusted: false });
  });
});
