/**
 * The app router's navigation: the first page's route alone and the rest patched in, the guards' redirects (unknown
 * path, MaintenanceMode, Login, Home), screens in place of the placeholder, and the locked flows' navigation lock.
 */
import { describe, it, expect, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NavigationType, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { queryClient } from '../../shared/query/query-client';
import { FLOW_STEP_STATE } from '../../shared/routing/flow-step';
import { LOCKED_FLOWS_KEY, lockFlow } from '../../shared/session/locked-flows';
import { useSessionStore } from '../../shared/session/session-store';
import { LAYOUT_ROUTE_ID, startingRoutes, staticEntryAt } from './router';
import { createRouteTable } from './route-table';
import {
  lockRefuses,
  nextNavigation,
  setServiceAvailable,
  setUpEachTest,
  start,
} from './router-test-kit';

const NO_RENEWAL =
  'There is no loan renewal in progress for this loan. Please start again from your loan.';

setUpEachTest();

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
    setServiceAvailable(false);
    const router = start('/Register');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/MaintenanceMode'));
  });

  it('continues when the status check fails', async () => {
    setServiceAvailable('fail');
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
