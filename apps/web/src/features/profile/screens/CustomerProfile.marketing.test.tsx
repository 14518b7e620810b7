// Decision 059: the profile's changes reach the marketing port once each, after the save succeeded; a failed save
// or a failed load sends nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPersonalInfoResponse } from '@lender/contract';
import { registerRoutes } from '../../../shared/routing/route-path';
import { installMarketingEvents } from '../../../shared/session/marketing-events';
import { useSessionStore } from '../../../shared/session/session-store';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import CustomerProfile from './CustomerProfile';
import { addedBank, ana, home } from './profile-fixture';

const failed = () => jsonResponse({ statusCode: 500, message: 'boom' }, 500);
/** a save the server refuses (a 4xx: the client does not try again) */
const refused = () =>
  jsonResponse({ statusCode: 400, message: 'Your changes could not be saved.' }, 400);

function open(handlers: Parameters<typeof mockApi>[0], info: TPersonalInfoResponse = ana) {
  registerRoutes([inlRoute('CustomerProfile', 'CustomerProfile')]);
  const api = mockApi({
    'GET /personalInfo': () => jsonResponse(info),
    'POST /iterableEvent': () => jsonResponse({ recorded: true }),
    'PUT /iterableProfile': () => jsonResponse({ recorded: true }),
    ...handlers,
  });
  const view = renderScreen(<CustomerProfile />, {
    path: '/inl/CustomerProfile',
    route: '/inl/CustomerProfile',
  });
  return { api, view };
}

/** The marketing calls made, in order: method, path and body. */
const marketingCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([input, init]) => ({ path: new URL(String(input), 'http://x').pathname, init }))
    .filter(({ path }) => /\/iterable/.test(path))
    .map(({ path, init }) => ({
      call: `${init?.method} ${path.replace(/^\/api/, '')}`,
      body: JSON.parse(String(init?.body)) as unknown,
    }));
const events = (api: ReturnType<typeof mockApi>) =>
  marketingCalls(api)
    .filter(({ call }) => call === 'POST /iterableEvent')
    .map(({ body }) => body);

beforeEach(async () => {
  useSessionStore.setState({
    authenticated: true,
    guest: false,
    customerId: 'T100001',
    customerIds: { tlxe: 'T100001' },
    brands: ['inl'],
    tokens: { accessToken: 'a', deviceKey: 'd' },
  });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  installMarketingEvents();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('CustomerProfile’s marketing events', () => {
  it('records profileViewed once per visit, when her profile has shown', async () => {
    const { api, view } = open({});
    await screen.findByRole('region', { name: 'Personal information' });
    // her profile read again (a save elsewhere, a refocus) is the same visit
    await view.queryClient.invalidateQueries();
    await waitFor(() =>
      expect(
        api.mock.calls.filter(([input]) => String(input).includes('/personalInfo')),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect(events(api)).toEqual([
        { eventName: 'profileViewed', dataFields: { screen: 'CustomerProfile' } },
      ]),
    );
  });

  it('records no profileViewed when her profile cannot be loaded', async () => {
    const { api } = open({ 'GET /personalInfo': failed });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get customer details');
    expect(marketingCalls(api)).toEqual([]);
  });

  it('records addressUpdated with the state once the address is saved, and updates her profile when the state changed', async () => {
    const moved = { ...home, line1: '500 Main St', city: 'Tulsa', state: 'OK', zip: '74103' };
    const { api } = open({
      'POST /customerinfo': () => jsonResponse({ ...ana, homeAddress: moved, address: moved }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit addresses' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OK');
    await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '74103');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(marketingCalls(api).slice(1)).toEqual([
        {
          call: 'POST /iterableEvent',
          body: { eventName: 'addressUpdated', dataFields: { state: 'OK' } },
        },
        { call: 'PUT /iterableProfile', body: { dataFields: { state: 'OK' } } },
      ]),
    );
  });

  it('records nothing when the address save fails', async () => {
    const { api } = open({ 'POST /customerinfo': refused });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit addresses' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes could not be saved.')).toBeInTheDocument();
    expect(events(api).map((body) => (body as { eventName: string }).eventName)).toEqual([
      'profileViewed',
    ]);
    expect(marketingCalls(api).some(({ call }) => call === 'PUT /iterableProfile')).toBe(false);
  });

  it('records preferencesUpdated once the preference is saved, and nothing when the save fails', async () => {
    let answer = refused;
    const { api } = open({ 'POST /customerinfo': () => answer() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your changes could not be saved.')).toBeInTheDocument();
    expect(events(api)).toHaveLength(1);
    answer = () => jsonResponse({ ...ana, communicationSettings: { preference: 0, voice: false } });
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(events(api).slice(1)).toEqual([
        { eventName: 'preferencesUpdated', dataFields: { preference: 0 } },
      ]),
    );
  });

  it('records bankAccountAdded with no number once the account is added', async () => {
    const { api } = open({
      'GET /bankInfo': () =>
        jsonResponse({ routingNumber: '021000021', bankName: 'JPMorgan Chase Bank, N.A.' }),
      'POST /bankInfo': () => jsonResponse(addedBank),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    await user.type(screen.getByRole('textbox', { name: /Routing number/ }), '021000021');
    expect(await screen.findByText('Bank: JPMorgan Chase Bank, N.A.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Your bank account was added.')).toBeInTheDocument();
    await waitFor(() =>
      expect(events(api).slice(1)).toEqual([{ eventName: 'bankAccountAdded', dataFields: {} }]),
    );
    expect(JSON.stringify(marketingCalls(api))).not.toMatch(/123456789|6789|021000021/);
  });
});
