import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TPaymentConfirmation } from '@lender/contract';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  A1_ID,
  card,
  configSettings,
  confirmation,
  loanDetail,
  paymentStatus,
} from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import { selectPaymentCard } from '../select-card';
import ConfirmPayment from './ConfirmPayment';
import PaymentProcessing from './PaymentProcessing';
import ReviewPayment from './ReviewPayment';

// Monday 06/01/2026, 10:00 AM Central: a renewal made now posts today
const NOW = new Date('2026-06-01T15:00:00Z');
const ENVELOPE = 'e0000000-0000-4000-8000-000000000001';
const NEW_LOAN_ID = 'a0000000-0000-4000-8000-000000000099';
const NO_GPS = { gpsCheckRefinance: false };

const renewalResult = (overrides: Partial<TPaymentConfirmation> = {}) =>
  confirmation({
    amountPaidCents: 21540,
    isRefi: true,
    remainingPayoffCents: 0,
    paymentDueDate: null,
    renewal: {
      newLoanId: NEW_LOAN_ID,
      newLoanLmsId: '10001-002',
      newLoanDueDate: '2026-07-01',
      newPrincipalBalanceCents: 103460,
      // decision 050: the day it opens, the new loan's payoff is its principal
      newPayoffCents: 103460,
      autoPayEnrolled: true,
      ancillaryProductIds: ['paymentProtection'],
      cancelled: false,
      cashOut: null,
    },
    ...overrides,
  });

function api(
  settings = configSettings(NO_GPS),
  payment: () => Response | Promise<Response> = () => jsonResponse({ messageKey: 'msg-1' }),
) {
  return mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /configsettings': () => jsonResponse(settings),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    'POST /payment': payment,
    'GET /payment': () =>
      jsonResponse(
        paymentStatus({
          pending: false,
          confirmationNumber: 'CONF-0100',
          newLoanId: NEW_LOAN_ID,
          confirmation: renewalResult(),
        }),
      ),
    'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
    'POST /loanlock': () => jsonResponse({}),
  });
}

const paymentPosts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).split('?')[0] === '/api/payment' && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  setPayment({
    loanId: A1_ID,
    lmsId: '10001-001',
    paymentAmount: 21540,
    paymentAmountType: 'onlineProduct',
    paymentType: 3,
    isRefi: true,
    isPayoff: false,
    isPartial: false,
  });
  selectPaymentCard(card());
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  restoreGeolocation();
});

describe('ReviewPayment of a renewal', () => {
  it('is titled as a renewal, shows the new loan, charges nothing and goes on to the disclosure', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your renewal' }),
    ).toBeInTheDocument();
    const newLoan = await screen.findByRole('region', { name: 'Your new loan' });
    expect(within(newLoan).getByText('New loan amount').nextElementSibling).toHaveTextContent(
      '$1,034.60',
    );
    expect(within(newLoan).getByText('New due date').nextElementSibling).toHaveTextContent(
      '07/01/2026',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change amount' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/ProductSwitch`,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
    expect(paymentPosts(fetchMock)).toHaveLength(0);
  });

  it('with the refinance location check on, goes straight on to the disclosure (the location was asked first, before ProductSwitch: issue 48)', async () => {
    const user = userEvent.setup();
    api(configSettings());
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
  });
});

