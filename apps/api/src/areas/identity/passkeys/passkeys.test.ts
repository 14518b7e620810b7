// Issue 15, passkeys: a borrower on a trusted device adds a passkey; later, on any browser, the passkey alone signs
// her in (no password, no trusted-device code). Real WebAuthn answers from a software authenticator (passkeys-test-kit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZErrorResponseSchema,
  ZPasskeyCreationOptionsSchema,
  ZPasskeyListResponseSchema,
  ZPasskeyRequestOptionsSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { authEvents, passkeyChallenges, profiles } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../auth/auth-test-kit';
import { softAuthenticator, type SoftCredential } from './passkeys-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const authenticator = softAuthenticator();
const errorOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  ZErrorResponseSchema.parse(res.json()).errorCode,
];

async function signedIn(email: string) {
  const session = await trustedSessionOf(t.app, email);
  return {
    ...bearer(session.accessToken),
    devicekey: session.deviceKey,
    'user-agent': CHROME_ANDROID,
  };
}

/** Options → the software authenticator → POST /passkeys/registration, as the profile's section runs it. */
async function addPasskey(headers: Record<string, string>, name?: string) {
  const options = ZPasskeyCreationOptionsSchema.parse(
    (
      await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers })
    ).json(),
  );
  const { credential, response } = authenticator.register({
    challenge: options.challenge,
    userId: options.user.id,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passkeys/registration',
    headers,
    payload: { response, ...(name ? { name } : {}) },
  });
  return { credential, res, options };
}

async function signInOptions(deviceKey?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passkeys/authentication/options',
    headers: deviceKey ? { devicekey: deviceKey } : {},
  });
  return ZPasskeyRequestOptionsSchema.parse(res.json());
}

const passkeySignIn = (response: object, deviceKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/passkeys/authentication',
    headers: { 'user-agent': CHROME_ANDROID, ...(deviceKey ? { devicekey: deviceKey } : {}) },
    payload: { response },
  });

async function signInWith(credential: SoftCredential, deviceKey?: string) {
  const { challenge } = await signInOptions(deviceKey);
  return passkeySignIn(authenticator.assert(credential, { challenge }), deviceKey);
}

describe('adding a passkey', () => {
  it('asks for a discoverable credential and lists the new passkey after the browser it was added on', async () => {
    const headers = await signedIn('ana.tlxe@example.com');
    const { res, options } = await addPasskey(headers);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'ana.tlxe@example.com' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: null,
      browser: 'Chrome',
      platform: 'Android',
      lastUsedAt: null,
    });
    const list = ZPasskeyListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).json(),
    );
    expect(list.passkeys).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('publicKey');

    // the next options exclude it, so the authenticator does not make a second one
    const next = ZPasskeyCreationOptionsSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers })
      ).json(),
    );
    expect(next.excludeCredentials).toHaveLength(1);
  });

  it('refuses a bad name, an answer to a challenge used, expired or of another profile, and a caller not signed in', async () => {
    const headers = await signedIn('ben.multi@example.com');
    const named = await addPasskey(headers, '   ');
    expect(errorOf(named.res)).toEqual([400, 'passkeyName.empty']);
    expect(named.res.json()).toMatchObject({ field: 'body.name' });

    const first = await addPasskey(headers, 'My phone');
    expect(first.res.json()).toMatchObject({ name: 'My phone' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/registration',
      headers,
      payload: {
        response: authenticator.register({
          challenge: first.options.challenge,
          userId: first.options.user.id,
        }).response,
      },
    });
    expect(errorOf(again)).toEqual([400, 'passkey.challenge']);

    const ana = await signedIn('ana.tlxe@example.com');
    const anasOptions = ZPasskeyCreationOptionsSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/passkeys/registration/options',
          headers: ana,
        })
      ).json(),
    );
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/registration',
      headers,
      payload: {
        response: authenticator.register({
          challenge: anasOptions.challenge,
          userId: anasOptions.user.id,
        }).response,
      },
    });
    expect(errorOf(crossed)).toEqual([400, 'passkey.challenge']);

    const stale = ZPasskeyCreationOptionsSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers })
      ).json(),
    );
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, stale.challenge));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/registration',
      headers,
      payload: {
        response: authenticator.register({ challenge: stale.challenge, userId: stale.user.id })
          .response,
      },
    });
    expect(errorOf(expired)).toEqual([400, 'passkey.challenge']);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options' }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
  });

  it('refuses an answer made for another origin', async () => {
    const headers = await signedIn('ben.multi@example.com');
    const options = ZPasskeyCreationOptionsSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options', headers })
      ).json(),
    );
    const elsewhere = softAuthenticator({ origin: 'https://phish.example' }).register({
      challenge: options.challenge,
      userId: options.user.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passkeys/registration',
      headers,
      payload: { response: elsewhere.response },
    });
    expect(errorOf(res)).toEqual([400, 'passkey.invalid']);
  });
});

