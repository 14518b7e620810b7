import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPersonalInfoResponse } from '@lender/contract';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { registerRoutes } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import CustomerProfile from './CustomerProfile';
import { addedBank, ana, home } from './profile-fixture';

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

function show(
  info: TPersonalInfoResponse | number = ana,
  extra: Parameters<typeof mockApi>[0] = {},
  path = '/inl/CustomerProfile',
) {
  registerRoutes([
    inlRoute('CustomerProfile', 'CustomerProfile'),
    {
      name: 'UpdateUserEmail',
      baseName: 'UpdateUserEmail',
      path: '/UpdateUser/Email',
      group: 'authenticated',
      meta: { flow: 'updateUser' },
    },
  ]);
  const api = mockApi({
    'GET /personalInfo': () =>
      typeof info === 'number'
        ? jsonResponse({ statusCode: info, message: 'boom' }, info)
        : jsonResponse(info),
    ...extra,
  });
  renderScreen(<CustomerProfile />, { path, route: '/inl/CustomerProfile' });
  return api;
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
afterEach(() => vi.unstubAllGlobals());

describe('CustomerProfile', () => {
  it('shows P1 her name, date of birth, SSN last 4, email, phone as (XXX) XXX-XXXX, addresses, no banks yet and her preference', async () => {
    show();
    const personal = await screen.findByRole('region', { name: 'Personal information' });
    for (const text of [
      'Ana Rivera',
      '03/14/1990',
      '***-**-0101',
      'ana.tlxe@example.com',
      '(312) 555-0101',
    ])
      expect(within(personal).getByText(text)).toBeInTheDocument();
    expect(
      within(personal).getByRole('link', { name: 'Change my sign-in email or phone' }),
    ).toHaveAttribute('href', '/UpdateUser/Email');
    expect(screen.getByText('2210 Fairview St, Apt 4, Houston, TX 77019')).toBeInTheDocument();
    expect(screen.getByText('Same as home address')).toBeInTheDocument();
    expect(screen.getByText('You have no bank accounts on file.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email and text message' })).toBeChecked();
  });

  it('says the sign-in was updated when the UpdateUser group returns here, and why it cannot change when locked', async () => {
    show({ ...ana, canUpdateUserLogin: false }, {}, '/inl/CustomerProfile?updated=true');
    expect(await screen.findByText(/Your sign-in was updated/)).toBeInTheDocument();
    expect(await screen.findByText(/cannot be changed online/)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Change my sign-in email or phone' }),
    ).not.toBeInTheDocument();
  });

  it('offers no sign-in change while the editing phone and email flag is off', async () => {
    show(ana, {
      'GET /configsettings': () =>
        jsonResponse({
          settings: { ...SERVER_SETTINGS_DEFAULTS, editPhoneAndEmail: false },
          defaultBrand: 'inl',
        }),
    });
    await screen.findByRole('region', { name: 'Personal information' });
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Change my sign-in email or phone' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/cannot be changed online/)).not.toBeInTheDocument();
  });

  it('shows the due-date reminders section only while manageNotifications is on', async () => {
    show();
    expect(await screen.findByRole('region', { name: 'Due-date reminders' })).toBeInTheDocument();
  });

  it('hides the due-date reminders section while manageNotifications is off', async () => {
    show(ana, {
      'GET /configsettings': () =>
        jsonResponse({
          settings: { ...SERVER_SETTINGS_DEFAULTS, manageNotifications: false },
          defaultBrand: 'inl',
        }),
    });
    await screen.findByRole('region', { name: 'Personal information' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Due-date reminders' })).not.toBeInTheDocument(),
    );
  });

  it('shows the spec’s message when the customer cannot be loaded', async () => {
    show(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get customer details');
  });

  it('checks a 4-digit zip before saving, then saves the address', async () => {
    const api = show(ana, {
      'POST /customerinfo': () =>
        jsonResponse({
          ...ana,
          homeAddress: { ...home, zip: '77002' },
          address: { ...home, zip: '77002' },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit addresses' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.clear(zip);
    await user.type(zip, '7700');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(zip, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(screen.getByText('2210 Fairview St, Apt 4, Houston, TX 77002')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      { edit: 'Edit addresses', state: 'State', zip: 'ZIP code', save: 'Save' },
      'ZIP code 77002 is not in NY. Check the ZIP code and the state.',
    ],
    [
      'es',
      { edit: 'Editar direcciones', state: 'Estado', zip: 'Código postal', save: 'Guardar' },
      'El código postal 77002 no corresponde a NY. Revise el código postal y el estado.',
    ],
  ])(
    'in %s, refuses a ZIP of another state (NY with 77002) as she saves, keeping what she typed, and saves once it fits',
    async (language, label, message) => {
      await i18next.changeLanguage(language);
      let sent: Record<string, unknown> | undefined;
      const api = show(ana, {
        'POST /customerinfo': (_url, init) => (
          (sent = bodyOf(init)),
          jsonResponse({
            ...ana,
            homeAddress: { ...home, state: 'NY', zip: '10001' },
            address: { ...home, state: 'NY', zip: '10001' },
          })
        ),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: label.edit }));
      const state = screen.getByRole('combobox', { name: label.state });
      const zip = screen.getByRole('textbox', { name: label.zip });
      await user.selectOptions(state, 'NY');
      await user.clear(zip);
      await user.type(zip, '77002');
      await user.click(screen.getByRole('button', { name: label.save }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(zip).toHaveAttribute('aria-invalid', 'true');
      expect(zip).toHaveValue('77002');
      expect(state).toHaveValue('NY');
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      // the message goes as she corrects the ZIP, and the address is saved as she typed it
      await user.clear(zip);
      await user.type(zip, '10001');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: label.save }));
      await waitFor(() =>
        expect(sent).toEqual({
          customer: { homeAddress: { ...home, state: 'NY', zip: '10001' }, mailingAddress: null },
        }),
      );
    },
  );

  it('saves a new communication preference', async () => {
    let sent: Record<string, unknown> | undefined;
    show(ana, {
      'POST /customerinfo': (_url, init) => (
        (sent = bodyOf(init)),
        jsonResponse({ ...ana, communicationSettings: { preference: 0, voice: false } })
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
    expect(sent).toEqual({ settings: { preference: 0, voice: false } });
  });

  it('refuses a bad routing number as it is typed, names the bank of a good one, and adds the account masked', async () => {
    let sent: Record<string, unknown> | undefined;
    const api = show(ana, {
      'GET /bankInfo': (url) =>
        jsonResponse({
          routingNumber: url.searchParams.get('routingNumber'),
          bankName: 'JPMorgan Chase Bank, N.A.',
        }),
      'POST /bankInfo': (_url, init) => ((sent = bodyOf(init)), jsonResponse(addedBank)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const routing = screen.getByRole('textbox', { name: /Routing number/ });
    await user.type(routing, '021000022');
    expect(screen.getByText('Enter a valid 9-digit routing number.')).toBeInTheDocument();
    expect(api.mock.calls.some(([input]) => String(input).includes('/bankInfo'))).toBe(false);
    await user.clear(routing);
    await user.type(routing, '021000021');
    expect(await screen.findByText('Bank: JPMorgan Chase Bank, N.A.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Your bank account was added.')).toBeInTheDocument();
    expect(screen.getByText(/JPMorgan Chase Bank, N\.A\. ••••6789/)).toHaveTextContent('primary');
    expect(sent).toEqual({ routingNumber: '021000021', accountNumber: '123456789', primary: true });
  });
});
