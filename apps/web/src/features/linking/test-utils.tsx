/** Test harness of the linking screens: the app's i18next (test setup), a QueryClient, a router with the linking routes, a fetch mock. */
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { registerRoutes } from '../../shared/routing/route-path';
import type { RouteInfo } from '../../shared/routing/types';
import { useSessionStore } from '../../shared/session/session-store';

configure({ asyncUtilTimeout: 4000 });

const route = (
  name: string,
  path: string,
  group: RouteInfo['group'] = 'authenticated',
): RouteInfo => ({ name, baseName: name, path, group, meta: {} });

export function registerLinkingRoutes(): void {
  registerRoutes([
    route('Login', '/', 'unauthenticated'),
    route('Home', '/Home'),
    route('ContactUs', '/ContactUs', 'topLevel'),
    route('LinkAccountOptions', '/LinkAccountOptions'),
    route('LinkAccount', '/LinkAccountOptions/LinkAccount'),
    route('LinkAccountFailed', '/LinkAccountOptions/LinkAccountFailed'),
    route('ReplaceAccount', '/LinkAccountOptions/ReplaceAccount'),
    route('ConfirmAccountReplacement', '/ConfirmAccountReplacement', 'topLevel'),
    {
      name: 'inl-Dashboard',
      baseName: 'Dashboard',
      path: '/inl/Accounts',
      group: 'brand',
      meta: { brand: 'inl' },
    },
  ]);
}

export const PROFILE_ID = 'f0000000-0000-4000-8000-000000000008';

export function signInAs(patch: Partial<ReturnType<typeof useSessionStore.getState>> = {}): void {
  useSessionStore.getState().update({
    authenticated: true,
    user: { profileId: PROFILE_ID, username: 'hank.new@example.com' },
    brands: [],
    customerIds: {},
    customerId: undefined,
    ...patch,
  });
}

function CurrentPath() {
  const location = useLocation();
  const state = location.state as { reason?: string } | null;
  return (
    <p data-testid="current-path">
      {location.pathname}
      {state?.reason ? ` reason=${state.reason}` : ''}
    </p>
  );
}

export function renderScreen(ui: ReactElement, path: string, state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`];
    return handler
      ? handler(url, init)
      : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const userAttributes = (brands: string[], tlxe: string | null) => ({
  sub: PROFILE_ID,
  customer_id: tlxe,
  mdm_id: null,
  lms_customer_ids: tlxe ? JSON.stringify(['TLXe', tlxe]) : null,
  show_paid_off: false,
  phone_number: '+13125550108',
  phone_number_verified: true,
  email: 'hank.new@example.com',
  email_verified: true,
  non_customer_refer: false,
  'custom:loan_state': null,
  brands,
  customerIds: { NLS: null, TLXe: tlxe },
});
