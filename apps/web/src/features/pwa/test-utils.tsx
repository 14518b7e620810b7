/** Test harness for the install screens: real i18next with this feature's locales and a router. */
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import en from './locales/en.json';
import es from './locales/es.json';

// Vitest runs without globals, so Testing Library cannot unmount on its own between tests.
afterEach(cleanup);

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

export async function renderScreen(
  ui: ReactElement,
  { path, lng = 'en' }: { path: string; lng?: 'en' | 'es' },
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['pwa'],
    defaultNS: 'pwa',
    resources: { en: { pwa: en }, es: { pwa: es } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** A beforeinstallprompt event as Chromium fires it. */
export function makePromptEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  };
  event.prompt = vi.fn().mockResolvedValue(undefined);
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  return event;
}
