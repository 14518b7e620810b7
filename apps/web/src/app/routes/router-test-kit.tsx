/**
 * The app router's tests' one set-up (router-navigation, router-kept-answers and router-prefetch): the app's router as
 * main.tsx makes it, in memory, over a fake API whose service status each test sets; the navigation lock's and the
 * next navigation's waits; and each test's start (the service up, nobody signed in) and end.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavigationType, RouterProvider, createMemoryRouter, type DataRouter } from 'react-router';
import { queryClient } from '../../shared/query/query-client';
import { useSessionStore } from '../../shared/session/session-store';
import { onGuardsStale } from '../guards/route-guard';
import { startingRoutes } from './router';
import { createRouteTable } from './route-table';

// each file's first test loads the first screen's chunk cold, over a second on a busy 2-core machine: the screen is
// awaited as long as render-screen.tsx awaits a feature screen's
configure({ asyncUtilTimeout: 4000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const theme = {
  primary: '#0b5394',
  primaryContrast: '#ffffff',
  accent: '#e69138',
  background: '#f5f7fa',
};
const brand = (brandId: number, available: string[]) => ({
  brandId,
  displayName: 'X',
  family: 'main',
  loanSystem: 'TLXe',
  theme,
  providers: ['tlxe'],
  availableProviders: available,
});

let serviceAvailable: boolean | 'fail' = true;
/** What GET /api/serviceStatus answers from now on: available or not, or 'fail' (the request fails). */
export function setServiceAvailable(answer: boolean | 'fail'): void {
  serviceAvailable = answer;
}
/** The API as the router's guards see it: the service status, the brands (inl, tmx), and 404 for the rest. */
export function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url.startsWith('/api/serviceStatus')) {
    return serviceAvailable === 'fail'
      ? Promise.reject(new TypeError('offline'))
      : Promise.resolve(json({ available: serviceAvailable }));
  }
  if (url.startsWith('/api/serviceProvider'))
    return Promise.resolve(json({ brands: { inl: brand(7, ['tlxe']), tmx: brand(8, ['tlxe']) } }));
  return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'not found' }, 404));
}

/** The app's router as main.tsx makes it (the first page's route, the rest patched in), in memory. */
export function start(path: string) {
  const { routes, patchRoutesOnNavigation } = startingRoutes(createRouteTable('inl'), path);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  // the layout's navigation lock registers its blocker here, in an effect after each commit (lockRefuses)
  vi.spyOn(router, 'getBlocker');
  onGuardsStale(() => void router.revalidate());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Waits until the layout's navigation lock holds for the screen shown: the blocker it last registered with the router
 * (in an effect after the screen's commit, so some time after the screen is seen) refuses a navigation to `to`.
 */
export async function lockRefuses(
  router: DataRouter,
  to: string,
  historyAction: NavigationType = NavigationType.Push,
) {
  await vi.waitFor(() => {
    const lock = vi.mocked(router.getBlocker).mock.lastCall?.[1];
    const currentLocation = router.state.location;
    const nextLocation = { ...currentLocation, pathname: to, search: '', state: null, key: 'next' };
    expect(lock?.({ currentLocation, nextLocation, historyAction })).toBe(true);
  }, 4000);
}

/** What the router does with the next navigation: 'blocked', or the path it arrives at. */
export function nextNavigation(router: DataRouter): Promise<string> {
  const from = router.state.location;
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      const blocked = [...state.blockers.values()].some((blocker) => blocker.state === 'blocked');
      const arrived = state.navigation.state === 'idle' && state.location !== from;
      if (blocked || arrived) {
        stop();
        resolve(blocked ? 'blocked' : state.location.pathname);
      }
    });
  });
}

/**
 * Each test of the calling file starts with the service up, console.warn quiet, fetch answered by fakeApi and nobody
 * signed in, and ends with the stubs and spies undone. Call it once, at the top of the test file.
 */
export function setUpEachTest(): void {
  beforeEach(() => {
    serviceAvailable = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    useSessionStore.getState().signOut();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
