import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPasskey, TTrustedDevice } from '@lender/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { SecuritySection } from './security-section';

const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const phonePasskey: TPasskey = {
  id: '5f0c2b8e-8a39-4f3e-9d7e-0b6f1b1c2d3e',
  name: null,
  browser: 'Chrome',
  platform: 'Android',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastUsedAt: null,
};
const devices: TTrustedDevice[] = [
  {
    id: '0d9c2b8e-8a39-4f3e-9d7e-0b6f1b1c2d3e',
    browser: 'Chrome',
    platform: 'Android',
    current: true,
    remembered: false,
    trustedAt: '2026-11-20T15:00:00.000Z',
    lastSeenAt: '2026-11-26T15:00:00.000Z',
  },
  {
    id: '1d9c2b8e-8a39-4f3e-9d7e-0b6f1b1c2d3e',
    browser: 'Safari',
    platform: 'iPhone',
    current: false,
    remembered: true,
    trustedAt: '2026-11-01T15:00:00.000Z',
    lastSeenAt: '2026-11-02T15:00:00.000Z',
  },
];
const creationOptions = {
  rp: { id: 'localhost', name: 'Lender self-service' },
  user: { id: 'dQ', name: 'ana.tlxe@example.com', displayName: 'ana.tlxe@example.com' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const registration = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as { id?: string };

function show(extra: Parameters<typeof mockApi>[0] = {}) {
  let passkeys: TPasskey[] = [];
  let list = devices;
  const api = mockApi({
    'GET /passkeys': () => jsonResponse({ passkeys }),
    'GET /devices': () => jsonResponse({ devices: list }),
    'POST /passkeys/registration/options': () => jsonResponse(creationOptions),
    'POST /passkeys/registration': () => ((passkeys = [phonePasskey]), jsonResponse(phonePasskey)),
    'DELETE /passkeys': (_url, init) => (
      (passkeys = passkeys.filter((p) => p.id !== bodyOf(init).id)),
      jsonResponse({ removed: true, signedOut: false })
    ),
    'DELETE /devices': (_url, init) => (
      (list = list.filter((d) => d.id !== bodyOf(init).id)),
      jsonResponse({ removed: true, signedOut: false })
    ),
    ...extra,
  });
  renderScreen(<SecuritySection />, { path: '/inl/CustomerProfile' });
  return api;
}

beforeEach(async () => {
  browser.supported = true;
  browser.startRegistration.mockReset();
  useSessionStore.setState({ authenticated: true, tokens: { accessToken: 'a', deviceKey: 'd' } });
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('Sign-in and security', () => {
  it('adds a passkey on this device through the browser, lists it, and removes it after asking', async () => {
    browser.startRegistration.mockResolvedValue(registration);
    const api = show();
    const user = userEvent.setup();
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your passkey was added.');
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    const sent = api.mock.calls.find(
      ([input, init]) =>
        String(input).endsWith('/passkeys/registration') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ response: registration });

    const passkeys = await screen.findByRole('list', { name: 'Passkeys' });
    expect(await within(passkeys).findByText('Chrome on Android')).toBeInTheDocument();
    expect(within(passkeys).getByText('Not used yet')).toBeInTheDocument();
    await user.click(
      within(passkeys).getByRole('button', { name: 'Remove passkey Chrome on Android' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The passkey was removed.');
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  });

  it('says in plain words that the prompt was cancelled, and keeps the server’s reason when it refuses', async () => {
    browser.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
        code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      }),
    );
    show({
      'POST /passkeys/registration': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This passkey is already on your profile.',
            errorCode: 'passkey.alreadyRegistered',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out.',
    );
    browser.startRegistration.mockResolvedValueOnce(registration);
    await user.click(screen.getByRole('button', { name: 'Add a passkey on this device' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This passkey is already on your profile.',
      ),
    );
  });

  it('explains, instead of the button, when the browser cannot use passkeys', async () => {
    browser.supported = false;
    show();
    expect(await screen.findByText(/This browser cannot use passkeys/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add a passkey on this device' }),
    ).not.toBeInTheDocument();
  });

  it('lists the trusted devices with this one marked, and removes another after asking', async () => {
    show();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Trusted devices' });
    expect(within(list).getByText('Chrome on Android (this device)')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove device Safari on iPhone' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this trusted device?' });
    expect(dialog).toHaveTextContent('Safari on iPhone will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The device was removed.');
    await waitFor(() =>
      expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument(),
    );
  });

  it('reads in Spanish', async () => {
    await i18next.changeLanguage('es');
    show();
    expect(
      await screen.findByRole('heading', { name: 'Inicio de sesión y seguridad' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Chrome en Android (este dispositivo)')).toBeInTheDocument();
  });
});
