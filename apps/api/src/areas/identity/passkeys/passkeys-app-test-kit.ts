/**
 * Test code only: the passkeys tests' server and calls (passkeys.test.ts, passkeys-removal.test.ts), per file — the
 * API's test projects share modules between a worker's files, so nothing here is a module's state. The calls are the
 * profile section's and the sign-in page's: add a passkey (options → the software authenticator → registration), and
 * sign in with one.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  ZErrorResponseSchema,
  ZPasskeyCreationOptionsSchema,
  ZPasskeyRequestOptionsSchema,
} from '@lender/contract';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../auth/auth-test-kit';
import { softAuthenticator, type SoftCredential } from './passkeys-test-kit';

export const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const errorOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  ZErrorResponseSchema.parse(res.json()).errorCode,
];

export function usePasskeysApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    authenticator: softAuthenticator(),

    async signedIn(email: string) {
      const session = await trustedSessionOf(kit.t.app, email);
      return {
        ...bearer(session.accessToken),
        devicekey: session.deviceKey,
        'user-agent': CHROME_ANDROID,
      };
    },

    /** Options → the software authenticator → POST /passkeys/registration, as the profile's section runs it. */
    async addPasskey(headers: Record<string, string>, name?: string) {
      const options = ZPasskeyCreationOptionsSchema.parse(
        (
          await kit.t.app.inject({
            method: 'POST',
            url: '/api/passkeys/registration/options',
            headers,
          })
        ).json(),
      );
      const { credential, response } = kit.authenticator.register({
        challenge: options.challenge,
        userId: options.user.id,
      });
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/passkeys/registration',
        headers,
        payload: { response, ...(name ? { name } : {}) },
      });
      return { credential, res, options };
    },

    async signInOptions(deviceKey?: string) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/passkeys/authentication/options',
        headers: deviceKey ? { devicekey: deviceKey } : {},
      });
      return ZPasskeyRequestOptionsSchema.parse(res.json());
    },

    passkeySignIn: (response: object, deviceKey?: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/passkeys/authentication',
        headers: { 'user-agent': CHROME_ANDROID, ...(deviceKey ? { devicekey: deviceKey } : {}) },
        payload: { response },
      }),

    async signInWith(credential: SoftCredential, deviceKey?: string) {
      const { challenge } = await kit.signInOptions(deviceKey);
      return kit.passkeySignIn(kit.authenticator.assert(credential, { challenge }), deviceKey);
    },
  };
  beforeAll(async () => {
    kit.t = await buildTestApp();
  });
  afterAll(async () => kit.t.close());
  return kit;
}
