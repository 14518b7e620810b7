/**
 * An offer with its badge and the settlement's signing page, as a screen reader says them (issue 52, decision 061):
 * the "New" badge after a pause, the expiry in words, the signing frame named by what it holds.
 */
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LoanStatus } from '@lender/domain';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { expectSpokenInOrder, hearScreen } from '../../../test/screen-reader';
import { settlementOffer, settlementStatus } from '../../../test/settlement-fixtures';
import { LOAN, setUpOffersScreens, signingOf } from './offers-test-kit';
import Offers from './Offers';
import SettlementOffer from './SettlementOffer';

beforeEach(setUpOffersScreens);
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe.each([
  {
    language: 'en',
    sign: 'Review and sign the agreement',
    offers: [
      'heading, Your offers, level 1',
      // the pause is ', ' (jsdom's reader trims its space)
      /^heading, Settlement offer for loan 10001-001, ?New, level 2$/,
      'Expires December 10, 2026',
      'link, View offer: Settlement offer for loan 10001-001',
    ],
    settlement: [
      'heading, Settle loan 10001-001, level 1',
      'Pay $900.00 and loan 10001-001 is settled: the rest of the balance is forgiven.',
      'button, Review and sign the agreement',
      'link, Back to my loan',
    ],
    signing: [
      'heading, Settle loan 10001-001, level 1',
      'region, Sign the settlement agreement',
      'heading, Sign the settlement agreement, level 2',
      'Settlement agreement signing page',
      'link, Back to my loan',
    ],
  },
  {
    language: 'es',
    sign: 'Revisar y firmar el acuerdo',
    offers: [
      'heading, Sus ofertas, level 1',
      /^heading, Oferta de liquidación del préstamo 10001-001, ?Nueva, level 2$/,
      'Vence el 10 de diciembre de 2026',
      'link, Ver oferta: Oferta de liquidación del préstamo 10001-001',
    ],
    settlement: [
      'heading, Liquidar el préstamo 10001-001, level 1',
      'Pague $900.00 y el préstamo 10001-001 queda liquidado: se perdona el resto del saldo.',
      'button, Revisar y firmar el acuerdo',
      'link, Volver a mi préstamo',
    ],
    signing: [
      'heading, Liquidar el préstamo 10001-001, level 1',
      'region, Firme el acuerdo de liquidación',
      'heading, Firme el acuerdo de liquidación, level 2',
      'Página de firma del acuerdo de liquidación',
      'link, Volver a mi préstamo',
    ],
  },
])('Offers heard in $language', ({ language, sign, ...said }) => {
  beforeEach(async () => i18next.changeLanguage(language));

  it('an unopened offer: its title, then its "new" badge after a pause, its expiry in words', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [settlementOffer()] }) });
    renderScreen(<Offers />, { path: '/inl/Offers' });
    await screen.findAllByRole('listitem');
    expectSpokenInOrder(await hearScreen(), said.offers);
  });

  it('the settlement, then its signing page: the frame is named by the agreement it holds', async () => {
    mockApi({
      'GET /accountdetail': () =>
        jsonResponse(loanDetail({ status: LoanStatus.ChargedOff, balanceCents: 180_000 })),
      'GET /settlementStatus': () => jsonResponse(settlementStatus()),
      'POST /loanSigning': () => jsonResponse(signingOf('sent')),
      'GET /loanSigning': () => jsonResponse(signingOf('sent')),
    });
    renderScreen(<SettlementOffer />, {
      path: `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
      route: `/inl/${LOAN}/Payment/SettlementOffer`,
    });
    await userEvent.click(await screen.findByRole('button', { name: sign }));
    await screen.findByTitle(said.signing[3]!);
    expectSpokenInOrder(await hearScreen(), said.signing);
  });

  it('the settlement before signing: what paying does, then the button that starts the signing', async () => {
    mockApi({
      'GET /accountdetail': () =>
        jsonResponse(loanDetail({ status: LoanStatus.ChargedOff, balanceCents: 180_000 })),
      'GET /settlementStatus': () => jsonResponse(settlementStatus()),
    });
    renderScreen(<SettlementOffer />, {
      path: `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
      route: `/inl/${LOAN}/Payment/SettlementOffer`,
    });
    await screen.findByRole('button', { name: sign });
    expectSpokenInOrder(await hearScreen(), said.settlement);
  });
});
