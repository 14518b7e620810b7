import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderScreen } from '../test-utils';
import MaintenanceMode from './MaintenanceMode';

afterEach(() => {
  vi.unstubAllGlobals();
});

const unavailable = { available: false, until: '2025-06-01T20:00:00.000Z' };

describe('MaintenanceMode', () => {
  it('shows the until time, stays while unavailable, and goes home once the service is available', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(unavailable))
      .mockResolvedValueOnce(jsonResponse(unavailable))
      .mockResolvedValue(jsonResponse({ available: true }));
    vi.stubGlobal('fetch', fetchMock);
    await renderScreen(<MaintenanceMode />, { path: '/MaintenanceMode' });

    expect(
      screen.getByRole('heading', { level: 1, name: "We'll be back soon" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('We expect to be back by Jun 1, 3:00 PM CDT.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('The app is still unavailable. Please try again in a few minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/serviceStatus',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('says so when the server cannot be reached on retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ available: false }))
      .mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await renderScreen(<MaintenanceMode />, { path: '/MaintenanceMode' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/We expect to be back by/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText("We couldn't reach the server. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });
});
