import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TOffer } from '@lender/contract';
import { LoanStatus } from '@lender/domain';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { A1_ID, loanDetail } from '../../../test/loan-fixtures';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { settlementOffer, settlementStatus } from '../../../test/settlement-fixtures';
import OfferDetails from './OfferDetails';
import { ENVELOPE, LOAN, setUpOffersScreens, signingOf } from './offers-test-kit';
import Offers from './Offers';
import SettlementOffer from './SettlementOffer';
import WidgetOffer from './WidgetOffer';

const appraisal: TOffer = {
  ...settlementOffer(),
  offerKey: 2,
  offerId: 12,
  targetLoanId: null,
  targetLmsId: null,
  brandName: null,
  settlementAmountCents: null,
  settlementRemainingCents: null,
  balanceCents: null,
  qualifiedAmountCents: 300_000,
  minLoanAmountCents: 50_000,
  maxLoanAmountCents: 300_000,
  collateral: { year: 2020, make: 'Honda', model: 'Civic' },
  settlementStep: null,
};
const status = settlementStatus;
const signing = signingOf;

beforeEach(setUpOffersScreens);
afterEach(() => vi.unstubAllGlobals());

describe('Offers', () => {
  it('lists the offers, new ones marked, each with its expiry and a link named by the offer', async () => {
    mockApi({
      'GET /offers': () =>
        jsonResponse({ offers: [settlementOffer(), { ...appraisal, expired: true }] }),
    });
    renderScreen(<Offers />, { path: '/inl/Offers' });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Settlement offer for loan 10001-001, New');
    expect(items[0]).toHaveTextContent('Expires 12/10/2026');
    expect(items[1]).toHaveTextContent('Loan offer on your 2020 Honda Civic, Expired');
    expect(
      within(items[0]!).getByRole('link', {
        name: 'View offer: Settlement offer for loan 10001-001',
      }),
    ).toHaveAttribute('href', '/inl/Offers/OfferDetails?offerKey=1');
  });

  it('says when there are none, and offers a retry on an error', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [] }) });
    const { unmount } = renderScreen(<Offers />, { path: '/inl/Offers' });
    expect(await screen.findByText('You have no offers right now.')).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /offers': () => jsonResponse({ statusCode: 500, message: 'boom' }, 500) });
    renderScreen(<Offers />, { path: '/inl/Offers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your offers could not be loaded.');
  });
});

describe('OfferDetails', () => {
  it('shows the settlement’s terms, marks it viewed in local storage (the badge clears) and leads to SettlementOffer', async () => {
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [settlementOffer()] }) });
    renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=1',
      route: '/inl/Offers/OfferDetails',
    });
    const terms = await screen.findByRole('region', {
      name: 'Settle loan 10001-001 for $900.00 instead of the $1,800.00 you owe.',
    });
    expect(within(terms).getByText('You save').nextElementSibling).toHaveTextContent('$900.00');
    expect(screen.getByRole('link', { name: 'Review and settle' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
    );
    expect(JSON.parse(localStorage.getItem('offers.viewed.C5') ?? '[]')).toEqual([1]);
  });

  it('an expired offer says it has ended and leads nowhere else; an unknown one is not found', async () => {
    mockApi({
      'GET /offers': () =>
        jsonResponse({ offers: [settlementOffer({ expired: true, settlementStep: 'expired' })] }),
    });
    const { unmount } = renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=1',
      route: '/inl/Offers/OfferDetails',
    });
    expect(
      await screen.findByText('This offer has ended and can no longer be accepted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review and settle' })).toBeNull();
    unmount();
    renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=9',
      route: '/inl/Offers/OfferDetails',
    });
    expect(
      await screen.findByText('This offer was not found. It may have ended.'),
    ).toBeInTheDocument();
  });
});

