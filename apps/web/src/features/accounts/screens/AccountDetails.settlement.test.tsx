import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import { fakeApi } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDetails from './AccountDetails';

const offer = (settlementStep: string) => ({
  offerKey: 1, offerId: 10, targetLoanId: A1_ID, targetLmsId: '10001-001', brandName: 'inl', settlementAmountCents: 90_000, balanceCents: 180_000,
  qualifiedAmountCents: null, minLoanAmountCents: null, maxLoanAmountCents: null, collateral: null, applicationId: null, declined: false, docExp: '2026-12-10T15:00:00.000Z', expired: false, settlementStep,
});

function show(step: string) {
  fakeApi({
    'GET /accountdetail': { body: detail({ status: LoanStatus.ChargedOff, statusGroup: 'chargedOff', balanceCents: 180_000 }) },
    'GET /configsettings': { body: configSettings() },
    'GET /offers': { body: { offers: [offer(step)] } },
  });
  renderScreen(<AccountDetails />, { path: `/inl/Accounts/${A1_ID}`, route: '/inl/Accounts/:loanId' });
}

beforeEach(async () => {
  signInAs();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails of a charged-off loan', () => {
  it('points to its open settlement offer (issue 12)', async () => {
    show('sign');
    expect(await screen.findByRole('link', { name: 'See my settlement offer' })).toHaveAttribute('href', `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`);
  });

  it('does not once the offer has expired or is settled', async () => {
    show('expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan 10001-001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See my settlement offer' })).toBeNull();
  });
});
