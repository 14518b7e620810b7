import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { registerRoutes } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  calledUrls,
  inlRoute,
  jsonResponse,
  mockApi,
  renderScreen,
} from '../../../test/render-screen';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '../address-lookup-api';
import CustomerProfile from './CustomerProfile';
import { ana, home } from './profile-fixture';

const predictions = [
  { placeId: 'sbx-7-123', description: '123 Main St, Houston, TX 77002' },
  { placeId: 'sbx-8-123', description: '123 Main St, Dallas, TX 75201' },
];

function show(extra: Parameters<typeof mockApi>[0] = {}) {
  registerRoutes([inlRoute('CustomerProfile', 'CustomerProfile')]);
  const api = mockApi({
    'GET /personalInfo': () => jsonResponse(ana),
    'GET /addressPredictions': (url) =>
      jsonResponse({
        predictions: url.searchParams.get('search')?.toLowerCase().startsWith('123 ma')
          ? predictions
          : [],
      }),
    'GET /addressDetails': (url) =>
      jsonResponse(
        url.searchParams.get('placeId') === 'sbx-8-123'
          ? { line1: '123 Main St', city: 'Dallas', state: 'TX', zip: '75201' }
          : { line1: '123 Main St', city: 'Houston', state: 'TX', zip: '77002' },
      ),
    ...extra,
  });
  renderScreen(<CustomerProfile />, {
    path: '/inl/CustomerProfile',
    route: '/inl/CustomerProfile',
  });
  return api;
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit addresses' }));
  // the combobox is a chunk of its own (preloaded after the paint): a plain field stands in until it is there
  const street = await screen.findByRole('combobox', { name: 'Street address' });
  await user.clear(street);
  return { user, street };
}

beforeEach(async () => {
  useSessionStore.setState({
    authenticated: true,
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
  });
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// each test types and waits out the 300 ms pause; a loaded machine needs more than the default 5 s
describe('the street line’s type-ahead', { timeout: 20_000 }, () => {
  it('suggests addresses after a pause, and a keyboard choice fills street, city, state and ZIP; saving sends them', async () => {
    let sent: unknown;
    const api = show({
      'POST /customerinfo': (_url, init) => (
        (sent = JSON.parse(String(init?.body))),
        jsonResponse({
          ...ana,
          homeAddress: { ...home, line1: '123 Main St', city: 'Dallas', zip: '75201' },
        })
      ),
    });
    const { user, street } = await openForm();
    await user.type(street, '123 Ma');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: '123 Main St, Houston, TX 77002' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(street).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: '123 Main St, Dallas, TX 75201' });
    expect(street).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Dallas'),
    );
    expect(street).toHaveValue('123 Main St');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('75201');
    // the pick replaces every line: her old "Apt 4" does not stay under a new street
    expect(
      screen.getByRole('textbox', { name: 'Apartment, suite or unit (optional)' }),
    ).toHaveValue('');
    expect(street).toHaveFocus();
    const searches = calledUrls(api).filter((url) => url.includes('/addressPredictions'));
    expect(
      searches.every((url) => new URL(url, 'http://x').searchParams.get('search')!.length >= 3),
    ).toBe(true);
    expect(searches.length).toBeLessThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      customer: {
        homeAddress: {
          line1: '123 Main St',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
        },
      },
    });
  });

  it('says so in the list when nothing matches, and keeps what she types by hand', async () => {
    show();
    const { user, street } = await openForm();
    await user.type(street, '77 Quiet Hollow');
    expect(
      await within(await screen.findByRole('listbox')).findByText(
        'No matching addresses — type it in full',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(street).toHaveValue('77 Quiet Hollow');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Houston');
  });

  it('says in the list when suggestions are unavailable, and when a chosen place cannot be filled', async () => {
    show({
      'GET /addressPredictions': (url) =>
        url.searchParams.get('search')!.startsWith('1 Un')
          ? jsonResponse({ statusCode: 503, message: 'down' }, 503)
          : jsonResponse({ predictions }),
      'GET /addressDetails': () => jsonResponse({ statusCode: 404, message: 'unknown' }, 404),
    });
    const { user, street } = await openForm();
    await user.type(street, '1 Unavailable Rd');
    expect(
      await within(await screen.findByRole('listbox')).findByText(
        'Suggestions are not available right now — type the address in full',
      ),
    ).toBeInTheDocument();
    await user.clear(street);
    await user.type(street, '123 Ma');
    await screen.findByRole('option', { name: '123 Main St, Houston, TX 77002' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(
      await screen.findByText('We could not fill in this address. Please type it in full.'),
    ).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-describedby', expect.stringContaining('-error'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Houston');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('77019');
  });

  it('checks the chosen place with the zip and state rules again: an earlier ZIP error goes once the ZIP is good', async () => {
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit addresses' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '7701');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, '123 Ma');
    await screen.findByRole('option', { name: '123 Main St, Houston, TX 77002' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(zip).toHaveValue('77002'));
    expect(screen.queryByText('Enter a 5-digit ZIP code.')).not.toBeInTheDocument();
    expect(zip).not.toHaveAttribute('aria-invalid');
  });

  it('asks nothing under 3 characters', async () => {
    const api = show();
    const { street } = await openForm();
    // the pause is waited out on a fake clock: typed, then well past the pause, nothing is asked (the clock also moves
    // with real time, or Testing Library's own zero-delay waits inside user-event would never end)
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(street, '12');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_SEARCH_DEBOUNCE_MS + 100));
    expect(street).toHaveValue('12');
    expect(calledUrls(api).some((url) => url.includes('/addressPredictions'))).toBe(false);
  });
});
