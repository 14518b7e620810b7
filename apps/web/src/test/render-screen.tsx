/**
 * Test harness of a feature screen: a fresh QueryClient, a memory router that renders the screen
 * at `route` (any other path shows where the screen navigated), and a fetch mock at the HTTP
 * boundary. The app's i18next comes from the test setup.
 */
import type { ReactElement } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { RouteInfo } from '../shared/routing/types';

// role queries on a whole screen are slow in jsdom on a busy 2-core machine
configure({ asyncUtilTimeout: 4000 });

/** A brand-prefixed route of the inl brand, as the route table registers it. */
export const inlRoute = (baseName: string, path: string): RouteInfo => ({
  name: `inl-${baseName}`,
  baseName,
  path: `/inl/${path}`.replace(/\/$/, ''),
  group: 'brand',
  meta: { brand: 'inl' },
});

/** Where the screen navigated: path and query, and the `reason` of the navigation state if any. */
function CurrentPath() {
  const location = useLocation();
  const reason = (location.state as { reason?: string } | null)?.reason;
  return (
    <p data-testid="current-path">
      {location.pathname + location.search + (reason ? ` reason=${reason}` : '')}
    </p>
  );
}

/** A fresh query cache as the app's, without retries (pass it to renderScreen to start a screen's reads first). */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderScreen(
  ui: ReactElement,
  {
    path,
    route = path,
    state,
    queryClient = testQueryClient(),
  }: { path: string; route?: string; state?: unknown; queryClient?: QueryClient },
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: path.split('?')[0] ?? path,
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Routes>
          <Route path={route.split('?')[0]} element={ui} />
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