describe('PaymentProcessing of a renewal', () => {
  it('without its signed disclosure sends the borrower back to sign it, with no pay button', async () => {
    api();
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    expect(
      await screen.findByText('Sign the renewal’s disclosure before you pay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign the disclosure' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/AccountDisclosures`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('pays once on a double tap, as a refinance with its disclosure, products, auto-pay card and position, then confirms', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'granted', answer: { latitude: 29.76, longitude: -95.37 } });
    usePaymentStore.getState().update({
      disclosureEnvelopeId: ENVELOPE,
      ancillaryProductIds: ['paymentProtection'],
      autoPay: {
        enrolled: true,
        cardToken: 'tok_mc_4444_abcdef',
        cardIds: [{ type: 'TLXe', id: 'card-2' }],
        cardNumber: '4444',
      },
    });
    let release: (r: Response) => void = () => undefined;
    const fetchMock = api(
      configSettings(),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    expect(
      await screen.findByText(
        'You pay $215.40 with your card •••• 1111. Loan 10001-001 then closes and your new loan starts.',
      ),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay $215.40 and renew' });
    await user.dblClick(pay);
    await vi.waitFor(() => expect(paymentPosts(fetchMock)).toHaveLength(1));
    release(jsonResponse({ messageKey: 'msg-1' }));
    expect(
      await screen.findByText(
        'We are processing your renewal of $215.40. Please stay on this page.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByTestId('current-path', undefined, { timeout: 5000 }),
    ).toHaveTextContent('/Payment/ConfirmPayment');
    expect(paymentPosts(fetchMock)).toHaveLength(1);
    expect(paymentPosts(fetchMock)[0]).toMatchObject({
      paymentType: 3,
      isRefi: true,
      paymentAmount: '215.40',
      autoPay: true,
      refinance: {
        disclosureEnvelopeId: ENVELOPE,
        ancillaryProductIds: ['paymentProtection'],
        autoPayCardToken: 'tok_mc_4444_abcdef',
        latitude: 29.76,
        longitude: -95.37,
      },
    });
    expect(usePaymentStore.getState().result?.renewal?.newLoanLmsId).toBe('10001-002');
  });

  it('a refused position while the refinance check is forced goes to GpsLocationDisabled, which comes back here; nothing is paid', async () => {
    const user = userEvent.setup();
    stubGeolocation({ permission: 'denied', answer: 'denied' });
    usePaymentStore.getState().update({ disclosureEnvelopeId: ENVELOPE });
    const fetchMock = api(configSettings());
    renderPaymentScreen(<PaymentProcessing />, 'PaymentProcessing');
    await user.click(await screen.findByRole('button', { name: 'Pay $215.40 and renew' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/GpsLocationDisabled?for=refinance&next=PaymentProcessing`,
    );
    expect(paymentPosts(fetchMock)).toHaveLength(0);
  });
});

describe('ConfirmPayment of a renewal', () => {
  const showConfirm = (query = '', result = renewalResult()) => {
    usePaymentStore.getState().update({ paymentKey: 'msg-1', result });
    api();
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment', A1_ID, query);
  };

  it('shows the new loan, auto-pay and products, "Go to my loans", and the same-day cancel link', async () => {
    showConfirm();
    expect(
      await screen.findByText(
        'Thank you! Your loan is renewed: your payment of $215.40 was received.',
      ),
    ).toBeInTheDocument();
    const newLoan = screen.getByRole('region', { name: 'Your new loan' });
    expect(within(newLoan).getByText('New loan').nextElementSibling).toHaveTextContent('10001-002');
    expect(within(newLoan).getByText('New due date').nextElementSibling).toHaveTextContent(
      '07/01/2026',
    );
    expect(within(newLoan).getByText('Principal balance').nextElementSibling).toHaveTextContent(
      '$1,034.60',
    );
    expect(within(newLoan).getByText('New loan payoff').nextElementSibling).toHaveTextContent(
      '$1,034.60',
    );
    expect(within(newLoan).getByText('Auto-pay').nextElementSibling).toHaveTextContent('On');
    expect(within(newLoan).getByText('Products chosen').nextElementSibling).toHaveTextContent(
      'Payment protection',
    );
    expect(screen.queryByText('Remaining payoff')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel this renewal' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/CancelRenewal`,
    );
    expect(screen.getByRole('link', { name: 'Go to my loans' })).toHaveAttribute(
      'href',
      '/inl/Accounts',
    );
  });

  it('hides the cancel link on a later business day', async () => {
    vi.setSystemTime(new Date('2026-06-02T15:00:00Z'));
    showConfirm();
    expect(await screen.findByRole('region', { name: 'Your new loan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this renewal' })).not.toBeInTheDocument();
  });

  it('hides the cancel link once the renewal is cancelled, the same day', async () => {
    const result = renewalResult();
    showConfirm('', {
      ...result,
      renewal: result.renewal && { ...result.renewal, cancelled: true },
    });
    expect(await screen.findByRole('region', { name: 'Your new loan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this renewal' })).not.toBeInTheDocument();
  });

  it('after a cancel (?isCancelledRefi=true) says the money goes back to the card and the old loan is as it was, with the reason', async () => {
    const result = renewalResult();
    showConfirm('?isCancelledRefi=true&cancelReason=wrongAmount', {
      ...result,
      renewal: result.renewal && { ...result.renewal, cancelled: true },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your renewal was cancelled' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The \$215.40 you paid goes back to your card •••• 1111/),
    ).toBeInTheDocument();
    expect(screen.getByText('Loan 10001-001 is as it was before the renewal.')).toBeInTheDocument();
    expect(screen.getByText('Your reason: I chose the wrong amount')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel this renewal' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations, in English and in Spanish, renewed and cancelled', async () => {
    showConfirm();
    await screen.findByRole('region', { name: 'Your new loan' });
    await expectNoSeriousA11yViolations('en renewed');
    await i18next.changeLanguage('es');
    expect(
      await screen.findByRole('link', { name: 'Cancelar esta renovación' }),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es renewed');
  });

  it('the cancelled view has no serious accessibility violations in Spanish', async () => {
    await i18next.changeLanguage('es');
    showConfirm('?isCancelledRefi=true&cancelReason=changedMind');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su renovación se canceló' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Su motivo: Cambié de opinión')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es cancelled');
  });
});
