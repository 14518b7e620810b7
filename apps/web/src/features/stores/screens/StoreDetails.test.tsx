import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { houston } from '../fixtures.test-data';
import {
  calledUrls,
  jsonResponse,
  mockApi,
  registerStoreRoutes,
  renderScreen,
} from '../test-utils';
import StoreDetails from './StoreDetails';

const renderDetails = (storeId: string) =>
  renderScreen(<StoreDetails />, { path: `/inl/Stores/${storeId}`, route: '/inl/Stores/:storeId' });

beforeEach(registerStoreRoutes);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoreDetails', () => {
  it('shows the store, its generated map, hours and call / email / maps links', async () => {
    const fetchMock = mockApi({ 'GET /store': () => jsonResponse(houston) });
    renderDetails('101');
    expect(screen.getByRole('status')).toHaveTextContent('Loading store details…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Houston Westheimer' }),
    ).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/store?storeId=101']);

    const map = screen.getByRole('img', {
      name: 'Map showing Houston Westheimer at 4120 Westheimer Rd, Houston, TX 77027',
    });
    expect(map.getAttribute('src')).toMatch(/^\/api\/storemap\?storeId=101/);
    expect(screen.getByText('Mon-Fri 9:00 AM-7:00 PM')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Call (713) 555-0101 (Houston Westheimer)' }),
    ).toHaveAttribute('href', 'tel:+17135550101');
    expect(
      screen.getByRole('link', { name: /^Email the store \(Houston Westheimer, / }),
    ).toHaveAttribute('href', 'mailto:store101@inl.example.com');
    expect(screen.getByRole('link', { name: /in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=29.742,-95.446',
    );
  });

  it("shows spec §8's message with the server's reason, and retries", async () => {
    let answer = jsonResponse(
      { statusCode: 404, error: 'Not Found', message: 'Store not found' },
      404,
    );
    mockApi({ 'GET /store': () => answer });
    renderDetails('999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get store detail information: Store not found');
    answer = jsonResponse(houston);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Houston Westheimer' }),
    ).toBeInTheDocument();
  });

  it('does not call the API for a store id that is not a number', async () => {
    const fetchMock = mockApi({});
    renderDetails('abc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to get store detail information: Store not found',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
