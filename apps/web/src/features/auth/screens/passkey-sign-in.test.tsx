// Issue 15: "Sign in with a passkey" on Login — shown only where the browser has WebAuthn; the passkey alone opens a
// session on a trusted device (no code), landing where a password sign-in lands; failures in plain words.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { apiError, sessionResult, userAttributes } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import Login from './Login';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));

resetBetweenTests();

const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'preferred',
};
const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};
const passkeyButton = () => screen.getByRole('button', { name: 'Sign in with a passkey' });

beforeEach(() => {
  browser.supported = true;
  browser.startAuthentication.mockReset();
});

describe('Sign in with a passkey', () => {
  it('signs in with the passkey alone and lands on the Dashboard, with no trusted-device code', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    const api = fakeApi({
      'POST /passkeys/authentication/options': requestOptions,
      'POST /passkeys/authentication': sessionResult(),
      'GET /userAttributes': userAttributes(['inl']),
      'GET /checktrusteddevice': { trusted: true },
    });
    renderScreen(<Login />, '/', '/');
    await userEvent.click(passkeyButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/inl/Accounts');
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(api.callsTo('POST /passkeys/authentication')[0]?.body).toEqual({
      response: assertion,
      rememberMe: false,
    });
    expect(api.callsTo('POST /authenticate')).toHaveLength(0);
    expect(useSessionStore.getState().authenticated).toBe(true);
  });

  it('says the prompt was cancelled, and that a passkey is not recognised, in plain words (Spanish too)', async () => {
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }),
    );
    fakeApi({
      'POST /passkeys/authentication/options': requestOptions,
      'POST /passkeys/authentication': {
        status: 401,
        body: apiError(
          401,
          'We could not sign you in with this passkey.',
          'PasskeyNotRecognizedException',
          'PasskeyNotRecognizedException',
        ),
      },
    });
    renderScreen(<Login />, '/', '/');
    await userEvent.click(passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey sign-in was cancelled or timed out.',
    );
    browser.startAuthentication.mockResolvedValueOnce(assertion);
    await userEvent.click(passkeyButton());
    expect(await screen.findByText(/We don't recognize this passkey/)).toBeInTheDocument();
    await i18next.changeLanguage('es');
    expect(await screen.findByText(/No reconocemos esta llave de acceso/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Iniciar sesión con una llave de acceso' }),
    ).toBeInTheDocument();
    await i18next.changeLanguage('en');
  });

  it('is not offered where the browser has no WebAuthn', () => {
    browser.supported = false;
    fakeApi();
    renderScreen(<Login />, '/', '/');
    expect(
      screen.queryByRole('button', { name: 'Sign in with a passkey' }),
    ).not.toBeInTheDocument();
  });
});
