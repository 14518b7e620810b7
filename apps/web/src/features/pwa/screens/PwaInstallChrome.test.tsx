import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startInstallPromptCapture, useInstallPromptStore } from '../install-prompt';
import { makePromptEvent, renderScreen } from '../test-utils';
import PwaInstallChrome from './PwaInstallChrome';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  useInstallPromptStore.setState({ held: null, installed: false });
});

describe('PwaInstallChrome', () => {
  it('offers the held prompt and reports an accepted install', async () => {
    stop = startInstallPromptCapture();
    const event = makePromptEvent('accepted');
    window.dispatchEvent(event);
    await renderScreen(<PwaInstallChrome />, { path: '/PwaInstallChrome' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Add the app to your device' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Install from the browser menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "The app is being installed. You'll find it on your home screen or desktop.",
    );
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'The app is installed' }),
    ).toBeInTheDocument();
  });

  it('explains the browser menu route when no prompt is held', async () => {
    await renderScreen(<PwaInstallChrome />, { path: '/PwaInstallChrome' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Install from the browser menu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('reads in Spanish and reports a dismissed prompt', async () => {
    stop = startInstallPromptCapture();
    window.dispatchEvent(makePromptEvent('dismissed'));
    await renderScreen(<PwaInstallChrome />, { path: '/PwaInstallChrome', lng: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Instalar la aplicación' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No hay problema. Puede instalar la aplicación más tarde',
    );
  });
});