describe('signing in with a passkey alone', () => {
  let anas: SoftCredential;
  beforeAll(async () => {
    anas = (await addPasskey(await signedIn('ana.tlxe@example.com'))).credential;
  });

  it('on a browser never seen: the same session a password sign-in issues, on a device the passkey trusts', async () => {
    const res = await signInWith(anas);
    expect(res.statusCode, res.body).toBe(200);
    const session = ZSessionResultSchema.parse(res.json());
    const headers = { ...bearer(session.accessToken), devicekey: session.deviceKey };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers })).json(),
    ).toEqual({ trusted: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userAttributes', headers })).json(),
    ).toMatchObject({ sub: profileIdOf('P1') });
    const list = ZPasskeyListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).json(),
    );
    expect(list.passkeys.some((p) => p.lastUsedAt !== null)).toBe(true);
    const devices = (
      await t.app.inject({ method: 'GET', url: '/api/devices', headers })
    ).json() as { devices: { current: boolean; browser: string | null }[] };
    expect(devices.devices.find((d) => d.current)).toMatchObject({ browser: 'Chrome' });
    const events = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.profileId, profileIdOf('P1')));
    expect(events.some((e) => e.type === 'signIn' && e.detail?.method === 'passkey')).toBe(true);

    // on a device of hers already: that device keeps its key
    const again = ZSessionResultSchema.parse((await signInWith(anas, session.deviceKey)).json());
    expect(again.deviceKey).toBe(session.deviceKey);
  });

  it('refuses a replayed answer, a challenge never issued, an expired one and one issued for another device', async () => {
    const { challenge } = await signInOptions();
    const answer = authenticator.assert(anas, { challenge });
    expect((await passkeySignIn(answer)).statusCode).toBe(200);
    expect(errorOf(await passkeySignIn(answer))).toEqual([400, 'PasskeyChallengeException']);

    expect(
      errorOf(
        await passkeySignIn(
          authenticator.assert(anas, { challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }),
        ),
      ),
    ).toEqual([400, 'PasskeyChallengeException']);

    const stale = await signInOptions();
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, stale.challenge));
    expect(
      errorOf(await passkeySignIn(authenticator.assert(anas, { challenge: stale.challenge }))),
    ).toEqual([400, 'PasskeyChallengeException']);

    const bound = await signInOptions('us-east-1_device-a');
    expect(
      errorOf(
        await passkeySignIn(
          authenticator.assert(anas, { challenge: bound.challenge }),
          'us-east-1_device-b',
        ),
      ),
    ).toEqual([400, 'PasskeyChallengeException']);
  });

  it('refuses a counter that does not grow (a cloned authenticator), an unknown passkey and a forged signature', async () => {
    const { challenge } = await signInOptions();
    const cloned = authenticator.assert(anas, { challenge }, 1);
    expect(errorOf(await passkeySignIn(cloned))).toEqual([401, 'PasskeyNotRecognizedException']);
    anas.counter = 100;

    const stranger = authenticator.register({ challenge: 'x', userId: 'nobody' }).credential;
    expect(errorOf(await signInWith(stranger))).toEqual([401, 'PasskeyNotRecognizedException']);

    const forged = { ...stranger, id: anas.id };
    const res = await signInWith(forged);
    expect(errorOf(res)).toEqual([401, 'PasskeyNotRecognizedException']);
    expect(res.json()).toMatchObject({
      message:
        'We could not sign you in with this passkey. Sign in with your password, or try another passkey.',
    });
    expect((await signInWith(anas)).statusCode).toBe(200);
  });

  it('refuses a locked profile as the password sign-in does', async () => {
    const ginas = (await addPasskey(await signedIn('gina.referral@example.com'))).credential;
    const setStatus = (status: 'active' | 'locked') =>
      t.database.db
        .update(profiles)
        .set({ status })
        .where(eq(profiles.id, profileIdOf('P7')));
    await setStatus('locked');
    try {
      const res = await signInWith(ginas);
      expect(errorOf(res)).toEqual([403, 'NotAuthorizedException']);
      expect(res.json()).toMatchObject({
        message: 'User is locked. Please contact customer service.',
      });
    } finally {
      await setStatus('active');
    }
    expect((await signInWith(ginas)).statusCode).toBe(200);
  });
});

