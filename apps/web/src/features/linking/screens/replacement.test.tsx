import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZReplaceCustomerResponseSchema, type TReplacement } from '@lender/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  jsonResponse,
  mockApi,
  registerLinkingRoutes,
  renderScreen,
  signInAs,
  userAttributes,
} from '../test-utils';
import ConfirmAccountReplacement from './ConfirmAccountReplacement';
import LinkAccountFailed from './LinkAccountFailed';
import LinkAccountOptions from './LinkAccountOptions';
import ReplaceAccount from './ReplaceAccount';

const pending: TReplacement = {
  requestId: 'd0000000-0000-4000-8000-000000000001',
  current: {
    customerId: 'T100008',
    customerIds: { NLS: null, TLXe: 'T100008' },
    customerName: 'Hank Li',
    lmsIds: ['20341-001'],
    brands: ['inl'],
  },
  replacement: {
    customerId: 'T100020',
    customerIds: { NLS: null, TLXe: 'T100020' },
    customerName: 'Hank Li',
    lmsIds: ['20555-001'],
    brands: ['tmx'],
  },
  state: 'pending',
  expiresAt: '2026-07-01T12:00:00.000Z',
};

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

beforeEach(() => {
  registerLinkingRoutes();
  signInAs({ brands: ['inl'], customerIds: { tlxe: 'T100008' }, customerId: 'T100008' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LinkAccountOptions', () => {
  it('offers linking to a profile without ids, and no replacement', async () => {
    signInAs();
    const fetchMock = mockApi({});
    renderScreen(<LinkAccountOptions />, '/LinkAccountOptions');
    expect(screen.getByRole('link', { name: /Link an existing loan/ })).toHaveAttribute(
      'href',
      '/LinkAccountOptions/LinkAccount',
    );
    expect(
      screen.queryByRole('link', { name: /Replace my linked account/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Need help\?/ })).toHaveAttribute('href', '/ContactUs');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the replacement to a linked profile and points out a pending one', async () => {
    expect(ZReplaceCustomerResponseSchema.parse({ replacement: pending })).toBeTruthy();
    mockApi({ 'GET /replaceCustomer': () => jsonResponse({ replacement: pending }) });
    renderScreen(<LinkAccountOptions />, '/LinkAccountOptions');
    expect(screen.getByRole('link', { name: /Replace my linked account/ })).toHaveAttribute(
      'href',
      '/LinkAccountOptions/ReplaceAccount',
    );
    const notice = await screen.findByText(/account replacement waiting for your confirmation/);
    expect(within(notice).getByRole('link', { name: 'Review it' })).toHaveAttribute(
      'href',
      '/ConfirmAccountReplacement',
    );
  });
});

describe('LinkAccountFailed', () => {
  it('says no match was found, with a retry of the link and contact us', () => {
    renderScreen(<LinkAccountFailed />, '/LinkAccountOptions/LinkAccountFailed', {
      reason: 'noMatch',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No matching account was found.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/LinkAccountOptions/LinkAccount',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ContactUs');
  });

  it('explains too many tries and retries the replacement it came from', () => {
    renderScreen(<LinkAccountFailed />, '/LinkAccountOptions/LinkAccountFailed', {
      reason: 'tooMany',
      retry: 'ReplaceAccount',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/LinkAccountOptions/ReplaceAccount',
    );
  });
});

describe('ReplaceAccount', () => {
  it('verifies the new record with POST /replaceCustomer and goes on to confirm it', async () => {
    const fetchMock = mockApi({
      'POST /replaceCustomer': () => jsonResponse({ replacement: pending }),
    });
    const user = userEvent.setup();
    renderScreen(<ReplaceAccount />, '/LinkAccountOptions/ReplaceAccount');
    await user.type(screen.getByLabelText('Phone number'), '3125550199');
    await user.type(screen.getByLabelText('Date of birth'), '04121985');
    await user.type(screen.getByLabelText('Social Security number'), '123456780');
    await user.type(screen.getByLabelText('Loan number'), '20555-001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/ConfirmAccountReplacement',
    );
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      phoneNumber: '3125550199',
      dateOfBirth: '19850412',
      ssn: '123-45-6780',
      loanId: '20555-001',
    });
  });
});

describe('ConfirmAccountReplacement', () => {
  it('shows both records and, once confirmed with PUT, refreshes the session and opens the new brand Dashboard', async () => {
    const fetchMock = mockApi({
      'GET /replaceCustomer': () => jsonResponse({ replacement: pending }),
      'PUT /replaceCustomer': () =>
        jsonResponse({ replacement: { ...pending, state: 'completed' } }),
      'GET /userAttributes': () => jsonResponse(userAttributes(['inl'], 'T100020')),
    });
    const user = userEvent.setup();
    renderScreen(<ConfirmAccountReplacement />, '/ConfirmAccountReplacement');
    const current = await screen.findByRole('region', { name: 'Current account' });
    expect(current).toHaveTextContent('20341-001');
    expect(screen.getByRole('region', { name: 'New account' })).toHaveTextContent('20555-001');
    await user.click(screen.getByRole('button', { name: 'Replace my account' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/inl/Accounts');
    expect(bodyOf(fetchMock, 'PUT')).toEqual({ requestId: pending.requestId, confirm: true });
    expect(useSessionStore.getState().customerIds.tlxe).toBe('T100020');
  });

  it('cancels with PUT confirm false and goes back to the options', async () => {
    const fetchMock = mockApi({
      'GET /replaceCustomer': () => jsonResponse({ replacement: pending }),
      'PUT /replaceCustomer': () =>
        jsonResponse({ replacement: { ...pending, state: 'cancelled' } }),
    });
    const user = userEvent.setup();
    renderScreen(<ConfirmAccountReplacement />, '/ConfirmAccountReplacement');
    await user.click(await screen.findByRole('button', { name: 'Keep my current account' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/LinkAccountOptions');
    expect(bodyOf(fetchMock, 'PUT')).toEqual({ requestId: pending.requestId, confirm: false });
    expect(calledPaths(fetchMock)).not.toContain('/api/userAttributes');
  });

  it('says when there is nothing to confirm, and asks a visitor to sign in', async () => {
    mockApi({ 'GET /replaceCustomer': () => jsonResponse({ replacement: null }) });
    const view = renderScreen(<ConfirmAccountReplacement />, '/ConfirmAccountReplacement');
    expect(
      await screen.findByText('There is no account replacement to confirm.'),
    ).toBeInTheDocument();
    view.unmount();
    useSessionStore.getState().update({ authenticated: false });
    renderScreen(<ConfirmAccountReplacement />, '/ConfirmAccountReplacement');
    expect(screen.getByText('Sign in to confirm your account replacement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });
});

function calledPaths(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}
