import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { LoanStatus } from '@lender/domain';
import {
  deleteLoansSnapshots,
  readLoansSnapshot,
  saveLoansSnapshot,
} from '../../../shared/offline/loans-snapshot';
import { useSessionStore } from '../../../shared/session/session-store';
import { fakeApi } from '../test/fake-api';
import { A2_ID, accounts, loan, T1_ID } from '../test/fixtures';
import { renderScreen, signInAs, testQueryClient } from '../test/render-screen';
import Dashboard, { prefetch } from './Dashboard';

const open = loan({
  loanId: T1_ID,
  lmsId: '10002-002',
  loanHdr: '10002-002',
  daysLate: 20,
  isPastDue: true,
});
const paidOff = loan({
  loanId: A2_ID,
  lmsId: '10002-001',
  loanHdr: '10002-001',
  status: LoanStatus.PaidOff,
  paidOffDate: '2026-03-01',
});

const show = () => renderScreen(<Dashboard />, { path: '/inl/Accounts', route: '/inl/Accounts' });
const loanHeadings = () =>
  screen.queryAllByRole('heading', { level: 2, name: /^Loan / }).map((h) => h.textContent);

beforeEach(() => signInAs('T100002'));
afterEach(() => {
  onlineManager.setOnline(true);
  deleteLoansSnapshots();
  vi.unstubAllGlobals();
  useSessionStore.setState({ customerId: undefined, customerIds: {} });
});

