/** Test harness of the stores screens: the app's i18next (from the test setup), a QueryClient, a router and a fetch mock. */
import type { ReactElement } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { registerRoutes } from '../../shared/routing/route-path';
import type { RouteInfo } from '../../shared/routing/types';

// role queries on a whole screen are slow in jsdom; give async finds room on a busy machine
configure({ asyncUtilTimeout: 4000 });

const brandRoute = (name: string, path: string): RouteInfo => ({
  name: `inl-${name}`,
  baseName: name,
  path: `/inl/${path}`,
  group: 'brand',
  meta: { brand: 'inl' },
});

export function registerStoreRoutes(): void {
  registerRoutes([
    brandRoute('StoreLocator', 'Stores'),
    brandRoute('StoreDetails', 'Stores/:storeId'),
    brandRoute('AccountDetails', 'Accounts/:loanId'),
    brandRoute('Appointment', 'Accounts/:loanId/Appointment'),
  ]);
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname + location.search}</p>;
}

export function renderScreen(
  ui: ReactElement,
  { path, route }: { path: string; route: string },
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
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

/** A fetch mock at the HTTP boundary: `METHOD /path` → handler (unknown calls answer 404). */
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

/** The URLs (path + query) the app asked for, in order. */
export const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));
