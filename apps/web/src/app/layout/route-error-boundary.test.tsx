import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { CHUNK_RELOAD_KEY } from '../../shared/chunks/load-chunk';
import { buildRouteTable, type RouteEntry } from '../routes/route-table';
import { toRouteObject } from '../routes/router';
import { RouteErrorBoundary } from './route-error-boundary';

const contactUs = (): RouteEntry =>
  buildRouteTable('inl').find((entry) => entry.name === 'ContactUs')!;

/** A route whose screen's chunk does not arrive, after the one reload loadChunk makes (its flag is set). */
function openFailingScreen() {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
  const failing = {
    ...contactUs(),
    screen: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  };
  const { lazy } = toRouteObject(failing, async () => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Outlet,
        ErrorBoundary: RouteErrorBoundary,
        children: [{ path: 'ContactUs', lazy }],
      },
    ],
    { initialEntries: ['/ContactUs'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('a screen whose chunk does not load', () => {
  it('shows a screen that says so with Try again (a reload), not a blank page', async () => {
    openFailingScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: "The app couldn't load" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Part of the app didn't download. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('in Spanish too', async () => {
    await i18next.changeLanguage('es');
    openFailingScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'La app no se pudo cargar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
  });
});
