import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useSessionStore } from '../session/session-store';
import { calledUrls, jsonResponse, mockApi } from '../../test/render-screen';
import { useOffersBadge } from './use-offers-badge';
import { useViewedOffersStore } from './viewed';

const offer = (offerKey: number) => ({
  offerKey,
  offerId: 10,
  targetLoanId: null,
  targetLmsId: null,
  brandName: null,
  settlementAmountCents: 90_000,
  settlementRemainingCents: 90_000,
  balanceCents: null,
  qualifiedAmountCents: null,
  minLoanAmountCents: null,
  maxLoanAmountCents: null,
  collateral: null,
  applicationId: null,
  declined: false,
  docExp: '2026-12-10T15:00:00.000Z',
  expired: false,
  settlementStep: 'sign',
});

let navigate: NavigateFunction;

function Badge() {
  useOffersBadge();
  navigate = useNavigate();
  return null;
}

const mount = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <Badge />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  useViewedOffersStore.setState({ byCustomer: {} });
  useSessionStore.setState({
    authenticated: true,
    guest: false,
    customerId: 'C5',
    brands: ['inl'],
    unviewedOffers: 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Long past any refetch or retry: what has not been asked by then never is (the fake clock moves, no real wait). */
const QUIET_MS = 5_000;
const quietPeriod = () => act(() => vi.advanceTimersByTimeAsync(QUIET_MS));

describe('the offers badge', () => {
  it('counts the offers not opened on this device (local storage); opening one lowers it', async () => {
    localStorage.setItem('offers.viewed.C5', JSON.stringify([1]));
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [offer(1), offer(2)] }) });
    mount();
    await vi.waitFor(() => expect(useSessionStore.getState().unviewedOffers).toBe(1));
    act(() => useViewedOffersStore.getState().markViewed('C5', 2));
    await vi.waitFor(() => expect(useSessionStore.getState().unviewedOffers).toBe(0));
    expect(JSON.parse(localStorage.getItem('offers.viewed.C5') ?? '[]')).toEqual([1, 2]);
  });

  it('asks nothing for a guest or a customer of the older brand family only', async () => {
    vi.useFakeTimers();
    const api = mockApi({ 'GET /offers': () => jsonResponse({ offers: [offer(1)] }) });
    useSessionStore.setState({ guest: true });
    const { unmount } = mount();
    unmount();
    useSessionStore.setState({ guest: false, brands: ['chs'] });
    mount();
    await quietPeriod();
    expect(calledUrls(api)).toEqual([]);
    expect(useSessionStore.getState().unviewedOffers).toBe(0);
  });

  it('asks again after a refusal once per new screen, never in a loop (the trusted-device step refuses until verified)', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'GET /offers': () =>
        jsonResponse(
          { statusCode: 403, error: 'Forbidden', message: 'Verify this device first.' },
          403,
        ),
    });
    mount();
    await vi.waitFor(() => expect(calledUrls(api)).toHaveLength(1));
    await quietPeriod();
    expect(calledUrls(api)).toHaveLength(1);
    act(() => void navigate('/TrustedDeviceVerificationMethod'));
    await vi.waitFor(() => expect(calledUrls(api)).toHaveLength(2));
    await quietPeriod();
    expect(calledUrls(api)).toHaveLength(2);
  });
});
