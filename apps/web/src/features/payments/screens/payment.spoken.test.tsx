/**
 * Make a payment as a screen reader says it (issue 52, decision 061), in English and Spanish: the amount choice, the
 * card choice, the review, the result announced once, a declined card and the reinstatement.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { LiveStatus, useLiveStatusStore } from '../../../shared/ui/live-status';
import { mastercard4444 } from '../../../shared/cards/cards.test-data';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import {
  expectSpokenInOrder,
  hearScreen,
  startListening,
  stopListening,
  timesSpoken,
} from '../../../test/screen-reader';
import {
  A1_ID,
  card,
  cardsResponse,
  configSettings,
  confirmation,
  loanDetail,
} from '../test/fixtures';
import { paymentStatus } from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import { selectPaymentCard } from '../select-card';
import { PAYMENT_SPOKEN, r1Detail } from '../test/spoken-phrases';
import ConfirmPayment from './ConfirmPayment';
import MakePayment from './MakePayment';
import PaymentProcessing from './PaymentProcessing';
import ReviewPayment from './ReviewPayment';
import SelectPaymentMethod from './SelectPaymentMethod';

const api = () =>
  mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /cards': () => jsonResponse(cardsResponse([card(), mastercard4444])),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    'GET /configsettings': () => jsonResponse(configSettings()),
    'GET /payment': () => jsonResponse(paymentStatus({ pending: false, Error: 'Card declined' })),
    'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
    'POST /loanlock': () => jsonResponse({}),
  });

const chosen = () =>
  setPayment({
    loanId: A1_ID,
    lmsId: '10001-001',
    paymentAmount: 5000,
    paymentAmountType: 'other',
    amountChoice: 'other',
    idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001',
  });

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
  useLiveStatusStore.setState({ message: '' });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe.each(PAYMENT_SPOKEN)('Make a payment heard in $language', ({ language, said }) => {
  beforeEach(async () => i18next.changeLanguage(language));

  it('the amount choice: the screen, each amount with its figure, and a refused amount tied to its field', async () => {
    api();
    renderPaymentScreen(<MakePayment />, 'MakePayment');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('radio'))[2]!);
    await user.type(screen.getByRole('textbox'), '2000');
    await user.tab();
    expectSpokenInOrder(await hearScreen(), said.amount);
  });

  it('the card choice: each card by its type and last 4 digits, its facts, and the missing choice tied to the group', async () => {
    chosen();
    api();
    renderPaymentScreen(<SelectPaymentMethod />, 'SelectPaymentMethod');
    await screen.findAllByRole('radio');
    await userEvent.click(screen.getAllByRole('button').at(-1)!);
    expectSpokenInOrder(await hearScreen(), said.card);
  });

  it('the review: the amount, the card in words, the posting date, then the pay button', async () => {
    chosen();
    selectPaymentCard(card());
    api();
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    await screen.findByRole('button', { name: said.payButton });
    await screen.findByText(said.postingLabel);
    expectSpokenInOrder(await hearScreen(), said.review);
  });

  it('the result: announced once, then the receipt with its dates in words', async () => {
    usePaymentStore.getState().update({ paymentKey: 'msg-9', result: confirmation() });
    mockApi({});
    await startListening();
    renderPaymentScreen(
      <>
        <ConfirmPayment />
        <LiveStatus />
      </>,
      'ConfirmPayment',
    );
    await screen.findByRole('heading', { level: 1 });
    const live = await stopListening();
    expect(timesSpoken(live, said.resultAnnounced)).toBe(1);
    expectSpokenInOrder(await hearScreen(), said.result);
  });

  it('a declined card: processing, then the refusal announced once, and the ways on', async () => {
    chosen();
    selectPaymentCard(card());
    usePaymentStore
      .getState()
      .update({ paymentKey: 'msg-1', submittedAt: Date.now(), pending: true });
    await import('../api/payments-schemas');
    api();
    await startListening();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderPaymentScreen(
      <>
        <PaymentProcessing />
        <LiveStatus />
      </>,
      'PaymentProcessing',
    );
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    const live = await stopListening();
    expectSpokenInOrder(live, [said.processing, said.declinedAnnounced]);
    expect(timesSpoken(live, said.declinedAnnounced)).toBe(1);
    expectSpokenInOrder(await hearScreen(), said.declined);
  });

  it('the reinstatement: what paying stops, the amount, and the button that says it', async () => {
    const detail = r1Detail();
    mockApi({ 'GET /accountdetail': () => jsonResponse(detail) });
    renderPaymentScreen(<MakePayment />, 'MakePayment', detail.loanId, '?amount=reinstate');
    await screen.findByRole('region');
    expectSpokenInOrder(await hearScreen(), said.reinstatement);
  });
});
