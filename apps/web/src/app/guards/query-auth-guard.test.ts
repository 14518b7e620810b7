import { afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { readLockedFlows } from '../../shared/session/locked-flows';
import { useSessionStore } from '../../shared/session/session-store';
import { createRouteTable, findRoute } from '../routes/route-table';
import { guardLoader } from './route-guard';

const PROFILE = '6f1c2b1e-8a4b-4c1d-9a51-0d2c3e4f5a6b';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = {
  accessToken: 'a',
  idToken: 'i',
  refreshToken: 'r',
  deviceKey: 'dk',
  deviceGroupKey: 'dg',
  expiresIn: 900,
  serviceConfig: { region: 'us-east-1', userPoolId: 'p', clientId: 'c' },
};
const provider = {
  brandId: 7,
  displayName: 'X',
  family: 'main',
  loanSystem: 'TLXe',
  theme: {
    primary: '#000000',
    primaryContrast: '#ffffff',
    accent: '#000000',
    background: '#ffffff',
  },
  providers: ['tlxe'],
  availableProviders: ['tlxe'],
};

function api(signatureAnswer: () => Response) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/signatureAuth')) return signatureAnswer();
    if (url.startsWith('/api/serviceStatus')) return json({ available: true });
    if (url.startsWith('/api/serviceProvider')) return json({ brands: { inl: provider } });
    return json({ reqId: 'r', statusCode: 404, error: 'Not Found', message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

async function run(path: string): Promise<Response | null> {
  const route = findRoute('inl-MakePayment');
  if (!route) throw new Error('no route');
  const request = new Request(`http://app.test${path}`);
  try {
    return await guardLoader(route)({
      request,
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const link = `/inl/Accounts/A1/Payment?profileId=${PROFILE}&signature=sig&expiration=1900000000&path=%2Finl%2FAccounts%2FA1%2FMakePayment&guest=true`;

beforeAll(() => {
  createRouteTable('inl');
});
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().signOut();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guard: authentication by a profileId query', () => {
  it('signs a guest in by signature, locks the payment flow and drops the query', async () => {
    const fetchMock = api(() => json(session));
    const response = await run(link);
    expect(response?.headers.get('Location')).toBe('/inl/Accounts/A1/Payment');
    const body = JSON.parse(
      String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    );
    expect(body).toEqual({
      profileId: PROFILE,
      signature: 'sig',
      expiration: 1900000000,
      path: '/inl/Accounts/A1/MakePayment',
      guest: true,
    });
    expect(useSessionStore.getState()).toMatchObject({
      authenticated: true,
      guest: true,
      guestPath: '/inl/Accounts/A1/MakePayment',
      brands: ['inl'],
    });
    expect(readLockedFlows()).toEqual(['payment']);
    expect(await run('/inl/Accounts/A1/Payment')).toBeNull();
  });

  it('a link used before sends to Login with linkUsed (sign in or ask for a new link)', async () => {
    api(() =>
      json(
        {
          reqId: 'r',
          statusCode: 410,
          error: 'LinkAlreadyUsedException',
          message: 'This link was already used. Sign in, or ask for a new link.',
          errorCode: 'LinkAlreadyUsedException',
        },
        410,
      ),
    );
    const response = await run(link);
    expect(response?.headers.get('Location')).toBe('/?linkUsed=true');
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('a rejected link leaves the visitor signed out and sends to Login', async () => {
    api(() =>
      json(
        {
          reqId: 'r',
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Invalid signature',
          errorCode: 'NotAuthorizedException',
        },
        401,
      ),
    );
    const response = await run(link);
    expect(response?.headers.get('Location')).toBe('/');
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('PasswordResetRequired stores the destination and goes to SecureAccount', async () => {
    api(() =>
      json(
        {
          reqId: 'r',
          statusCode: 400,
          error: 'Bad Request',
          message: 'reset',
          errorCode: 'PasswordResetRequiredException',
        },
        400,
      ),
    );
    const response = await run(link);
    expect(response?.headers.get('Location')).toBe('/ForgotPassword/SecureAccount');
    expect(sessionStorage.getItem('intendedDestination')).toBe('/inl/Accounts/A1/Payment');
  });
});
