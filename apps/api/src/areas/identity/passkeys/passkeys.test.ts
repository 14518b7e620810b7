// Issue 15, passkeys: a borrower on a trusted device adds a passkey; later, on any browser, the passkey alone signs
// her in (no password, no trusted-device code). Real WebAuthn answers from a software authenticator (passkeys-test-kit).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ZPasskeyCreationOptionsSchema,
  ZPasskeyListResponseSchema,
  ZSessionResultSchema,
} from '@lender/contract';
import { authEvents, passkeyChallenges, profiles } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { bearer } from '../auth/auth-test-kit';
import { softAuthenticator, type SoftCredential } from './passkeys-test-kit';
import { errorOf, usePasskeysApp } from './passkeys-app-test-kit';

const passkeys = usePasskeysApp();
const { authenticator, signedIn, addPasskey, signInOptions, passkeySignIn, signInWith } = passkeys;

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
      (await passkeys.t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).json(),
    );
    expect(list.passkeys).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('publicKey');

    // the next options exclude it, so the authenticator does not make a second one
    const next = ZPasskeyCreationOptionsSchema.parse(
      (
        await passkeys.t.app.inject({
          method: 'POST',
          url: '/api/passkeys/registration/options',
          headers,
        })
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
    const again = await passkeys.t.app.inject({
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
        await passkeys.t.app.inject({
          method: 'POST',
          url: '/api/passkeys/registration/options',
          headers: ana,
        })
      ).json(),
    );
    const crossed = await passkeys.t.app.inject({
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
        await passkeys.t.app.inject({
          method: 'POST',
          url: '/api/passkeys/registration/options',
          headers,
        })
      ).json(),
    );
    await passkeys.t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, stale.challenge));
    const expired = await passkeys.t.app.inject({
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
      (await passkeys.t.app.inject({ method: 'POST', url: '/api/passkeys/registration/options' }))
        .statusCode,
    ).toBe(401);
    expect((await passkeys.t.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(
      401,
    );
  });

  it('refuses an answer made for another origin', async () => {
    const headers = await signedIn('ben.multi@example.com');
    const options = ZPasskeyCreationOptionsSchema.parse(
      (
        await passkeys.t.app.inject({
          method: 'POST',
          url: '/api/passkeys/registration/options',
          headers,
        })
      ).json(),
    );
    const elsewhere = softAuthenticator({ origin: 'https://phish.example' }).register({
      challenge: options.challenge,
      userId: options.user.id,
    });
    const res = await passkeys.t.app.inject({
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
      (
        await passkeys.t.app.inject({ method: 'GET', url: '/api/checktrusteddevice', headers })
      ).json(),
    ).toEqual({ trusted: true });
    expect(
      (await passkeys.t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await passkeys.t.app.inject({ method: 'GET', url: '/api/userAttributes', headers })).json(),
    ).toMatchObject({ sub: profileIdOf('P1') });
    const list = ZPasskeyListResponseSchema.parse(
      (await passkeys.t.app.inject({ method: 'GET', url: '/api/passkeys', headers })).json(),
    );
    expect(list.passkeys.some((p) => p.lastUsedAt !== null)).toBe(true);
    const devices = (
      await passkeys.t.app.inject({ method: 'GET', url: '/api/devices', headers })
    ).json() as { devices: { current: boolean; browser: string | null }[] };
    expect(devices.devices.find((d) => d.current)).toMatchObject({ browser: 'Chrome' });
    const events = await passkeys.t.database.db
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
    await passkeys.t.database.db
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
      passkeys.t.database.db
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
