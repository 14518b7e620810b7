import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderScreen } from '../test-utils';
import NetworkError from './NetworkError';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NetworkError', () => {
  it('does not call the server until retry, says when still offline, then returns once connected', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse({ available: true }));
    vi.stubGlobal('fetch', fetchMock);
    await renderScreen(<NetworkError />, {
      path: '/NetworkError',
      state: { from: '/tmx/Accounts' },
    });
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Still no connection. Please check your network and try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/tmx/Accounts');
  });

  it('goes to MaintenanceMode when connected but the service is unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ available: false })));
    await renderScreen(<NetworkError />, { path: '/NetworkError' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/MaintenanceMode');
  });
});
