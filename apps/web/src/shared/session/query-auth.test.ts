import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import {
  authenticateFromQuery,
  needsQueryAuth,
  readQueryAuth,
  withoutAuthQuery,
} from './query-auth';
import { useSessionStore } from './session-store';

const PROFILE = '6f1c2b1e-8a4b-4c1d-9a51-0d2c3e4f5a6b';
const url = (q: string) => new URL(`http://app.test/inl/Accounts/A1/Payment?${q}`);
const result = {
  accessToken: 'a',
  idToken: 'i',
  refreshToken: 'r',
  deviceKey: 'dk',
  deviceGroupKey: 'dg',
  expiresIn: 900,
  serviceConfig: { region: 'us-east-1', userPoolId: 'p', clientId: 'c' },
};

const attributes = {
  sub: PROFILE,
  customer_id: 'T1',
  mdm_id: null,
  lms_customer_ids: null,
  show_paid_off: false,
  phone_number: null,
  phone_number_verified: false,
  email: 'ana.tlxe@example.com',
  email_verified: true,
  non_customer_refer: false,
  'custom:loan_state': null,
  brands: ['inl'],
  customerIds: { NLS: null, TLXe: 'T1' },
};

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().signOut();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authentication by profileId query', () => {
  it('reads a signed link as signature, expiration, path and the guest flag', () => {
    const auth = readQueryAuth(
      url(`profileId=${PROFILE}&signature=abc&expiration=1900000000&guest=true`),
    );
    expect(auth).toEqual({
      kind: 'signature',
      guest: true,
      body: {
        profileId: PROFILE,
        signature: 'abc',
        expiration: 1900000000,
        path: '/inl/Accounts/A1/Payment',
        guest: true,
      },
    });
  });

  it('posts /deviceKeyAuth and loads the user attributes of a returning device', async () => {
    const fetchMock = vi.fn(
      async (url: RequestInfo | URL) =>
        new Response(JSON.stringify(String(url).includes('userAttributes') ? attributes : result), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const auth = readQueryAuth(url(`profileId=${PROFILE}&flow=payment`));
    if (!auth) throw new Error('no auth');
    await authenticateFromQuery(auth);
    const paths = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(paths).toEqual(['/api/deviceKeyAuth', '/api/userAttributes']);
    expect(useSessionStore.getState()).toMatchObject({ guest: false, brands: ['inl'] });
  });

  it('reads profileId and flow as a device-key authentication', () => {
    expect(readQueryAuth(url(`profileId=${PROFILE}&flow=payment`))).toEqual({
      kind: 'deviceKey',
      guest: false,
      body: { profileId: PROFILE, flow: 'payment' },
    });
    expect(readQueryAuth(url('flow=payment'))).toBeUndefined();
  });

  it('is needed only without an access token', () => {
    expect(needsQueryAuth(url(`profileId=${PROFILE}`))).toBe(true);
    useSessionStore.setState({ tokens: { accessToken: 'x' } });
    expect(needsQueryAuth(url(`profileId=${PROFILE}`))).toBe(false);
  });

  it('posts /signatureAuth and opens a guest device session', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(result), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const auth = readQueryAuth(
      url(`profileId=${PROFILE}&signature=abc&expiration=1900000000&guest=true`),
    );
    if (!auth) throw new Error('no auth');
    await authenticateFromQuery(auth, 'inl');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/signatureAuth');
    expect(JSON.parse(String(init.body))).toMatchObject({ guest: true, expiration: 1900000000 });
    const session = useSessionStore.getState();
    expect(session).toMatchObject({
      authenticated: true,
      guest: true,
      deviceKeySession: true,
      brands: ['inl'],
    });
    expect(session.user?.profileId).toBe(PROFILE);
  });

  it('drops the authentication keys from the landing URL', () => {
    expect(
      withoutAuthQuery(url(`profileId=${PROFILE}&signature=s&expiration=1&guest=true&x=1`)),
    ).toBe('/inl/Accounts/A1/Payment?x=1');
  });
});
