/**
 * Decision 052, "Left", closed: the settlement screen writes its times on the clock of the loan's store, read from
 * the store's state and city. A store in El Paso keeps Mountain time although Texas is mostly Central.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import type { TAccountDetailResponse, TSettlementStatusResponse } from '@lender/contract';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { settlementStatus } from '../../../test/settlement-fixtures';
import { LOAN, setUpOffersScreens } from './offers-test-kit';
import SettlementOffer from './SettlementOffer';

const EL_PASO = { localStoreState: 'TX', localStoreCity: 'El Paso' } as const;
const HOUSTON = { localStoreState: 'TX', localStoreCity: 'Houston' } as const;

beforeEach(setUpOffersScreens);

const show = (store: Partial<TAccountDetailResponse>, status: TSettlementStatusResponse) => {
  mockApi({
    'GET /accountdetail': () =>
      jsonResponse(loanDetail({ status: LoanStatus.ChargedOff, ...store })),
    'GET /settlementStatus': () => jsonResponse(status),
  });
  renderScreen(<SettlementOffer />, {
    path: `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
    route: `/inl/${LOAN}/Payment/SettlementOffer`,
  });
};

describe('the settlement offer of a loan from an El Paso store', () => {
  it('is valid through a time on Mountain time, not Texas’s Central', async () => {
    show(EL_PASO, settlementStatus({ docExp: '2026-12-10T15:00:00.000Z' }));
    expect(
      await screen.findByText('This offer is valid through 12/10/2026, 8:00 AM MST.'),
    ).toBeInTheDocument();
  });

  it('and a Houston store’s on Central time', async () => {
    show(HOUSTON, settlementStatus({ docExp: '2026-12-10T15:00:00.000Z' }));
    expect(
      await screen.findByText('This offer is valid through 12/10/2026, 9:00 AM CST.'),
    ).toBeInTheDocument();
  });

  it('expired on the day El Paso saw, in both languages', async () => {
    // 06:30 UTC on the 11th: 11:30 PM on the 10th in El Paso, already the 11th in Houston
    const expired = settlementStatus({ status: 'expired', docExp: '2026-12-11T06:30:00.000Z' });
    show(EL_PASO, expired);
    expect(await screen.findByText(/12\/10\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/12\/11\/2026/)).not.toBeInTheDocument();
    await i18next.changeLanguage('es');
    expect(await screen.findByText(/10 de diciembre de 2026/)).toBeInTheDocument();
  });
});
