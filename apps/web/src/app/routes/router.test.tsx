import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import {
  clearEarlyReads,
  EARLY_READS_KEY,
  pageOfReadStarting,
  recordRead,
} from '../../shared/http/early-reads';
import { act, configure, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  NavigationType,
  RouterProvider,
  createMemoryRouter,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { queryClient } from '../../shared/query/query-client';
import { FLOW_STEP_STATE } from '../../shared/routing/flow-step';
import { LOCKED_FLOWS_KEY, lockFlow } from '../../shared/session/locked-flows';
import { useSessionStore } from '../../shared/session/session-store';
import { onGuardsStale } from '../guards/route-guard';
import { serviceStatusQuery } from '../../shared/config/service-status';
import {
  guardThenPrefetch,
  LAYOUT_ROUTE_ID,
  startingRoutes,
  startTappedReads,
  staticEntryAt,
  warmScreen,
} from './router';
import { createRouteTable, type RouteEntry } from './route-table';
import type { ScreenModule } from '../../shared/routing/types';

// the file's first test loads the first screen's chunk cold, over a second on a busy 2-core machine: the screen is
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

const NO_RENEWAL =
  'There is no loan renewal in progress for this loan. Please start again from your loan.';
let serviceAvailable: boolean | 'fail' = true;
function fakeApi(input: RequestInfo | URL): Promise<Response> {
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
function start(path: string) {
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
async function lockRefuses(
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
function nextNavigation(router: DataRouter): Promise<string> {
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

describe('app router', () => {
  it('starts with the first page alone and adds the other routes on the first navigation that needs them', async () => {
    const router = start('/');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const layoutChildren = () =>
      router.routes.find((route) => route.id === LAYOUT_ROUTE_ID)?.children ?? [];
    expect(layoutChildren().map((route) => route.path ?? route.id)).toEqual(['Login', '*']);
    // a first page other than Login starts with Login beside it (the layout's own path is '/')
    expect(
      startingRoutes(createRouteTable('inl'), '/Home').routes[0]?.children?.map(
        (route) => route.path ?? route.id,
      ),
    ).toEqual(['Login', '/Home', '*']);
    await act(() => router.navigate('/register/'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const all = createRouteTable('inl').length + 1;
    expect(layoutChildren()).toHaveLength(all);
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(layoutChildren()).toHaveLength(all);
  });

  it('adds the other routes in an idle moment before any navigation, once (decision 066)', async () => {
    const table = createRouteTable('inl');
    const { routes, patchRoutesOnNavigation, patchRest } = startingRoutes(table, '/');
    const router = createMemoryRouter(routes, { initialEntries: ['/'], patchRoutesOnNavigation });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const patches: number[] = [];
    const patch = (children: RouteObject[]) => {
      patches.push(children.length);
      router.patchRoutes(LAYOUT_ROUTE_ID, children);
    };
    patchRest?.(patch);
    patchRest?.(patch);
    expect(patches).toEqual([table.length - 1]);
    const layout = router.routes.find((route) => route.id === LAYOUT_ROUTE_ID);
    expect(layout?.children).toHaveLength(table.length + 1);
    await act(() => router.navigate('/register/'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(layout?.children).toHaveLength(table.length + 1);
  });

  it('takes the first page by its static path only, as React Router matches it', () => {
    const table = createRouteTable('inl');
    expect(staticEntryAt(table, '/')?.name).toBe('Login');
    expect(staticEntryAt(table, '/INL/accounts/')?.name).toBe('inl-Dashboard');
    expect(staticEntryAt(table, '/Refer/GINA50')).toBeUndefined();
    expect(staticEntryAt(table, '/no/such/page')).toBeUndefined();
    expect(startingRoutes(table, '/Refer/GINA50').patchRoutesOnNavigation).toBeUndefined();
  });

  it('shows Login at /', async () => {
    const router = start('/');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects an unknown path to /', async () => {
    const router = start('/no/such/page');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to MaintenanceMode when the service is unavailable', async () => {
    serviceAvailable = false;
    const router = start('/Register');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/MaintenanceMode'));
  });

  it('continues when the status check fails', async () => {
    serviceAvailable = 'fail';
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Register');
  });

  it('sends a visitor from an authenticated route to Login', async () => {
    const router = start('/inl/Accounts');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user from a brand they do not have to Home', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    const router = start('/tmx/Accounts');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
  });

  it('opens a referral link without a session (its landing page, not the placeholder)', async () => {
    const router = start('/Refer/GINA50');
    expect(await screen.findByRole('link', { name: /Register/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Refer/GINA50');
    expect(screen.queryByText('This page is not available yet.')).not.toBeInTheDocument();
  });

  it('shows a signed-in user the referral rewards screen, not the placeholder', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    start('/Referral');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral rewards' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet.')).not.toBeInTheDocument();
  });

  it('signs out and goes to Login with the message when leaving the locked flows', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    lockFlow('payment');
    const router = start('/inl/Accounts/5/Payment/AccountDisclosures');
    expect(await screen.findByText(NO_RENEWAL)).toBeInTheDocument();
    await router.navigate('/inl/Accounts');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?flowEnded=success'));
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(sessionStorage.getItem(LOCKED_FLOWS_KEY)).toBeNull();
    expect(await screen.findByText('Log in to continue.')).toBeInTheDocument();
  });

  it('blocks navigation between AccountDisclosures and DocuSignView, but for the flow’s own step forward', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    const router = start('/inl/Accounts/5/Payment/AccountDisclosures');
    await screen.findByText(NO_RENEWAL);
    // the blocker registers in an effect after the first commit of the layout
    await lockRefuses(router, '/inl/Accounts/5/Payment/DocuSignView');
    await router.navigate('/inl/Accounts/5/Payment/DocuSignView');
    expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/AccountDisclosures');
    // "Review and sign" opens the ceremony; going back from it to the disclosures is blocked
    await router.navigate('/inl/Accounts/5/Payment/DocuSignView', { state: FLOW_STEP_STATE });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/DocuSignView'),
    );
    await lockRefuses(router, '/inl/Accounts/5/Payment/AccountDisclosures', NavigationType.Pop);
    const back = nextNavigation(router);
    await router.navigate(-1);
    expect(await back).toBe('blocked');
    expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/DocuSignView');
    await router.navigate('/inl/Accounts/5/Payment/AccountDisclosures');
    expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/DocuSignView');
    await router.navigate('/inl/Accounts/5/Payment/ReviewPayment');
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/ReviewPayment'),
    );
  });
  it('shows a signed-in user the get-cash screens, not the placeholder', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    start('/inl/Accounts/5/Payment/GetCashAmount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get cash' })).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet.')).not.toBeInTheDocument();
  });

  it('lets a pending draw reach its confirmation but not start another, and keeps the confirmation from going back', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    const router = start('/inl/Accounts/5/Payment/PendingDisbursement');
    await screen.findByText('There is no cash request on its way.');
    await lockRefuses(router, '/inl/Accounts/5/Payment/GetCashNotice');
    await router.navigate('/inl/Accounts/5/Payment/GetCashNotice');
    expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/PendingDisbursement');
    await router.navigate('/inl/Accounts/5/Payment/ConfirmDisbursement');
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/ConfirmDisbursement'),
    );
    await screen.findByText('There is no recent cash request to show.');
    await lockRefuses(router, '/inl/Accounts/5/Payment/GetCashAmount');
    await router.navigate('/inl/Accounts/5/Payment/GetCashAmount');
    expect(router.state.location.pathname).toBe('/inl/Accounts/5/Payment/ConfirmDisbursement');
  });
});

