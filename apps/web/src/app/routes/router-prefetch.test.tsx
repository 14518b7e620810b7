/**
 * A screen's reads started early: its prefetch after its route's guard lets the navigation through (decision 038), and
 * a tap's reads started at the tap and a preloaded screen's warm (decision 085), each recorded for the right page.
 */
import { beforeEach, describe, it, expect, vi } from 'vitest';
import {
  clearEarlyReads,
  EARLY_READS_KEY,
  pageOfReadStarting,
  recordRead,
} from '../../shared/http/early-reads';
import { queryClient } from '../../shared/query/query-client';
import { useSessionStore } from '../../shared/session/session-store';
import { guardThenPrefetch, startTappedReads, warmScreen } from './router';
import { createRouteTable, type RouteEntry } from './route-table';
import type { ScreenModule } from '../../shared/routing/types';
import { setUpEachTest } from './router-test-kit';

setUpEachTest();

describe('a screen’s prefetch after its route’s guard (decision 038)', () => {
  const prefetch = vi.fn<NonNullable<ScreenModule['prefetch']>>();
  // the screen's chunk: the prefetch starts with its load, in the same turn as the guard's answer
  const screenChunk = vi.fn(() => Promise.resolve({ default: () => null, prefetch }));
  const entry = (group: RouteEntry['group']): RouteEntry => ({
    name: 'inl-Thing',
    baseName: 'Thing',
    path: '/inl/Things/:loanId',
    group,
    meta: { brand: 'inl' },
    screen: screenChunk,
    namespaces: [],
  });
  const load = (group: RouteEntry['group'], url = 'http://localhost/inl/Things/7') =>
    guardThenPrefetch(entry(group))({
      params: { loanId: '7' },
      request: new Request(url),
      url: new URL(url),
      pattern: new URL(url).pathname.replace(/7$/, ':loanId'),
      context: undefined,
    });

  beforeEach(() => {
    prefetch.mockReset();
    screenChunk.mockClear();
    queryClient.clear();
  });

  it('starts it with the route’s params, its brand and the app’s query cache once the guard lets the navigation through', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    await expect(load('brand')).resolves.toBeNull();
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith({ params: { loanId: '7' }, brand: 'inl', queryClient }),
    );
  });

  it('tells it the build’s default brand on a page whose path names none, as the screen’s usePageBrand does', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['tmx'] });
    const meta = Object.assign(document.createElement('meta'), {
      name: 'app-default-brand',
      content: 'tmx',
    });
    document.head.append(meta);
    try {
      await expect(load('authenticated', 'http://localhost/Things/7')).resolves.toBeNull();
      await vi.waitFor(() =>
        expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ brand: 'tmx' })),
      );
    } finally {
      meta.remove();
    }
  });

  it('records the reads from here on for the page it goes to, not the one being left (decision 034)', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    window.history.replaceState(null, '', '/Home');
    await expect(load('brand')).resolves.toBeNull();
    recordRead('/api/accountdetail?loanId=7', { authorization: 'Bearer t' });
    expect(
      Object.keys(JSON.parse(sessionStorage.getItem(EARLY_READS_KEY) ?? '{}') as object),
    ).toEqual(['/inl/Things/7']);
    clearEarlyReads();
  });

  it('does not start it when the guard sends the visitor elsewhere', async () => {
    await expect(load('brand')).rejects.toBeInstanceOf(Response);
    // a prefetch would have begun with the chunk's load before the loader answered: none did, so none can follow
    expect(screenChunk).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does not start it offline: the screen shows what the device kept', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(load('brand')).resolves.toBeNull();
    // a prefetch would have begun with the chunk's load before the loader answered: none did, so none can follow
    expect(screenChunk).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('a tap’s reads, started at the tap (decision 085)', () => {
  const prefetch = vi.fn<NonNullable<ScreenModule['prefetch']>>();
  const warm = vi.fn<NonNullable<ScreenModule['warm']>>(() => []);
  const module: ScreenModule = { default: () => null, prefetch, warm };
  const url = new URL('http://localhost/inl/Things/7');
  const tapped = {
    entry: createRouteTable()[0]!,
    url,
    params: { loanId: '7' },
  };

  beforeEach(() => {
    prefetch.mockReset();
    warm.mockReset();
  });

  it('starts the screen’s prefetch for the page tapped, its reads for that page, and leaves no mapping behind', () => {
    window.history.replaceState(null, '', '/inl/Accounts');
    const readsFor: Array<string | null> = [];
    prefetch.mockImplementation(() => void readsFor.push(pageOfReadStarting()));
    startTappedReads(module, tapped);
    expect(prefetch).toHaveBeenCalledWith({ params: { loanId: '7' }, brand: 'inl', queryClient });
    expect(readsFor).toEqual(['/inl/Things/7']);
    // a navigation the page then blocks (a locked flow) stays where it is: its own reads are its own
    expect(pageOfReadStarting()).toBe('/inl/Accounts');
  });

  it('starts nothing offline, neither a tap’s reads nor a screen’s warm', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startTappedReads(module, tapped);
    expect(warmScreen(module, 'inl')).toEqual([]);
    expect(prefetch).not.toHaveBeenCalled();
    expect(warm).not.toHaveBeenCalled();
  });

  it('warms a preloaded screen on the brand given, with the app’s query cache', () => {
    warmScreen(module, 'chs');
    expect(warm).toHaveBeenCalledWith({ brand: 'chs', queryClient });
  });

  it('leaves the reads a warm step starts out of the page’s record (decision 034’s early reads)', () => {
    window.history.replaceState(null, '', '/inl/Accounts');
    const seen: Array<string | null> = [];
    warm.mockReturnValue([() => void seen.push(pageOfReadStarting())]);
    for (const step of warmScreen(module, 'inl')) step();
    expect(seen).toEqual([null]);
    expect(pageOfReadStarting()).toBe('/inl/Accounts');
  });
});