describe('SettlementOffer', () => {
  const chargedOff = () =>
    jsonResponse(loanDetail({ status: LoanStatus.ChargedOff, balanceCents: 180_000 }));
  const show = (handlers: Parameters<typeof mockApi>[0]) => {
    const api = mockApi({ 'GET /accountdetail': chargedOff, ...handlers });
    renderScreen(<SettlementOffer />, {
      path: `/inl/Accounts/${A1_ID}/Payment/SettlementOffer`,
      route: `/inl/${LOAN}/Payment/SettlementOffer`,
    });
    return api;
  };

  it('signs in the e-sign page’s frame (in the app’s language), polls until signed, then pays $900.00 as type 5', async () => {
    const user = userEvent.setup();
    let state = 'sent';
    let current = status();
    show({
      'GET /settlementStatus': () => jsonResponse(current),
      'POST /loanSigning': () => jsonResponse(signing('sent')),
      'GET /loanSigning': () => jsonResponse(signing(state)),
    });
    await user.click(await screen.findByRole('button', { name: 'Review and sign the agreement' }));
    const frame = await screen.findByTitle('Settlement agreement signing page');
    expect(frame).toHaveAttribute('src', `/esign/sign/${ENVELOPE}?lang=en`);
    state = 'signing_complete';
    current = status({ docSigned: true, status: 'pay', envelopeId: ENVELOPE });
    fireEvent.load(frame);
    fireEvent.load(frame);
    await user.click(
      await screen.findByRole('button', { name: 'Pay $900.00 now' }, { timeout: 5000 }),
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
    expect(usePaymentStore.getState()).toMatchObject({
      loanId: A1_ID,
      paymentAmount: 90_000,
      paymentType: 5,
      isPayoff: false,
      isPartial: false,
    });
  });

  it('a decline says nothing was signed and offers to sign again', async () => {
    const user = userEvent.setup();
    show({
      'GET /settlementStatus': () => jsonResponse(status()),
      'POST /loanSigning': () => jsonResponse(signing('sent')),
      'GET /loanSigning': () => jsonResponse(signing('decline')),
    });
    await user.click(await screen.findByRole('button', { name: 'Review and sign the agreement' }));
    expect(
      await screen.findByRole('heading', {
        name: 'You declined to sign. Nothing was signed and your loan is unchanged.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign again' })).toBeInTheDocument();
  });

  it('tells the signer when the signature is not confirmed within the signing status timeout (15 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      show({
        'GET /settlementStatus': () => jsonResponse(status()),
        'POST /loanSigning': () => jsonResponse(signing('sent')),
        'GET /loanSigning': () => jsonResponse(signing('sent')),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Review and sign the agreement' }));
      const frame = await screen.findByTitle('Settlement agreement signing page');
      fireEvent.load(frame);
      fireEvent.load(frame);
      expect(await screen.findByText('Waiting for your signature…')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(
        await screen.findByText('We could not confirm your signature yet.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an expired offer says so and cannot be signed', async () => {
    show({ 'GET /settlementStatus': () => jsonResponse(status({ status: 'expired' })) });
    expect(
      await screen.findByText(
        'This settlement offer ended on 12/10/2026 and can no longer be signed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and sign the agreement' })).toBeNull();
  });

  it('after a failed payment says how many tries are left, and links the signed agreement (Spanish)', async () => {
    await i18next.changeLanguage('es');
    show({
      'GET /settlementStatus': () =>
        jsonResponse(
          status({ status: 'pay', docSigned: true, retriesLeft: 1, envelopeId: ENVELOPE }),
        ),
    });
    expect(
      await screen.findByText('Su último pago no se procesó. Puede intentarlo 1 vez más.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar $900.00 ahora' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Acuerdo de liquidación firmado (PDF)' }),
    ).toHaveAttribute('href', `/api/loanSigning/document?envelopeId=${ENVELOPE}`);
  });
});

describe('WidgetOffer', () => {
  const widget = (over: Partial<TOffer> = {}): TOffer => ({
    ...settlementOffer(),
    offerKey: 3,
    offerId: 22,
    targetLoanId: null,
    targetLmsId: null,
    settlementAmountCents: null,
    balanceCents: null,
    settlementStep: null,
    ...over,
  });
  afterEach(() => document.head.querySelector('meta[name="app-apply-urls"]')?.remove());

  it('its details lead to WidgetOffer, which says how to take it: apply online or call the store', async () => {
    const meta = document.createElement('meta');
    meta.name = 'app-apply-urls';
    meta.content = JSON.stringify({ inl: 'https://apply.example.com/inl' });
    document.head.append(meta);
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [widget()] }) });
    const { unmount } = renderScreen(<OfferDetails />, {
      path: '/inl/Offers/OfferDetails?offerKey=3',
      route: '/inl/Offers/OfferDetails',
    });
    expect(await screen.findByRole('link', { name: 'See how to take it' })).toHaveAttribute(
      'href',
      '/inl/Offers/WidgetOffer?offerKey=3',
    );
    unmount();
    renderScreen(<WidgetOffer />, {
      path: '/inl/Offers/WidgetOffer?offerKey=3',
      route: '/inl/Offers/WidgetOffer',
    });
    const offer = await screen.findByRole('region', { name: 'You have a special offer from us.' });
    expect(
      within(offer).getByText('To take it, apply online or call your store.'),
    ).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Apply online' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apply\.example\.com\/inl\?/),
    );
    expect(JSON.parse(localStorage.getItem('offers.viewed.C5') ?? '[]')).toEqual([3]);
  });

  it('an ended one says so (Spanish)', async () => {
    await i18next.changeLanguage('es');
    mockApi({ 'GET /offers': () => jsonResponse({ offers: [widget({ expired: true })] }) });
    renderScreen(<WidgetOffer />, {
      path: '/inl/Offers/WidgetOffer?offerKey=3',
      route: '/inl/Offers/WidgetOffer',
    });
    expect(await screen.findByText('Esta oferta terminó.')).toBeInTheDocument();
  });
});