describe('removing passkeys and trusted devices', () => {
  it('P1 cannot remove P2’s passkey or device (404); P2 removes hers, and it signs in no more', async () => {
    const ana = await signedIn('ana.tlxe@example.com');
    const ben = await signedIn('ben.multi@example.com');
    const { credential, res } = await addPasskey(ben);
    const bensPasskey = (res.json() as { id: string }).id;
    const bensDevices = (
      await t.app.inject({ method: 'GET', url: '/api/devices', headers: ben })
    ).json() as { devices: { id: string; current: boolean }[] };
    const bensDevice = bensDevices.devices.find((d) => d.current)!.id;

    expect(
      errorOf(
        await t.app.inject({
          method: 'DELETE',
          url: '/api/passkeys',
          headers: ana,
          payload: { id: bensPasskey },
        }),
      ),
    ).toEqual([404, 'passkey.notFound']);
    expect(
      errorOf(
        await t.app.inject({
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
        await t.app.inject({
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
        await t.app.inject({
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
      await t.app.inject({ method: 'GET', url: '/api/devices', headers: laptop })
    ).json() as { devices: { id: string; current: boolean }[] };
    const phoneSession = await t.app.inject({
      method: 'GET',
      url: '/api/currentDevice',
      headers: phone,
    });
    const phoneKey = (phoneSession.json() as { deviceKey: string }).deviceKey;
    expect(listed.devices.filter((d) => d.current)).toHaveLength(1);
    const phoneId = listed.devices.find((d) => !d.current)!.id;

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/devices',
          headers: laptop,
          payload: { id: phoneId },
        })
      ).json(),
    ).toEqual({ removed: true, signedOut: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=chs', headers: phone }))
        .statusCode,
    ).toBe(401);
    expect(phoneKey).toBeTruthy();

    const laptopId = listed.devices.find((d) => d.current)!.id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/devices',
          headers: laptop,
          payload: { id: laptopId },
        })
      ).json(),
    ).toEqual({ removed: true, signedOut: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/accounts?brandName=chs', headers: laptop }))
        .statusCode,
    ).toBe(401);

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { devicekey: laptop.devicekey },
      payload: { username: 'carla.nls@example.com', password: 'DemoPass2026' },
    });
    const session = ZSessionResultSchema.parse(back.json());
    expect(session.deviceKey).not.toBe(laptop.devicekey);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/checktrusteddevice',
          headers: { ...bearer(session.accessToken), devicekey: session.deviceKey },
        })
      ).json(),
    ).toEqual({ trusted: false });
  });
});
