import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { queryClient } from '../query/query-client';
import { lockFlow, readLockedFlows } from './locked-flows';
import { setSessionEventSink, type SessionEvent } from './session-events';
import { startSession } from './session-result';
import { useSessionStore } from './session-store';
import { endSession } from './sign-out';
import { installAuthSession } from './auth-session';
import { loadDeviceKey, loadTokens } from './token-storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = {
  accessToken: 'a',
  idToken: 'i',
  refreshToken: 'r',
  deviceKey: 'dk',
  deviceGroupKey: 'dg',
};
let events: SessionEvent[] = [];

beforeEach(() => {
  installAuthSession();
  sessionStorage.clear();
  localStorage.clear();
  events = [];
  setSessionEventSink((event) => events.push(event));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('endSession', () => {
  it('signs out on the server (and the device session), clears everything and logs the reason', async () => {
    const fetchMock = vi.fn(async () => json({ signedOut: true }));
    vi.stubGlobal('fetch', fetchMock);
    startSession(tokens, { rememberMe: true, deviceKeySession: true });
    lockFlow('payment');
    queryClient.setQueryData(['x'], 1);
    await endSession('sideBarButton');
    const paths = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(paths).toEqual(['/api/signout', '/api/signout/device']);
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
      .headers as Record<string, string>;
    expect(headers).toMatchObject({ authorization: 'Bearer a', idtoken: 'i', devicekey: 'dk' });
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(loadTokens()).toBeUndefined();
    expect(readLockedFlows()).toEqual([]);
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(loadDeviceKey()).toBe('dk');
    expect(events).toEqual([
      { name: 'signOut', properties: { reason: 'sideBarButton', profile_id: undefined } },
    ]);
  });

  it('only logs a failed server sign-out and still clears the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reqId: 'r', statusCode: 500, error: 'x', message: 'down' }, 500)),
    );
    startSession(tokens, { rememberMe: false });
    await endSession('sessionTimeout');
    expect(console.warn).toHaveBeenCalled();
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(events[0]?.properties?.reason).toBe('sessionTimeout');
  });
});
