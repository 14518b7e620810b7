/**
 * The http client's session refresh: one refresh for concurrent 401 Invalid session answers, a refresh before an
 * expired token is sent, the sign-out when it fails, and the 403 device challenge and other errors, which refresh none.
 */
import { describe, it, expect, vi } from 'vitest';
import { ApiError, apiGet } from './client';
import * as authRefresh from './auth-refresh';
import { refreshSession, registerAuthHooks } from './auth-refresh';
import { ZOk, hooks, json, setUpEachTest } from './client-test-kit';

setUpEachTest();

const invalidSession = () =>
  json(
    {
      reqId: 'r',
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid session',
      errorCode: 'Invalid session',
    },
    401,
  );

/** The API: 401 'Invalid session' for the old token, ok for the new one. */
function api() {
  const mock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).authorization;
    return auth === 'Bearer new' ? json({ ok: true }) : invalidSession();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('session refresh in the http client', () => {
  it('refreshes ONCE for concurrent 401 Invalid session answers and retries each call', async () => {
    const h = hooks();
    const fetchMock = api();
    // the refresh stays in flight until each call has had its 401 and asked for a refresh
    const asked = vi.spyOn(authRefresh, 'refreshSession');
    let finishRefresh = () => undefined as void;
    const refreshDone = new Promise<void>((resolve) => (finishRefresh = resolve));
    const refresh = h.refresh;
    h.refresh = vi.fn(async () => {
      await refreshDone;
      return refresh();
    });
    registerAuthHooks(h);
    const calls = Promise.all([apiGet('/a', ZOk), apiGet('/b', ZOk), apiGet('/c', ZOk)]);
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(3));
    finishRefresh();
    const results = await calls;
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(h.onRefreshFailure).not.toHaveBeenCalled();
  });

  it('refreshes before sending when the access token has already expired', async () => {
    let expired = true;
    const h = hooks({ accessTokenExpired: () => expired });
    const fetchMock = api();
    const refresh = h.refresh;
    h.refresh = vi.fn(async () => {
      expired = false;
      return refresh();
    });
    registerAuthHooks(h);
    await expect(apiGet('/a', ZOk)).resolves.toEqual({ ok: true });
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs out once (and rethrows) when the refresh fails', async () => {
    const h = hooks({ refresh: vi.fn(async () => false) });
    api();
    const outcomes = await Promise.allSettled([apiGet('/a', ZOk), apiGet('/b', ZOk)]);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof ApiError)).toBe(
      true,
    );
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.onRefreshFailure).toHaveBeenCalledTimes(1);
  });

  it('treats a thrown refresh as a failure and allows a new refresh afterwards', async () => {
    const h = hooks({
      refresh: vi.fn().mockRejectedValueOnce(new Error('reused')).mockResolvedValue(true),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(refreshSession()).resolves.toBe(false);
    await expect(refreshSession()).resolves.toBe(true);
    expect(h.onRefreshFailure).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 DeviceNotTrustedException to the session (the challenge) and rethrows it, without a refresh', async () => {
    const onDeviceNotTrusted = vi.fn();
    const h = hooks({ onDeviceNotTrusted });
    const body = {
      reqId: 'r',
      statusCode: 403,
      error: 'DeviceNotTrustedException',
      message: 'Confirm this device',
      errorCode: 'DeviceNotTrustedException',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(body, 403)),
    );
    await expect(apiGet('/accounts', ZOk)).rejects.toMatchObject({
      status: 403,
      isDeviceNotTrusted: true,
    });
    expect(onDeviceNotTrusted).toHaveBeenCalledTimes(1);
    expect(h.refresh).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ ...body, error: 'AccessDeniedException', errorCode: 'AccessDeniedException' }, 403),
      ),
    );
    await expect(apiGet('/accounts', ZOk)).rejects.toMatchObject({
      status: 403,
      isDeviceNotTrusted: false,
    });
    expect(onDeviceNotTrusted).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on other errors, nor for calls that skip it', async () => {
    const h = hooks();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ reqId: 'r', statusCode: 400, error: 'Bad Request', message: 'no' }, 400),
      ),
    );
    await expect(apiGet('/a', ZOk)).rejects.toMatchObject({ status: 400 });
    api();
    await expect(apiGet('/a', ZOk, { skipAuthRefresh: true })).rejects.toMatchObject({
      isInvalidSession: true,
    });
    expect(h.refresh).not.toHaveBeenCalled();
  });
});
