import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDetails from './AccountDetails';

const offer = (settlementStep: string, settlementRemainingCents = 90_000) => ({
  offerKey: 1,
  offerId: 10,
  targetLoanId: A1_ID,
  targetLmsId: '10001-001',
  brandName: 'inl',
  settlementAmountCents: 90_000,
  settlementRemainingCents,
  balanceCents: 180_000,
  qualifiedAmountCents: null,
  minLoanAmountCents: null,
  maxLoanAmountCents: null,
  collateral: null,
  applicationId: null,
  declined: false,
  docExp: '2026-12-10T15:00:00.000Z',
  expired: false,
  settlementStep,
});

function show(step: string, remaining?: number) {
  fakeApi({
    'GET /accountdetail': {
      body: detail({
        status: LoanStatus.ChargedOff,
        statusGroup: 'chargedOff',
        balanceCents: 180_000,
      }),
    },
    'GET /configsettings': { body: configSettings() },
    'GET /offers': { body: { offers: [offer(step, remaining)] } },
  });
  renderScreen(<AccountDetails />, {
    path: `/inl/Accounts/${A1_ID}`,
    route: '/inl/Accounts/:loanId',
  });
}

beforeEach(async () => {
  signInAs();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails of a charged-off loan', () => {
  it('points to its open settlement offer (issue 12)', async () => {
    show('sign');
    expect(await screen.findByRole('link', { name: 'See my settlement offer' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
    );
  });

  it('once signed, says what is left to pay to settle and that every payment counts toward it (decision 045)', async () => {
    show('pay', 60_000);
    expect(
      await screen.findByRole('heading', { name: 'Your signed settlement' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '$600.00 is left to pay to settle this loan. Every payment you make on it counts toward your settlement.',
      ),
    ).toBeInTheDocument();
  });

  it('does not once the offer has expired or is settled', async () => {
    show('expired');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my settlement offer' })).toBeNull();
  });
});
