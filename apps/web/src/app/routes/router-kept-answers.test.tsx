/**
 * The app router with the start-up answers of a page the service worker kept (decision 037): the first page shows
 * without waiting for the status check, which runs behind it; what that check finds; and no check on a fresh answer.
 */
import { beforeEach, describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { queryClient } from '../../shared/query/query-client';
import { serviceStatusQuery } from '../../shared/config/service-status';
import { fakeApi, setServiceAvailable, setUpEachTest, start } from './router-test-kit';

setUpEachTest();

describe('app router, with the answers of a page the service worker kept (decision 037)', () => {
  const statusCalls = () =>
    vi.mocked(fetch).mock.calls.filter(([input]) => String(input).startsWith('/api/serviceStatus'));
  /** the page's start-up answer, read a minute ago (a kept page's), as main.tsx seeds it */
  const keptStatus = (available: boolean) =>
    queryClient.setQueryData(
      serviceStatusQuery().queryKey,
      { available },
      { updatedAt: Date.now() - 60_000 },
    );

  beforeEach(() => queryClient.clear());

  it('shows the first page without waiting for the status check, which runs behind it', async () => {
    keptStatus(true);
    vi.mocked(fetch).mockImplementation((input) =>
      String(input).startsWith('/api/serviceStatus')
        ? new Promise<Response>(() => undefined)
        : fakeApi(input),
    );
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Register');
    expect(statusCalls()).toHaveLength(1);
  });

  it('goes to MaintenanceMode when the check behind the navigation finds the service unavailable', async () => {
    keptStatus(true);
    setServiceAvailable(false);
    const router = start('/Register');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/MaintenanceMode'));
    expect(statusCalls()).toHaveLength(1);
  });

  it('stays when the check behind the navigation fails, and says so in the log', async () => {
    keptStatus(true);
    setServiceAvailable('fail');
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        '[guard] a check behind the navigation failed',
        expect.any(TypeError),
      ),
    );
    expect(router.state.location.pathname).toBe('/Register');
  });

  it('asks again before MaintenanceMode when the page’s old answer says unavailable, and goes on when it is back', async () => {
    keptStatus(false);
    const router = start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Register');
    expect(statusCalls()).toHaveLength(1);
  });

  it('asks nothing when the page’s answer is fresh', async () => {
    queryClient.setQueryData(serviceStatusQuery().queryKey, { available: true });
    start('/Register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
  });
});
