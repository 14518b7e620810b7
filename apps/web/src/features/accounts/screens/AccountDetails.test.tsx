import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAccountDetailResponse } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs, testQueryClient } from '../test/render-screen';
import AccountDetails, { prefetch, warm } from './AccountDetails';

const LOAN_PATH = `/inl/Accounts/${A1_ID}`;
const title = { year: 2016, make: 'Ford', model: 'F-150' };

function show(
  loan: TAccountDetailResponse | { status: number; body: unknown },
  settings = configSettings(),
) {
  const api = fakeApi({
    'GET /accountdetail': 'loanId' in loan ? { body: loan } : loan,
    'GET /configsettings': { body: settings },
    'GET /payoffQuote': (url) => ({ body: payoffQuote(url) }),
  });
  renderScreen(<AccountDetails />, { path: LOAN_PATH, route: '/inl/Accounts/:loanId' });
  return api;
}

/** the payoff quote section's answer: today's payoff, good through the asked date */
const payoffQuote = (url: URL) => {
  const goodThrough = url.searchParams.get('goodThrough')!;
  return {
    loanId: A1_ID,
    lmsId: url.searchParams.get('lmsId'),
    quotedOn: goodThrough,
    goodThrough,
    firstGoodThrough: goodThrough,
    lastGoodThrough: goodThrough,
    days: 0,
    payoffTodayCents: 125000,
    perDiemCents: 108,
    accruedInterestCents: 0,
    payoffAmountCents: 125000,
  };
};

