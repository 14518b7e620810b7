import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../shared/session/session-store';
import { TOKEN_KEYS } from '../../../shared/session/token-storage';
import { fakeApi } from '../test/fake-api';
import { apiError, configSettings, sessionResult, userAttributes } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import Login from './Login';

resetBetweenTests();

const renderLogin = (path = '/') => renderScreen(<Login />, path, '/');

async function signIn(username: string, password: string, { remember = false } = {}) {
  await userEvent.clear(screen.getByLabelText('Email or phone number'));
  await userEvent.type(screen.getByLabelText('Email or phone number'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  if (remember) await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const signedIn = (brands: Parameters<typeof userAttributes>[0], trusted: boolean) => ({
  'POST /authenticate': sessionResult(),
  'GET /userAttributes': userAttributes(brands),
  'GET /checktrusteddevice': { trusted },
});

describe('Login', () => {
  it('renders the branded sign-in form and links', () => {
    fakeApi();
    renderLogin();
    expect(screen.getByText('Oak Loans')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/Register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
    expect(screen.queryByText('You have been signed out.')).toBeNull();
  });

  it('shows the signed-out, locked-flow and password-changed messages', () => {
    fakeApi();
    const { unmount } = renderLogin('/?signedOut=true');
    expect(screen.getByRole('status')).toHaveTextContent('You have been signed out.');
    unmount();
    const second = renderLogin('/?flowEnded=error');
    expect(screen.getByRole('alert')).toHaveTextContent(/signed you out.*Log in to continue\./);
    second.unmount();
    renderLogin('/?passwordReset=true');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed.');
  });

  it('signed out because the profile was locked: says so and what to do, not just "signed out"', () => {
    fakeApi();
    renderLogin('/?signedOut=true&reason=profileLock');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You were signed out: your profile is locked.');
    expect(alert).toHaveTextContent('Please call customer service or your store to unlock it.');
    expect(screen.queryByText('You have been signed out.')).not.toBeInTheDocument();
  });

  it('from a signed link used before: asks to sign in or to ask for a new link', () => {
    fakeApi();
    renderLogin('/?linkUsed=true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This link was already used.');
    expect(alert).toHaveTextContent('Sign in to continue, or ask for a new link.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    fakeApi();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('validates with the spec §5 messages, word for word, linked to the fields, before calling', async () => {
    const api = fakeApi();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email or Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const field = screen.getByLabelText('Email or phone number');
    expect(field).toHaveAccessibleDescription('Email or Phone Number is required');
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid Email or Phone Number')).toBeInTheDocument();
    expect(api.callsTo('POST /authenticate')).toHaveLength(0);
  });

  it('posts the username in any phone form, builds the session and challenges an untrusted device', async () => {
    const api = fakeApi(signedIn(['inl'], false));
    renderLogin();
    await signIn('(312) 555-0101', 'DemoPass2026', { remember: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/TrustedDevice');
    expect(api.callsTo('POST /authenticate')[0]?.body).toEqual({
      username: '3125550101',
      password: 'DemoPass2026',
      rememberMe: true,
      legacy: false,
    });
    const session = useSessionStore.getState();
    expect(session.authenticated).toBe(true);
    expect(session.brands).toEqual(['inl']);
    expect(session.user?.profileId).toBe(userAttributes().sub);
    expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-token-1');
    expect(sessionStorage.getItem(TOKEN_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.deviceKey)).toBe('device-key-1');
    const check = api.callsTo('GET /checktrusteddevice')[0];
    expect(check?.headers.devicekey).toBe('device-key-1');
    expect(check?.headers.authorization).toMatch(/^Bearer /);
  });

  it('goes to the brand Dashboard for one brand and Home for several on a trusted device', async () => {
    fakeApi(signedIn(['inl'], true));
    const first = renderLogin();
    await signIn('ana.tlxe@example.com', 'DemoPass2026');
    expect(await screen.findByTestId('location')).toHaveTextContent('/inl/Accounts');
    expect(sessionStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('refresh-token-1');
    first.unmount();
    useSessionStore.getState().signOut();
    fakeApi(signedIn(['inl', 'tmx'], true));
    renderLogin();
    await signIn('ben.multi@example.com', 'DemoPass2026');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Home$/);
  });

  it('shows the error by errorCode first, then the message, then the error field', async () => {
    fakeApi({
      'POST /authenticate': {
        status: 400,
        body: apiError(400, 'Incorrect username or password.', 'NotAuthorizedException'),
      },
    });
    const first = renderLogin();
    await signIn('ana@example.com', 'Wrong12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email, phone number or password.',
    );
    first.unmount();
    fakeApi({
      'POST /authenticate': {
        status: 503,
        body: apiError(503, 'Sign-in is resting.', undefined, 'Service Unavailable'),
      },
    });
    const second = renderLogin();
    await signIn('ana@example.com', 'Wrong12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in is resting.');
    second.unmount();
    fakeApi({
      'POST /authenticate': {
        status: 500,
        body: apiError(
          500,
          'Request failed with status code 500',
          undefined,
          'Internal Server Error',
        ),
      },
    });
    renderLogin();
    await signIn('ana@example.com', 'Wrong12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Internal Server Error$/);
  });

  it('a sign-in the server turned away while busy: its message, sent once, and Sign in to try again (decision 043)', async () => {
    const api = fakeApi({
      'POST /authenticate': {
        status: 503,
        headers: { 'retry-after': '10' },
        body: apiError(
          503,
          'The service is busy. Please try again shortly.',
          undefined,
          'Service Unavailable',
        ),
      },
    });
    renderLogin();
    await signIn('ana@example.com', 'Secret12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again shortly.',
    );
    expect(api.callsTo('POST /authenticate')).toHaveLength(1);
    // the way to try again is the borrower's own: Sign in is there, and sends it once more
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(api.callsTo('POST /authenticate')).toHaveLength(2));
  });

  it('goes to ForgotPassword after wrongPasswordRedirectCount wrong passwords', async () => {
    const api = fakeApi({
      'GET /configsettings': configSettings({ wrongPasswordRedirectCount: 3 }),
      'POST /authenticate': {
        status: 400,
        body: apiError(400, 'Incorrect username or password.', 'NotAuthorizedException'),
      },
    });
    renderLogin();
    await signIn('ana@example.com', 'Wrong1');
    await screen.findByRole('alert');
    const password = screen.getByLabelText('Password');
    for (const attempt of ['Wrong2', 'Wrong3']) {
      await userEvent.clear(password);
      await userEvent.type(password, attempt);
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    }
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/ForgotPassword?tooManyAttempts=true',
    );
    expect(api.callsTo('POST /authenticate')).toHaveLength(3);
  });

  it('marks an unconfirmed user unverified and goes to VerifyWarning', async () => {
    fakeApi({
      'POST /authenticate': {
        status: 400,
        body: apiError(400, 'User is not confirmed.', 'UserNotConfirmedException'),
      },
    });
    renderLogin();
    await signIn('jack.unverified@example.com', 'DemoPass2026');
    expect(await screen.findByTestId('location')).toHaveTextContent('/Verification/VerifyWarning');
    expect(useSessionStore.getState().verified).toBe(false);
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('goes to SecureAccount when the password must be reset', async () => {
    fakeApi({
      'POST /authenticate': {
        status: 400,
        body: apiError(400, 'Password reset required.', 'PasswordResetRequiredException'),
      },
    });
    renderLogin();
    await signIn('ana@example.com', 'DemoPass2026');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/ForgotPassword/SecureAccount',
    );
  });
});