describe('app router, with the answers of a page the service worker kept (decision 037)', () => {
  const statusCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([input]) => String(input).startsWith('/api/serviceStatus'));
  /** the page's start-up answer, read a minute ago (a kept page's), as main.tsx seeds it */
  const keptStatus = (available: boolean) =>
    queryClient.setQueryData(
      serviceStatusQuery().queryKey,
      { available },
      { updatedAt: Date.now() - 60_000 },
    );

  beforeEach(() => queryClient.clear());

  it('shows the first page without waiting for the status check, which runs behind it', async () => {
    keptStatus(true);
    vi.mocked(fetch).mockImplementation((input) =>
      String(input).startsWith('/api/serviceStatus')
        ? new Promise<Response>(() => undefined)
        : fakeApi(input),
    );
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Register');
    expect(statusCalls()).toHaveLength(1);
  });

  it('goes to MaintenanceMode when the check behind the navigation finds the service unavailable', async () => {
    keptStatus(true);
    serviceAvailable = false;
    const router = start('/Register');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/MaintenanceMode'));
    expect(statusCalls()).toHaveLength(1);
  });

  it('stays when the check behind the navigation fails, and says so in the log', async () => {
    keptStatus(true);
    serviceAvailable = 'fail';
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[guard] a check behind the navigation failed',
        expect.any(TypeError),
      ),
    );
    expect(router.state.location.pathname).toBe('/Register');
  });

  it('asks again before MaintenanceMode when the page’s old answer says unavailable, and goes on when it is back', async () => {
    keptStatus(false);
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Register');
    expect(statusCalls()).toHaveLength(1);
  });

  it('asks nothing when the page’s answer is fresh', async () => {
    queryClient.setQueryData(serviceStatusQuery().queryKey, { available: true });
    start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
  });
});

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