const actionLinks = () =>
  within(screen.getByRole('navigation', { name: 'What you can do' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails by status', () => {
  it('reads the loan before it renders (its route’s prefetch, decision 038), and the screen takes that read', async () => {
    const api = fakeApi({
      'GET /accountdetail': { body: detail() },
      'GET /configsettings': { body: configSettings() },
      'GET /payoffQuote': (url) => ({ body: payoffQuote(url) }),
    });
    const queryClient = testQueryClient();
    prefetch({ params: { loanId: A1_ID }, brand: 'inl', queryClient });
    await waitFor(() => expect(api.callsTo('GET /accountdetail')).toHaveLength(1));
    renderScreen(<AccountDetails />, {
      path: LOAN_PATH,
      route: '/inl/Accounts/:loanId',
      queryClient,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /accountdetail')).toHaveLength(1);
    expect(api.callsTo('GET /accountdetail')[0]?.url.searchParams.get('loanId')).toBe(A1_ID);
  });

  it('warmed on the page she stays on, a tap asks for the loan’s own reads only: her standing and her brand’s terms are in (decision 085)', async () => {
    const api = fakeApi({
      'GET /accountdetail': { body: detail() },
      'GET /configsettings': { body: configSettings() },
      'GET /payoffQuote': (url) => ({ body: payoffQuote(url) }),
      'GET /bankruptcyStatus': { body: { isInBankruptcy: false, loans: [] } },
      'GET /militarystatus': {
        body: {
          customerId: 'T100001',
          isActiveDuty: false,
          isDependent: false,
          mlaCovered: false,
          declaredAt: null,
        },
      },
      'GET /newaccountterms': {
        body: {
          brandName: 'inl',
          brandDisplayName: 'Instant Loans',
          termsUrl: 'https://example.com/terms',
          privacyUrl: 'https://example.com/privacy',
          effectiveDate: '2026-01-01',
        },
      },
    });
    const queryClient = testQueryClient();
    for (const step of warm!({ brand: 'inl', queryClient })) step();
    await waitFor(() => {
      expect(api.callsTo('GET /bankruptcyStatus')).toHaveLength(1);
      expect(api.callsTo('GET /militarystatus')).toHaveLength(1);
      expect(api.callsTo('GET /newaccountterms')).toHaveLength(1);
    });
    expect(api.callsTo('GET /accountdetail')).toHaveLength(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(['creditStanding', 'military'])?.status).toBe('success');
    prefetch({ params: { loanId: A1_ID }, brand: 'inl', queryClient });
    await waitFor(() => expect(api.callsTo('GET /accountdetail')).toHaveLength(1));
    expect(api.callsTo('GET /bankruptcyStatus')).toHaveLength(1);
    expect(api.callsTo('GET /militarystatus')).toHaveLength(1);
    expect(api.callsTo('GET /newaccountterms')).toHaveLength(1);
  });

  it('Open: amount due, due date, payoff and the actions (pay, documents, appointment)', async () => {
    const api = show(detail());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /accountdetail')[0]?.url.searchParams.get('loanId')).toBe(A1_ID);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Amount due').nextElementSibling).toHaveTextContent('$215.40');
    expect(screen.getByText('Due date').nextElementSibling).toHaveTextContent('06/10/2026');
    expect(screen.getByText('Payoff amount').nextElementSibling).toHaveTextContent('$1,250.00');
    expect(actionLinks()).toEqual([
      ['Make a payment', `${LOAN_PATH}/Payment`],
      ['Renew my loan', `${LOAN_PATH}/Payment/ProductSwitch`],
      ['Account documents', `${LOAN_PATH}/Documents/10001-001`],
      ['Monthly statements', `${LOAN_PATH}/AccountMonthlyDocuments?lmsId=10001-001`],
      ['Book a store appointment', `${LOAN_PATH}/Appointment`],
      ['Manage account', `${LOAN_PATH}/ManageAccount`],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Open and late: the past-due warning, and the store-call prompt past the configured day limit', async () => {
    show(detail({ daysLate: 20, isPastDue: true }), configSettings({ pastDuePhoneDayLimit: 10 }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Your loan is 20 days late.');
    const prompt = await screen.findByRole('region', { name: 'Please call your store' });
    expect(prompt).toHaveTextContent('more than 10 days late');
    expect(
      within(prompt).getByRole('link', { name: 'Call your store at (713) 555-0101' }),
    ).toHaveAttribute('href', 'tel:+17135550101');
  });

  it('Open and late within the limit: the warning without the store-call prompt', async () => {
    show(
      detail({
        daysLate: 20,
        isPastDue: true,
        collateralDetail: { year: 2018, make: 'Toyota', model: 'Camry' },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('may be at risk of repossession');
    expect(
      screen.queryByRole('region', { name: 'Please call your store' }),
    ).not.toBeInTheDocument();
  });

  it('PaidOff: the paid-off date and documents, no payment', async () => {
    show(
      detail({
        status: LoanStatus.PaidOff,
        paidOffDate: '2026-02-20',
        payable: false,
        payoffAmountCents: 0,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'This loan is paid off' });
    expect(panel).toHaveTextContent('You paid this loan in full on 02/20/2026.');
    expect(actionLinks().map(([text]) => text)).toEqual([
      'Account documents',
      'Monthly statements',
    ]);
  });

  it('ChargedOff: the balance still owed and a payment action', async () => {
    show(detail({ status: LoanStatus.ChargedOff, balanceCents: 180000 }));
    const panel = await screen.findByRole('region', { name: 'This loan has been charged off' });
    expect(within(panel).getByText('Balance').nextElementSibling).toHaveTextContent('$1,800.00');
    expect(actionLinks()[0]).toEqual(['Make a payment', `${LOAN_PATH}/Payment`]);
  });

  it('OutForRepo: the days-late warning, reinstatement amount, keep-my-vehicle and the store call', async () => {
    show(
      detail({
        status: LoanStatus.OutForRepo,
        daysLate: 75,
        isPastDue: true,
        reinstatementAmountCents: 64000,
        payoffAmountCents: 185000,
        productType: 'title',
        collateralDetail: title,
      }),
    );
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Your vehicle is out for repossession' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Your loan is 75 days late');
    expect(within(panel).getByText('Reinstatement amount').nextElementSibling).toHaveTextContent(
      '$640.00',
    );
    expect(within(panel).getByRole('link', { name: 'Keep my vehicle' })).toHaveAttribute(
      'href',
      `${LOAN_PATH}/Payment/OfrVehicleRecovery`,
    );
    expect(screen.getByRole('region', { name: 'Please call your store' })).toBeInTheDocument();
    expect(screen.getByText('Title loan · 2016 Ford F-150')).toBeInTheDocument();
  });

  it('Repossessed: what happens next, and a call to the store; no payment action', async () => {
    show(
      detail({
        status: LoanStatus.Repossessed,
        daysLate: 140,
        payable: false,
        collateralDetail: title,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Your vehicle has been repossessed' });
    expect(within(panel).getByRole('link', { name: 'What happens next' })).toHaveAttribute(
      'href',
      `${LOAN_PATH}/Payment/OfrVehicleRepossessed`,
    );
    expect(within(panel).getByRole('link', { name: /Call your store/ })).toHaveAttribute(
      'href',
      'tel:+17135550101',
    );
    expect(actionLinks().map(([text]) => text)).not.toContain('Make a payment');
  });

  it('Bankrupt: a plain notice and no payment actions, even when payable', async () => {
    show(detail({ status: LoanStatus.Bankrupt, payable: true }));
    expect(
      await screen.findByRole('region', { name: 'This loan is part of a bankruptcy' }),
    ).toBeInTheDocument();
    expect(actionLinks().map(([text]) => text)).toEqual([
      'Account documents',
      'Monthly statements',
    ]);
  });

  it('Sold: the store to call when no debt buyer is configured', async () => {
    show(detail({ status: LoanStatus.Sold, payable: false }));
    const panel = await screen.findByRole('region', { name: 'This loan has been sold' });
    expect(within(panel).getByRole('link', { name: /Call your store/ })).toBeInTheDocument();
  });

  it("co-signer view: says it is the other party's loan and offers no account management", async () => {
    show(detail({ isAlternate: true, alternateName: 'Ana Rivera', cosignerId: 'T100004' }));
    const notice = await screen.findByRole('region', { name: 'You are the co-signer' });
    expect(notice).toHaveTextContent("This is Ana Rivera's loan.");
    expect(actionLinks().map(([text]) => text)).toEqual([
      'Make a payment',
      'Account documents',
      'Monthly statements',
    ]);
  });

  it("shows 'Error fetching latest loan data.' when the detail fails, and retries", async () => {
    let attempts = 0;
    fakeApi({
      'GET /accountdetail': () =>
        ++attempts === 1
          ? {
              status: 404,
              body: {
                statusCode: 404,
                error: 'Not Found',
                message: 'Error fetching latest loan data.',
              },
            }
          : { body: detail() },
      'GET /configsettings': { body: configSettings() },
    });
    renderScreen(<AccountDetails />, { path: LOAN_PATH, route: '/inl/Accounts/:loanId' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching latest loan data.');
    expect(screen.getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute(
      'href',
      '/inl/Accounts',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' }),
    ).toBeInTheDocument();
  });
});
