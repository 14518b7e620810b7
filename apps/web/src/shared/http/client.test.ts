import { afterEach, describe, it, expect, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiGet, apiSend } from './client';
import * as authRefresh from './auth-refresh';
import { refreshSession, registerAuthHooks, type AuthHooks } from './auth-refresh';
import { serviceReachable } from '../offline/reachability';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
const ZOk = z.object({ ok: z.literal(true) });

function hooks(overrides: Partial<AuthHooks> = {}) {
  let token = 'old';
  const h = {
    headers: () => ({ authorization: `Bearer ${token}` }),
    accessTokenExpired: () => false,
    refresh: vi.fn(async () => {
      token = 'new';
      return true;
    }),
    onRefreshFailure: vi.fn(),
    ...overrides,
  };
  registerAuthHooks(h);
  return h;
}

/** The API: 401 'Invalid session' for the old token, ok for the new one. */
function api() {
  const mock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).authorization;
    return auth === 'Bearer new' ? json({ ok: true }) : invalidSession();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  registerAuthHooks(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

/** A client module of its own that has read one answer, so one schema module has loaded (decision 066). */
async function clientWithOneSchemaLoaded() {
  vi.resetModules();
  const fresh = await import('./client');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ ok: true })),
  );
  await fresh.apiGet('/first', async () => ZOk, { skipAuthRefresh: true });
  return fresh;
}

