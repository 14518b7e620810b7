/** Test harness for legal screens: real i18next with this feature's locales, a QueryClient and a router. */
import type { ReactElement } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from './locales/en.json';
import es from './locales/es.json';

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);

async function makeI18n(lng: 'en' | 'es'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['legal'],
    defaultNS: 'legal',
    resources: { en: { legal: en }, es: { legal: es } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="current-path">{location.pathname}</p>;
}

export interface RenderOptions {
  path: string;
  route?: string;
  state?: unknown;
  lng?: 'en' | 'es';
}

export async function renderScreen(
  ui: ReactElement,
  { path, route = path, state, lng = 'en' }: RenderOptions,
): Promise<RenderResult & { queryClient: QueryClient }> {
  const i18n = await makeI18n(lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [pathname = path, query] = path.split('?');
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch mock at the HTTP boundary answering by path with JSON bodies. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
