import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZStoresResponseSchema } from '@lender/contract';
import { zipResults } from '../fixtures.test-data';
import { LOCATION_DISCLAIMER_KEY } from '../location/disclaimer-consent';
import {
  calledUrls,
  jsonResponse,
  mockApi,
  registerStoreRoutes,
  renderScreen,
} from '../test-utils';
import StoreLocator from './StoreLocator';

const states = {
  states: [
    { label: 'Illinois', value: 'IL' },
    { label: 'Texas', value: 'TX' },
  ],
};
const renderLocator = () =>
  renderScreen(<StoreLocator />, { path: '/inl/Stores', route: '/inl/Stores' });

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(ok, fail as PositionErrorCallback),
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

beforeEach(() => {
  registerStoreRoutes();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StoreLocator', () => {
  it('checks the zip, searches by it and lists stores with distance, hours, call, email and maps links', async () => {
    expect(ZStoresResponseSchema.parse(zipResults)).toEqual(zipResults);
    const fetchMock = mockApi({
      'GET /states': () => jsonResponse(states),
      'GET /stores': () => jsonResponse(zipResults),
    });
    const user = userEvent.setup();
    renderLocator();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();

    const zip = screen.getByLabelText('Zip code (5 digits)');
    await user.type(zip, '77a02');
    expect(zip).toHaveValue('7702');
    await user.click(
      within(screen.getByRole('region', { name: 'Search by zip code' })).getByRole('button', {
        name: 'Search',
      }),
    );
    expect(screen.getByText('Enter a 5-digit zip code.')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    expect(calledUrls(fetchMock).some((u) => u.startsWith('/api/stores'))).toBe(false);

    await user.type(zip, '7');
    await user.click(
      within(screen.getByRole('region', { name: 'Search by zip code' })).getByRole('button', {
        name: 'Search',
      }),
    );
    expect(await screen.findByRole('heading', { name: '2 stores near 77027' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('/api/stores?zip=77027');
    expect(screen.queryByText('Enter a 5-digit zip code.')).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Houston Westheimer' })).toHaveAttribute(
      'href',
      '/inl/Stores/101',
    );
    expect(first.getByText('0.0 miles away')).toBeInTheDocument();
    expect(first.getByText('4120 Westheimer Rd, Houston, TX 77027')).toBeInTheDocument();
    expect(first.getByText('Sat 10:00 AM-4:00 PM')).toBeInTheDocument();
    const call = first.getByRole('link', { name: 'Call (713) 555-0101 (Houston Westheimer)' });
    expect(call).toHaveAttribute('href', 'tel:+17135550101');
    expect(call).toHaveTextContent('Call (713) 555-0101');
    expect(
      first.getByRole('link', { name: /^Email the store \(Houston Westheimer, / }),
    ).toHaveAttribute('href', 'mailto:store101@inl.example.com');
    expect(within(cards[1]!).getByText('11.4 miles away')).toBeInTheDocument();

    const maps = first.getByRole('link', { name: /^Open in maps \(Houston Westheimer;/ });
    expect(maps).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=29.742,-95.446',
    );
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
    await user.click(maps);
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/search/?api=1&query=29.742,-95.446',
      '_blank',
    );
    expect(first.queryByRole('alert')).not.toBeInTheDocument();

    open.mockReturnValue(null);
    await user.click(maps);
    expect(first.getByRole('alert')).toHaveTextContent('Unable to open the link.');
  });

  it('searches by a state chosen from GET /states and shows the empty state', async () => {
    const fetchMock = mockApi({
      'GET /states': () => jsonResponse(states),
      'GET /stores': () => jsonResponse({ searchedBy: 'state', origin: null, stores: [] }),
    });
    const user = userEvent.setup();
    renderLocator();
    const select = screen.getByLabelText('State');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'TX');
    await user.click(
      within(screen.getByRole('region', { name: 'Search by state' })).getByRole('button', {
        name: 'Search',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No stores found near TX' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try another zip code or choose a state.')).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('/api/stores?state=TX');
  });

  it('shows a search error with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /states': () => jsonResponse(states),
      'GET /stores': () =>
        fail ? jsonResponse({ message: 'down' }, 503) : jsonResponse(zipResults),
    });
    const user = userEvent.setup();
    renderLocator();
    await user.type(screen.getByLabelText('Zip code (5 digits)'), '77027{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't search for stores. Please try again.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 stores near 77027' })).toBeInTheDocument();
  });

  it('asks with the disclaimer first, then uses the position (spec §9 options) and remembers the acceptance', async () => {
    const fetchMock = mockApi({
      'GET /states': () => jsonResponse(states),
      'GET /stores': () => jsonResponse({ ...zipResults, searchedBy: 'position' }),
    });
    const getCurrentPosition = stubGeolocation((ok) =>
      ok({ coords: { latitude: 29.7421, longitude: -95.4462 } } as GeolocationPosition),
    );
    const user = userEvent.setup();
    renderLocator();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    const dialog = screen.getByRole('dialog', { name: 'Use your location?' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Allow and continue' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCATION_DISCLAIMER_KEY)).toBe('true');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({
      timeout: 10_000,
      maximumAge: 3_600_000,
    });
    expect(await screen.findByRole('heading', { name: '2 stores near you' })).toBeInTheDocument();
    expect(calledUrls(fetchMock)).toContain('/api/stores?latitude=29.742&longitude=-95.446');

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('explains a denied location and falls back to the zip search', async () => {
    localStorage.setItem(LOCATION_DISCLAIMER_KEY, 'true');
    mockApi({ 'GET /states': () => jsonResponse(states) });
    stubGeolocation((_ok, fail) =>
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError),
    );
    const user = userEvent.setup();
    renderLocator();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Location access is turned off for this site, so we can't find stores near you.",
    );
    expect(alert).toHaveTextContent('You can search by zip code or state instead.');
    expect(screen.getByLabelText('Zip code (5 digits)')).toHaveFocus();
  });
});
