import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoanStatus } from '@lender/domain';
import { useSessionStore } from '../../../shared/session/session-store';
import { A2_ID, loan, T1_ID } from '../../../test/loan-fixtures';
import { fakeApi } from '../test/fake-api';
import { configSettings, userAttributes } from '../test/fixtures';
import { renderScreen } from '../test/render-screen';
import { resetBetweenTests } from '../test/reset';
import AccountSelect from './AccountSelect';
import ExternalBrowserAuth from './ExternalBrowserAuth';
import Home from './Home';

resetBetweenTests();

const brand = (brandId: number, displayName: string) => ({
  brandId,
  displayName,
  family: 'main',
  loanSystem: 'TLXe',
  theme: {
    primary: '#0b5394',
    primaryContrast: '#ffffff',
    accent: '#e69138',
    background: '#f5f7fa',
  },
  providers: ['tlxe'],
  availableProviders: ['tlxe'],
});

describe('Home, AccountSelect and ExternalBrowserAuth', () => {
  it("Home lists the user's brands, each linking to its Dashboard", async () => {
    fakeApi({
      'GET /serviceProvider': {
        brands: { inl: brand(7, 'Oak Loans'), tmx: brand(8, 'Pine Title Loans') },
      },
    });
    useSessionStore.setState({ authenticated: true, brands: ['inl', 'tmx'] });
    renderScreen(<Home />, '/Home');
    expect(screen.getByRole('heading', { level: 1, name: 'All my accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Oak Loans/ })).toHaveAttribute(
      'href',
      '/inl/Accounts',
    );
    expect(screen.getByRole('link', { name: /Pine Title Loans/ })).toHaveAttribute(
      'href',
      '/tmx/Accounts',
    );
  });

  it('Home shows each brand’s loans with status and the next amount due (P2 sees T1 is 20 days late)', async () => {
    const api = fakeApi({
      'GET /serviceProvider': {
        brands: { inl: brand(7, 'Oak Loans'), tmx: brand(8, 'Pine Title Loans') },
      },
      'GET /accounts': (call: { query: URLSearchParams }) => ({
        loans:
          call.query.get('brandName') === 'tmx'
            ? [
                loan({
                  loanId: T1_ID,
                  lmsId: '10002-002',
                  brandName: 'tmx',
                  daysLate: 20,
                  isPastDue: true,
                  minimumAmountDueCents: 31_000,
                  dueDate: '2026-11-03',
                }),
              ]
            : [
                loan({
                  loanId: A2_ID,
                  lmsId: '10002-001',
                  status: LoanStatus.PaidOff,
                  paidOff: true,
                  paidOffDate: '2026-10-14',
                }),
              ],
        reapplyInfo: { canReapply: false, applyUrl: 'https://apply.example.com/', returnUrl: null },
      }),
    });
    useSessionStore.setState({ authenticated: true, brands: ['inl', 'tmx'] });
    renderScreen(<Home />, '/Home');
    expect(
      await screen.findByText('Loan 10002-002 · Open · 20 days late · $310.00 due 11/03/2026'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Loan 10002-001 · Paid off')).toBeInTheDocument();
    expect(
      api
        .callsTo('GET /accounts')
        .map((call) => call.query.get('brandName'))
        .sort(),
    ).toEqual(['inl', 'tmx']);
  });

  it('Home shows the appraisal offer of a brand with no loans, with Get my money (P6, issue 12)', async () => {
    const appraisal = {
      offerKey: 612,
      offerId: 12,
      targetLoanId: null,
      targetLmsId: null,
      brandName: 'tmx',
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
      'GET /serviceProvider': { brands: { tmx: brand(8, 'Pine Title Loans') } },
      'GET /accounts': {
        loans: [],
        reapplyInfo: { canReapply: false, applyUrl: 'https://apply.example.com/', returnUrl: null },
      },
      'GET /offers': { offers: [appraisal] },
    });
    useSessionStore.setState({ authenticated: true, brands: ['tmx'] });
    renderScreen(<Home />, '/Home');
    expect(
      await screen.findByText(/^Loan offer: up to \$3,000\.00 on your 2020 Honda Civic\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get my money' })).toHaveAttribute(
      'href',
      '/tmx/Origination/Amount?applicationId=6a000000-0000-4000-8000-000000000006&resume=1',
    );
  });

  it('Home offers linking an account to a user with no brand', () => {
    fakeApi();
    useSessionStore.setState({ authenticated: true, brands: [] });
    renderScreen(<Home />, '/Home');
    expect(screen.getByText("You don't have any accounts with us yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link an account' })).toHaveAttribute(
      'href',
      '/LinkAccountOptions',
    );
  });

  it('AccountSelect marks a brand this build does not serve', () => {
    fakeApi();
    useSessionStore.setState({ authenticated: true, brands: ['chs'] });
    renderScreen(<AccountSelect />, '/AccountSelect');
    expect(screen.getByText(/CHS — open it in that brand's app/)).toBeInTheDocument();
  });

  it('a brand this build does not serve links to that brand’s own app, from the page’s configured addresses (issue 48)', () => {
    const meta = document.createElement('meta');
    meta.name = 'app-brand-apps';
    meta.content = JSON.stringify({ chs: 'https://chs.app.example/' });
    document.head.append(meta);
    try {
      fakeApi();
      useSessionStore.setState({ authenticated: true, brands: ['chs'] });
      renderScreen(<AccountSelect />, '/AccountSelect');
      expect(
        screen.getByRole('link', { name: /CHS — open it in that brand's app/ }),
      ).toHaveAttribute('href', 'https://chs.app.example/');
    } finally {
      meta.remove();
    }
  });

  it('ExternalBrowserAuth sends on to the named route without the auth query', async () => {
    fakeApi();
    useSessionStore.setState({ authenticated: true, brands: ['inl'] });
    renderScreen(
      <ExternalBrowserAuth />,
      '/ExternalBrowserAuth/MakePayment?profileId=p&flow=payment&loanId=A1',
      '/ExternalBrowserAuth/:name',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      /^\/inl\/Accounts\/A1\/Payment$/,
    );
  });

  describe('Join referral rewards', () => {
    const newProfile = () =>
      useSessionStore.setState({
        authenticated: true,
        brands: [],
        customerIds: {},
        isReferralUser: false,
      });

    it('enrols a new profile, reloads the attributes and opens referral rewards', async () => {
      const api = fakeApi({
        'POST /referralEnrolment': {
          shortCode: 'NEWBIE1',
          referralUrl: 'http://localhost/Refer/NEWBIE1',
        },
        'GET /userAttributes': userAttributes([], {
          customer_id: null,
          lms_customer_ids: null,
          non_customer_refer: true,
          customerIds: { NLS: null, TLXe: null },
        }),
      });
      newProfile();
      renderScreen(<Home />, '/Home');
      await userEvent.click(await screen.findByRole('button', { name: 'Join referral rewards' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/Referral');
      expect(api.callsTo('POST /referralEnrolment')).toHaveLength(1);
      expect(useSessionStore.getState().isReferralUser).toBe(true);
    });

    it('is not offered when displayNonCustomerReferral is off, nor to a referral user', async () => {
      const api = fakeApi({
        'GET /configsettings': configSettings({ displayNonCustomerReferral: false }),
      });
      newProfile();
      const first = renderScreen(<Home />, '/Home');
      await waitFor(() => expect(api.callsTo('GET /configsettings')).toHaveLength(1));
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Join referral rewards' }),
        ).not.toBeInTheDocument(),
      );
      first.unmount();
      fakeApi();
      useSessionStore.setState({ isReferralUser: true });
      renderScreen(<Home />, '/Home');
      expect(
        screen.queryByRole('button', { name: 'Join referral rewards' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Referral rewards' })).toHaveAttribute(
        'href',
        '/Referral',
      );
    });
  });
});
