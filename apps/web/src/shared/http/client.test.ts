/**
 * The http client's schemas given as loaders (the shell's calls, decisions 027, 066 and 085): when a read's or a
 * write's schema loads, the reads sent before it, the reads recorded for the next page load; and shellSchema.
 */
import { describe, it, expect, vi } from 'vitest';
import { apiGet, apiSend } from './client';
import { ZOk, hooks, json, setUpEachTest } from './client-test-kit';

setUpEachTest();

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
