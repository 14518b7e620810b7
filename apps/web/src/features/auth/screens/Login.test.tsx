import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { registerRoutes } from '../../../shared/routing/route-path';
import Login from './Login';

function renderLogin(path = '/') {
  registerRoutes([
    { name: 'Login', baseName: 'Login', path: '/', group: 'unauthenticated', meta: {} },
    {
      name: 'Register',
      baseName: 'Register',
      path: '/Register',
      group: 'unauthenticated',
      meta: {},
    },
    {
      name: 'ForgotPassword',
      baseName: 'ForgotPassword',
      path: '/ForgotPassword',
      group: 'unauthenticated',
      meta: {},
    },
  ]);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Login />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Login', () => {
  it('renders the branded sign-in form and links', () => {
    renderLogin();
    expect(screen.getByText('Instant Loan Co.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone number')).toBeInTheDocument();
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

  it('shows the signed-out message with ?signedOut', () => {
    renderLogin('/?signedOut');
    expect(screen.getByRole('status')).toHaveTextContent('You have been signed out.');
  });

  it('shows the locked-flow message with log in to continue', () => {
    renderLogin('/?flowEnded=error');
    expect(screen.getByRole('alert')).toHaveTextContent(/signed you out.*Log in to continue\./);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("validates with the domain's username and password rules before calling", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email or Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid Email or Phone Number')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts to /api/authenticate and shows a clear message when sign-in is not available (404)', async () => {
    vi.mocked(fetch).mockResolvedValue(
      json(
        { statusCode: 404, error: 'Not Found', message: 'Route POST:/api/authenticate not found' },
        404,
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email or phone number'), '(312) 555-0100');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1234');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in is not available right now.',
    );
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/authenticate');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: '3125550100',
      password: 'Secret1234',
      rememberMe: true,
      legacy: false,
    });
  });

  it('shows the server message of a failed sign-in', async () => {
    vi.mocked(fetch).mockResolvedValue(
      json(
        { errorCode: 'NotAuthorizedException', message: 'Incorrect username or password.' },
        400,
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email, phone number or password.',
    );
  });
});
