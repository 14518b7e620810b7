import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoanStatus } from '@lender/domain';
import { useSessionStore } from '../../../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { A2_ID, accounts, configSettings, loan } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import Dashboard from './Dashboard';

const APP_ID = 'ab000000-0000-4000-8000-000000000002';
// his paid-off inl loan A2
const paidOff = loan({
  loanId: A2_ID,
  lmsId: '10002-001',
  loanHdr: '10002-001',
  status: LoanStatus.PaidOff,
});
const application = (state: 'inProgress' | 'withdrawn', brandCode = 'inl') => ({
  applicationId: APP_ID,
  state,
  applicationInProgress: state === 'inProgress',
  declined: false,
  returnUrl: state === 'inProgress' ? `https://apply.inl.example.com/resume/${APP_ID}` : null,
  isRefiApplication: false,
  isAddonApplication: false,
  applicationLoanInfo: { canUploadLoanDocuments: false },
  updatedAt: '2026-12-01T15:00:00.000Z',
  brandCode,
});
const none = {
  ...application('withdrawn'),
  applicationId: null,
  state: 'none',
  updatedAt: null,
  brandCode: null,
};
const status = (TLXe: unknown) => ({ body: { appStatus: { TLXe, NLS: none } } });

function api(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /accounts': {
      body: {
        ...accounts([paidOff]),
        reapplyInfo: {
          canReapply: false,
          applyUrl: 'https://apply.inl.example.com/',
          returnUrl: `https://apply.inl.example.com/resume/${APP_ID}`,
        },
      },
    },
    'GET /dashboardmessage': { body: { message: null } },
    'GET /applicationstatus': status(application('inProgress')),
    ...overrides,
  });
}

const show = () => renderScreen(<Dashboard />, { path: '/inl/Accounts', route: '/inl/Accounts' });
const card = () => screen.findByRole('region', { name: 'You have an application in progress' });

beforeEach(() => signInAs('T100002'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ customerId: undefined, customerIds: {} });
});

describe('Dashboard: the application in progress (decision 059)', () => {
  it('shows it with its start date and Continue, instead of the reapply card', async () => {
    api();
    show();
    const found = await card();
    expect(within(found).getByText(/on 12\/01\/2026 and have not finished it/)).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      `https://apply.inl.example.com/resume/${APP_ID}`,
    );
    expect(screen.queryByRole('heading', { name: 'Need more money?' })).not.toBeInTheDocument();
  });

  it('withdraws it after the confirmation, once, and says so', async () => {
    let state: 'inProgress' | 'withdrawn' = 'inProgress';
    const fake = api({
      'GET /applicationstatus': () => status(application(state)),
      'PUT /applicationstatus': () => {
        state = 'withdrawn';
        return status(application(state));
      },
    });
    show();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Withdraw application' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(fake.callsTo('PUT /applicationstatus')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your application was withdrawn.');
    expect(fake.callsTo('PUT /applicationstatus').map((call) => call.body)).toEqual([
      { loanSystem: 'TLXe', applicationId: APP_ID, action: 'withdraw' },
    ]);
    expect(
      screen.queryByRole('region', { name: 'You have an application in progress' }),
    ).toBeNull();
  });

  it('keeps the card and names the reason when the withdraw fails', async () => {
    api({
      'PUT /applicationstatus': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'No application in progress was found.',
        },
      },
    });
    show();
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Withdraw application' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not withdraw your application: No application in progress was found.',
    );
    expect(await card()).toBeInTheDocument();
  });

  it('shows nothing for another brand’s application, and with showIncompleteAppWarning off', async () => {
    api({ 'GET /applicationstatus': status(application('inProgress', 'tmx')) });
    show();
    expect(await screen.findByRole('heading', { name: 'Loan 10002-001' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'You have an application in progress' }),
    ).toBeNull();
    vi.unstubAllGlobals();
    const fake = api({
      'GET /configsettings': { body: configSettings({ showIncompleteAppWarning: false }) },
    });
    show();
    await waitFor(() => expect(fake.callsTo('GET /configsettings')).toHaveLength(1));
    expect(await screen.findAllByRole('link', { name: 'Continue your application' })).toHaveLength(
      1,
    );
    expect(
      screen.queryByRole('region', { name: 'You have an application in progress' }),
    ).toBeNull();
  });
});
