import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet } from './client';
import { registerAuthHooks } from './auth-refresh';
import {
  clearEarlyReads,
  EARLY_READS_KEY,
  RECORD_WINDOW_MS,
  recordRead,
  recordReadsFor,
  startEarlyReads,
  TAKE_WINDOW_MS,
  takeEarlyRead,
} from './early-reads';
import { useSessionStore } from '../session/session-store';
import { NetworkError } from './network-error';
import {
  saveDeviceKey,
  saveTokens,
  sessionTokenHeaders,
  TOKEN_KEYS,
} from '../session/token-storage';

const PLAIN = { 'accept-language': 'en', brand: 'inl' };
/** a token whose payload says it expires at `exp` (seconds) */
const tokenExpiring = (exp: number) => `h.${btoa(JSON.stringify({ exp }))}.s`;
const LIVE = tokenExpiring(Date.now() / 1000 + 600);
const session = () => sessionTokenHeaders({ accessToken: LIVE, idToken: 'id-1' }, 'device-1');
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
/** a fetch stand-in that answers `body`, its calls typed as fetch's */
const fetchAnswering = (body: unknown) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer(body));

let clock = 1_000;
beforeEach(() => {
  clock = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  window.history.replaceState(null, '', '/inl/Accounts');
  saveTokens({ accessToken: LIVE, idToken: 'id-1' }, false);
  saveDeviceKey('device-1');
});
afterEach(() => {
  clearEarlyReads();
  sessionStorage.clear();
  localStorage.clear();
  registerAuthHooks(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The client signed in (the stored session's headers) and the network's own answer: fetch's stand-in. */
function signedInNetwork() {
  registerAuthHooks({
    headers: session,
    accessTokenExpired: () => false,
    refresh: async () => true,
    onRefreshFailure: () => undefined,
  });
  const network = fetchAnswering({ ok: 'network' });
  vi.stubGlobal('fetch', network);
  return network;
}

/** A page load of the current location that made these reads (the page's script, then the app's reads). */
function visit(urls: string[]) {
  startEarlyReads(
    Date.now(),
    vi.fn(async () => answer({})),
  );
  for (const url of urls) recordRead(url, { ...PLAIN, ...session() });
}

describe('early reads', () => {
  it("start the page's recorded reads with the stored session, without ever storing a token", () => {
    visit(['/api/accounts?brandName=inl', '/api/usercache']);
    const stored = sessionStorage.getItem(EARLY_READS_KEY) ?? '';
    expect(stored).not.toContain(LIVE);
    expect(stored).not.toContain('device-1');

    const fetchFn = fetchAnswering({ loans: [] });
    expect(startEarlyReads(Date.now(), fetchFn)).toBe(2);
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      '/api/accounts?brandName=inl',
      '/api/usercache',
    ]);
    const init = fetchFn.mock.calls[0]![1];
    expect(init?.headers).toEqual({ ...PLAIN, ...session() });
  });

  it('are taken once, by a read with the same URL and headers only', async () => {
    visit(['/api/accounts?brandName=inl', '/api/usercache']);
    startEarlyReads(
      Date.now(),
      vi.fn(async () => answer({ loans: [] })),
    );
    expect(
      takeEarlyRead('/api/usercache', { ...PLAIN, 'accept-language': 'es', ...session() }),
    ).toBeUndefined();
    // the mismatched read is not offered again either: the app reads for itself
    expect(takeEarlyRead('/api/usercache', { ...PLAIN, ...session() })).toBeUndefined();
    const early = takeEarlyRead('/api/accounts?brandName=inl', { ...session(), ...PLAIN });
    expect(await (await early!).json()).toEqual({ loans: [] });
    expect(
      takeEarlyRead('/api/accounts?brandName=inl', { ...PLAIN, ...session() }),
    ).toBeUndefined();
  });

  it('start in the language the app will start in: a reload after a switch to Spanish is taken in Spanish', async () => {
    const recorded = { 'accept-language': 'en', brand: 'inl' };
    startEarlyReads(Date.now(), fetchAnswering({}), 'en');
    recordRead('/api/draw?key=k1', { ...recorded, ...session() });
    localStorage.setItem('language', 'es');
    const fetchFn = fetchAnswering({ status: 'pending' });
    startEarlyReads(Date.now(), fetchFn);
    expect(fetchFn.mock.calls[0]![1]?.headers).toEqual({
      'accept-language': 'es',
      brand: 'inl',
      ...session(),
    });
    const spanish = { 'accept-language': 'es', brand: 'inl', ...session() };
    expect(await (await takeEarlyRead('/api/draw?key=k1', spanish)!).json()).toEqual({
      status: 'pending',
    });
  });

  it('are not taken once the take window has passed', () => {
    visit(['/api/accounts?brandName=inl']);
    startEarlyReads(
      Date.now(),
      vi.fn(async () => answer({})),
    );
    clock += TAKE_WINDOW_MS + 1;
    expect(
      takeEarlyRead('/api/accounts?brandName=inl', { ...PLAIN, ...session() }),
    ).toBeUndefined();
  });

  it('start nothing without a stored session, with an expired access token, offline, or on another page', () => {
    visit(['/api/accounts?brandName=inl']);
    const fetchFn = vi.fn(async () => answer({}));
    window.history.replaceState(null, '', '/inl/Cards');
    expect(startEarlyReads(Date.now(), fetchFn)).toBe(0);
    window.history.replaceState(null, '', '/inl/Accounts');
    saveTokens({ accessToken: tokenExpiring(Date.now() / 1000 - 1) }, false);
    expect(startEarlyReads(Date.now(), fetchFn)).toBe(0);
    saveTokens({ accessToken: LIVE }, false);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(startEarlyReads(Date.now(), fetchFn)).toBe(0);
    online.mockReturnValue(true);
    expect(startEarlyReads(Date.now(), fetchAnswering({}))).toBe(1);
    sessionStorage.removeItem(TOKEN_KEYS.accessToken);
    expect(startEarlyReads(Date.now(), fetchFn)).toBe(0);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("record a page's first seconds' reads, signed in only; a new visit's replace the last's", () => {
    visit(['/api/accounts?brandName=inl']);
    recordRead('/api/public', PLAIN);
    clock += RECORD_WINDOW_MS + 1;
    recordRead('/api/addressPredictions?input=12%20Main', { ...PLAIN, ...session() });
    expect(Object.values(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY)!) as object)).toEqual([
      [{ url: '/api/accounts?brandName=inl', headers: PLAIN }],
    ]);
    visit(['/api/usercache']);
    expect(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY)!)).toEqual({
      '/inl/Accounts': [{ url: '/api/usercache', headers: PLAIN }],
    });
    // the app navigates: the new page's reads are its own
    window.history.replaceState(null, '', '/inl/AccountDetails?loanId=7');
    recordRead('/api/accountdetail?loanId=7', { ...PLAIN, ...session() });
    expect(Object.keys(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY)!) as object)).toEqual([
      '/inl/Accounts',
      '/inl/AccountDetails?loanId=7',
    ]);
  });

  it("record a navigation's reads for the page it goes to, from its route's loader on, before the location is there", () => {
    const signedIn = { ...PLAIN, ...session() };
    window.history.replaceState(null, '', '/TrustedDevice/Code');
    visit(['/api/offers']);
    // the router lets the navigation to her Dashboard through; its prefetch reads while the location is the old page
    recordReadsFor('/inl/Accounts');
    recordRead('/api/accounts?brandName=inl', signedIn);
    window.history.replaceState(null, '', '/inl/Accounts');
    recordRead('/api/usercache', signedIn);
    // a navigation that ends elsewhere (redirected, or another one won): the reads are the location's again
    recordReadsFor('/inl/Accounts/7');
    window.history.replaceState(null, '', '/Home');
    recordRead('/api/userAttributes', signedIn);
    expect(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY)!)).toEqual({
      '/TrustedDevice/Code': [{ url: '/api/offers', headers: PLAIN }],
      '/inl/Accounts': [
        { url: '/api/accounts?brandName=inl', headers: PLAIN },
        { url: '/api/usercache', headers: PLAIN },
      ],
      '/Home': [{ url: '/api/userAttributes', headers: PLAIN }],
    });
  });

  it('go with sign-out: the list is deleted and started answers are dropped', () => {
    visit(['/api/accounts?brandName=inl']);
    startEarlyReads(
      Date.now(),
      vi.fn(async () => answer({})),
    );
    useSessionStore.getState().signOut();
    expect(sessionStorage.getItem(EARLY_READS_KEY)).toBeNull();
    expect(
      takeEarlyRead('/api/accounts?brandName=inl', { ...PLAIN, ...session() }),
    ).toBeUndefined();
  });

  it("answer the client's read in place of a request of its own", async () => {
    const network = signedInNetwork();
    startEarlyReads(Date.now(), vi.fn()); // the first load of the page: nothing recorded yet
    await apiGet('/accounts', z.object({ ok: z.string() }), { query: { brandName: 'inl' } });
    expect(network).toHaveBeenCalledTimes(1);
    const headers = network.mock.calls[0]![1];

    startEarlyReads(
      Date.now(),
      vi.fn(async () => answer({ ok: 'early' })),
    );
    expect(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY)!)).toEqual({
      '/inl/Accounts': [
        {
          url: '/api/accounts?brandName=inl',
          headers: expect.not.objectContaining({ authorization: expect.anything() }),
        },
      ],
    });
    expect(Object.keys(headers?.headers as object)).toContain('authorization');
    expect(
      await apiGet('/accounts', z.object({ ok: z.string() }), { query: { brandName: 'inl' } }),
    ).toEqual({ ok: 'early' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("taken, end with the client's own signal: its shorter timeout, a screen that left", async () => {
    const network = signedInNetwork();
    const schema = z.object({ ok: z.string() });
    const never = vi.fn(
      (_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => undefined),
    );
    startEarlyReads(Date.now(), vi.fn());
    await apiGet('/accounts', schema, { query: { brandName: 'inl' } });

    startEarlyReads(Date.now(), never);
    const timedOut = apiGet('/accounts', schema, { query: { brandName: 'inl' }, timeoutMs: 20 });
    await expect(timedOut).rejects.toBeInstanceOf(NetworkError);

    startEarlyReads(Date.now(), never);
    const left = new AbortController();
    const read = apiGet('/accounts', schema, { query: { brandName: 'inl' }, signal: left.signal });
    const earlySignal = never.mock.calls[1]?.[1]?.signal;
    expect(earlySignal?.aborted).toBe(false);
    left.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    // the early read itself ends with the screen that left, as the client's own fetch would
    expect(earlySignal?.aborted).toBe(true);
    expect(never).toHaveBeenCalledTimes(2);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