describe("a schema given as a loader (the shell's calls, decision 027)", () => {
  it('loads the schema when the answer is read and parses with it, refusing an answer it does not fit', async () => {
    hooks();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: true })),
    );
    const load = vi.fn(async () => ZOk);
    await expect(apiGet('/thing', load, { skipAuthRefresh: true })).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: 'yes' })),
    );
    await expect(apiGet('/thing', load, { skipAuthRefresh: true })).rejects.toThrow();
  });

  it("on the first page (no schema module loaded yet), loads none for an error answer, and a read's after its answer", async () => {
    vi.resetModules();
    const fresh = await import('./client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ reqId: 'r', statusCode: 404, error: 'Not Found', message: 'No such thing' }, 404),
      ),
    );
    const load = vi.fn(async () => ZOk);
    await expect(fresh.apiGet('/thing', load, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 404,
    });
    expect(load).not.toHaveBeenCalled();
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        order.push('answer');
        return json({ ok: true });
      }),
    );
    const later = vi.fn(async () => {
      order.push('schema');
      return ZOk;
    });
    await fresh.apiGet('/thing', later, { skipAuthRefresh: true });
    expect(order).toEqual(['answer', 'schema']);
  });

  it("once a schema module has loaded, loads a read's schema beside its request: one round, not two (decision 066)", async () => {
    const fresh = await clientWithOneSchemaLoaded();
    let answer = (_response: Response) => undefined as void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const load = vi.fn(async () => ZOk);
    const read = fresh.apiGet('/next', load, { skipAuthRefresh: true });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    answer(json({ ok: true }));
    await expect(read).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends every read started in one task before any read's own work: its schema load (decision 085)", async () => {
    const fresh = await clientWithOneSchemaLoaded();
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        order.push(`sent ${String(url).replace(/^.*\/api/, '')}`);
        return json({ ok: true });
      }),
    );
    const schemaOf = (name: string) => async () => {
      order.push(`schema ${name}`);
      return ZOk;
    };
    // a screen's prefetch: three reads asked for one after another in one task
    const reads = ['/a', '/b', '/c'].map((path) =>
      fresh.apiGet(path, schemaOf(path), { skipAuthRefresh: true }),
    );
    await expect(Promise.all(reads)).resolves.toHaveLength(3);
    expect(order.slice(0, 3)).toEqual(['sent /a', 'sent /b', 'sent /c']);
    expect(order.slice(3).sort()).toEqual(['schema /a', 'schema /b', 'schema /c']);
  });

  it('records a read for the next load of the page it was started for: a tap’s for the page tapped, a warm’s for none (decision 085)', async () => {
    const fresh = await clientWithOneSchemaLoaded();
    const early = await import('./early-reads');
    early.clearEarlyReads();
    window.history.replaceState(null, '', '/inl/Accounts');
    const recorded = () =>
      Object.fromEntries(
        Object.entries(
          JSON.parse(sessionStorage.getItem(early.EARLY_READS_KEY) ?? '{}') as Record<
            string,
            Array<{ url: string }>
          >,
        ).map(([page, reads]) => [page, reads.map((read) => read.url.replace(/^.*\/api/, ''))]),
      );
    // the fresh client's session: a read is recorded only when the session sends it
    (await import('./auth-refresh')).registerAuthHooks({
      headers: () => ({ authorization: 'Bearer t' }),
      accessTokenExpired: () => false,
      refresh: async () => true,
      onRefreshFailure: () => undefined,
    });
    let warmRead: Promise<unknown> = Promise.resolve();
    early.unrecordedStarts(() => {
      warmRead = fresh.apiGet('/standing', async () => ZOk, { skipAuthRefresh: true });
    });
    await warmRead;
    await fresh.apiGet('/loans', async () => ZOk, { skipAuthRefresh: true });
    expect(recorded()).toEqual({ '/inl/Accounts': ['/loans'] });
    let tapRead: Promise<unknown> = Promise.resolve();
    early.readsStartedFor('/inl/Accounts/7', () => {
      tapRead = fresh.apiGet('/accountdetail', async () => ZOk, { skipAuthRefresh: true });
    });
    await tapRead;
    expect(recorded()).toEqual({
      '/inl/Accounts': ['/loans'],
      '/inl/Accounts/7': ['/accountdetail'],
    });
    early.clearEarlyReads();
  });

  it('once a schema module has loaded, a schema that fails to load fails the read where its answer is parsed', async () => {
    const fresh = await clientWithOneSchemaLoaded();
    const failure = new Error('chunk gone');
    await expect(
      fresh.apiGet('/next', () => Promise.reject(failure), { skipAuthRefresh: true }),
    ).rejects.toBe(failure);
  });

  it("loads a write's schema before sending it: a schema that cannot load fails the write unsent", async () => {
    hooks();
    const send = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', send);
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(apiSend('POST', '/thing', gone, {}, { skipAuthRefresh: true })).rejects.toThrow(
      TypeError,
    );
    expect(send).not.toHaveBeenCalled();
    // a read is sent first: its schema loads with the answer
    await expect(apiGet('/thing', gone, { skipAuthRefresh: true })).rejects.toThrow(TypeError);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('shellSchema', () => {
  it('loads the named contract schema', async () => {
    const { shellSchema } = await import('./shell-schema');
    const { ZServiceStatusResponseSchema } = await import('@lender/contract');
    expect(await shellSchema('ZServiceStatusResponseSchema')()).toBe(ZServiceStatusResponseSchema);
  });
});

describe('reachability', () => {
  it('a call without an answer makes the service unreachable; any answer, an error too, reachable', async () => {
    registerAuthHooks(undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(json({ message: 'no' }, 500)),
    );
    await expect(apiGet('/x', ZOk)).rejects.toThrow();
    expect(serviceReachable()).toBe(false);
    await expect(apiGet('/x', ZOk)).rejects.toBeInstanceOf(ApiError);
    expect(serviceReachable()).toBe(true);
  });

  it("a write's failure says nothing of the service: its own message offers to try again", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiSend('POST', '/x', ZOk, {})).rejects.toThrow();
    expect(serviceReachable()).toBe(true);
  });

  it("a caller's abort says nothing of the service", async () => {
    const caller = new AbortController();
    caller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(apiGet('/x', ZOk, { signal: caller.signal })).rejects.toThrow();
    expect(serviceReachable()).toBe(true);
  });
});