describe('Dashboard', () => {
  it('reads her loans before it renders (its route’s prefetch, decision 038), and the screen takes that read', async () => {
    const api = fakeApi({
      'GET /accounts': { body: accounts([open]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    const queryClient = testQueryClient();
    prefetch({ params: {}, brand: 'inl', queryClient });
    await waitFor(() =>
      expect(
        api.calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`),
      ).toEqual(['GET /api/accounts?brandName=inl']),
    );
    renderScreen(<Dashboard />, { path: '/inl/Accounts', route: '/inl/Accounts', queryClient });
    expect(await screen.findByRole('heading', { name: 'Loan 10002-002' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /dashboardmessage')).toHaveLength(1));
    expect(api.callsTo('GET /usercache')).toHaveLength(0);
    expect(api.callsTo('GET /accounts')).toHaveLength(1);
    expect(api.callsTo('GET /dashboardmessage')).toHaveLength(1);
  });

  it("lists the brand's loans with what is due, and asks for the brand by name", async () => {
    const api = fakeApi({
      'GET /accounts': { body: accounts([open, paidOff]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Loan 10002-002' })).toBeInTheDocument();
    expect(loanHeadings()).toEqual(['Loan 10002-002', 'Loan 10002-001']);
    expect(screen.getByText('20 days past due')).toBeInTheDocument();
    expect(screen.getByText('$215.40')).toBeInTheDocument();
    expect(screen.getByText('03/01/2026')).toBeInTheDocument();
    expect(api.callsTo('GET /accounts')[0]?.url.searchParams.get('brandName')).toBe('inl');
    expect(screen.getByRole('link', { name: 'Loan details for loan 10002-002' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${T1_ID}`,
    );
  });

  it('says a loan closed by a renewal (Refinance, 22) was renewed, not just closed', async () => {
    const renewed = loan({
      loanId: A2_ID,
      lmsId: '10002-001',
      loanHdr: '10002-001',
      status: LoanStatus.Refinance,
      statusGroup: 'closed',
      payable: false,
    });
    fakeApi({
      'GET /accounts': { body: accounts([open, renewed]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    const card = (await screen.findByRole('heading', { name: 'Loan 10002-001' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Renewed (refinanced)')).toBeInTheDocument();
    expect(within(card).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('puts Make a payment on each payable loan’s card, not on a paid-off one', async () => {
    fakeApi({
      'GET /accounts': { body: accounts([open, paidOff]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    const card = (await screen.findByRole('heading', { name: 'Loan 10002-002' })).closest(
      'article',
    )!;
    expect(
      within(card).getByRole('link', { name: 'Make a payment on loan 10002-002' }),
    ).toHaveAttribute('href', `/inl/Accounts/${T1_ID}/Payment`);
    const paidOffCard = screen.getByRole('heading', { name: 'Loan 10002-001' }).closest('article')!;
    expect(
      within(paidOffCard).queryByRole('link', { name: /Make a payment/ }),
    ).not.toBeInTheDocument();
  });

  it('toggles to paid-off loans only, for this session: nothing saved, and a sign-out resets it to all loans', async () => {
    const api = fakeApi({
      'GET /accounts': { body: accounts([open, paidOff]) },
      'GET /dashboardmessage': { body: { message: null } },
    });
    const first = show();
    await screen.findByRole('heading', { name: 'Loan 10002-002' });
    await userEvent.click(screen.getByRole('radio', { name: 'Paid off' }));
    expect(loanHeadings()).toEqual(['Loan 10002-001']);
    first.unmount();
    // the same session: the choice is kept across screens
    const second = show();
    await screen.findByRole('heading', { name: 'Loan 10002-001' });
    expect(screen.getByRole('radio', { name: 'Paid off' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'All loans' }));
    expect(loanHeadings()).toEqual(['Loan 10002-002', 'Loan 10002-001']);
    await userEvent.click(screen.getByRole('radio', { name: 'Paid off' }));
    second.unmount();
    expect(api.callsTo('POST /usercache')).toHaveLength(0);

    // a new session opens on all loans
    useSessionStore.getState().signOut();
    signInAs('T100002');
    show();
    await screen.findByRole('heading', { name: 'Loan 10002-002' });
    expect(screen.getByRole('radio', { name: 'All loans' })).toBeChecked();
  });

  it('shows the empty state with Link account when the brand has no loans', async () => {
    fakeApi({
      'GET /accounts': { body: accounts([], true) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': {
        body: {
          message: {
            title: 'Holiday hours',
            body: 'Stores close at 3 pm on Friday.',
            severity: 'info',
          },
        },
      },
    });
    show();
    expect(
      await screen.findByRole('heading', { name: "You don't have any loans with us here yet." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link account' })).toHaveAttribute(
      'href',
      '/LinkAccountOptions',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      'https://apply.example.com/inl',
    );
    const message = await screen.findByRole('region', { name: 'Holiday hours' });
    expect(within(message).getByText('Stores close at 3 pm on Friday.')).toBeInTheDocument();
  });

  it('shows the appraisal offer where there are no loans, with Get my money into the origination (issue 12)', async () => {
    const appraisal = {
      offerKey: 612,
      offerId: 12,
      targetLoanId: null,
      targetLmsId: null,
      brandName: 'inl',
      settlementAmountCents: null,
      settlementRemainingCents: null,
      balanceCents: null,
      qualifiedAmountCents: 300_000,
      minLoanAmountCents: 50_000,
      maxLoanAmountCents: 300_000,
      collateral: { year: 2020, make: 'Honda', model: 'Civic' },
      applicationId: '6a000000-0000-4000-8000-000000000006',
      declined: false,
      docExp: '2026-12-20T18:00:00.000Z',
      expired: false,
      settlementStep: null,
    };
    fakeApi({
      'GET /accounts': { body: accounts([], true) },
      'GET /offers': { body: { offers: [appraisal] } },
    });
    show();
    const offer = await screen.findByRole('region', {
      name: 'You qualify for a loan of up to $3,000.00',
    });
    expect(
      within(offer).getByText('On your 2020 Honda Civic. This offer ends 12/20/2026.'),
    ).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Get my money' })).toHaveAttribute(
      'href',
      '/inl/Origination/Amount?applicationId=6a000000-0000-4000-8000-000000000006&resume=1',
    );
    expect(within(offer).getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/inl/Offers/OfferDetails?offerKey=612',
    );
    expect(
      screen.getByRole('heading', { name: "You don't have any loans with us here yet." }),
    ).toBeInTheDocument();
  });

  it('shows the get-loans error with its reason, and retries', async () => {
    let fail = true;
    fakeApi({
      'GET /accounts': () =>
        fail
          ? {
              status: 503,
              body: {
                statusCode: 503,
                error: 'Service Unavailable',
                message: 'Loan system unavailable',
              },
            }
          : { body: accounts([open]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get loans: Loan system unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loan 10002-002' })).toBeInTheDocument();
  });

  it('keeps what it read for the offline dashboard', async () => {
    fakeApi({
      'GET /accounts': { body: accounts([open, paidOff]) },
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    await screen.findByRole('heading', { name: 'Loan 10002-002' });
    await waitFor(async () =>
      expect((await readLoansSnapshot('inl'))?.accounts).toEqual(accounts([open, paidOff])),
    );
  });

  it('offline, shows the loans kept on the device with the time they were read, and paying is off', async () => {
    await saveLoansSnapshot('inl', accounts([open, paidOff]), Date.UTC(2026, 10, 20, 15, 30));
    onlineManager.setOnline(false);
    const api = fakeApi({
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Loan 10002-002' })).toBeInTheDocument();
    expect(loanHeadings()).toEqual(['Loan 10002-002', 'Loan 10002-001']);
    expect(screen.getByText('$215.40')).toBeInTheDocument();
    expect(screen.getByText(/^Your loans as of Nov 20, 2026/)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Loan 10002-002' }).closest('article')!;
    expect(
      within(card).getByRole('button', {
        name: "Make a payment (off while you're offline) on loan 10002-002",
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Make a payment/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /accounts')).toHaveLength(0);
  });

  it('offline with nothing kept, says so instead of loading for ever', async () => {
    onlineManager.setOnline(false);
    fakeApi({
      'GET /usercache': { body: { customerId: 'T100002', value: null, updatedAt: null } },
      'GET /dashboardmessage': { body: { message: null } },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline, and no loans are kept on this device.",
    );
    expect(screen.queryByText('Loading your loans…')).not.toBeInTheDocument();
  });
});
