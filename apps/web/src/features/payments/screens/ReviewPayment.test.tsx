import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { A1_ID, card, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import { IN_HOUSTON, restoreGeolocation, stubGeolocation } from '../../../test/geolocation';
import { selectPaymentCard } from '../select-card';
import ReviewPayment from './ReviewPayment';
import i18next from 'i18next';
import { PaymentType } from '@lender/domain';

type Answer = () => Response | Promise<Response>;

function show(payment: Answer = () => jsonResponse({ messageKey: 'msg-1' })) {
  const api = mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    'POST /payment': payment,
  });
  renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
  return api;
}

const paymentPosts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([url, init]) => String(url).startsWith('/api/payment') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  // in A1's store state: the payment's location check (on by default) passes
  stubGeolocation({ permission: 'granted', answer: IN_HOUSTON });
  signIn();
  setPayment({
    loanId: A1_ID,
    lmsId: '10001-001',
    paymentAmount: 5000,
    paymentAmountType: 'other',
    amountChoice: 'other',
    isPayoff: false,
    isPartial: false,
  });
  selectPaymentCard(card());
});
afterEach(async () => {
  restoreGeolocation();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('ReviewPayment', () => {
  it('turns the pay button off while offline, pointing at the reason, and back on online', async () => {
    const user = userEvent.setup();
    const api = show();
    const pay = await screen.findByRole('button', { name: 'Pay $50.00' });
    act(() => onlineManager.setOnline(false));
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-describedby', 'offline-reason');
    await user.click(pay);
    expect(paymentPosts(api)).toHaveLength(0);
    act(() => onlineManager.setOnline(true));
    expect(pay).toBeEnabled();
    expect(pay).not.toHaveAttribute('aria-describedby');
  });

  it('shows the amount, the card by its last 4 digits, the loan and the posting date the ledger will use, with its rule', async () => {
    show();
    const summary = await screen.findByRole('region', { name: 'Payment summary' });
    expect(summary).toHaveTextContent('$50.00');
    expect(summary).toHaveTextContent('Visa •••• 1111');
    expect(summary).toHaveTextContent('10001-001');
    expect(await screen.findByText('06/01/2026')).toBeInTheDocument();
    expect(screen.queryByText('06/02/2026')).not.toBeInTheDocument();
    expect(summary).toHaveTextContent(
      'Payments made after 5:00 PM Central time, on a weekend or on a holiday post on the next business day.',
    );
  });

  it('a double click submits once, with the amount as 2 decimals and the card as its last 4 digits', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    const api = show(() => new Promise<Response>((resolve) => (release = resolve)));
    const pay = await screen.findByRole('button', { name: 'Pay $50.00' });
    await user.dblClick(pay);
    await user.click(pay);
    // the payment is sent once its answer's schema has loaded (a write's loader runs first, decision 033)
    await vi.waitFor(() => expect(paymentPosts(api)).toHaveLength(1));
    release(jsonResponse({ messageKey: 'msg-1' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/PaymentProcessing`,
    );
    const posts = paymentPosts(api);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      loanId: A1_ID,
      paymentAmount: '50.00',
      cardNumber: '1111',
      paymentCardToken: 'tok_visa_1111_abcdef',
      isPayoff: false,
      isPartial: false,
    });
    expect(posts[0]).not.toHaveProperty('cvv');
    expect(usePaymentStore.getState()).toMatchObject({
      paymentKey: 'msg-1',
      pending: true,
      idempotencyKey: posts[0].idempotencyKey,
    });
  });

  it('a 502 shows the connection message with pay enabled, and the resubmit reuses the idempotency key', async () => {
    const user = userEvent.setup();
    const answers = [
      jsonResponse({ statusCode: 502, message: 'Bad Gateway' }, 502),
      jsonResponse({ messageKey: 'msg-1' }),
    ];
    const api = show(() => answers.shift() ?? jsonResponse({ messageKey: 'msg-1' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(
      await screen.findByText('Server error: A connection error occurred. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/PaymentProcessing',
    );
    const [first, second] = paymentPosts(api);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('another failure shows "Server error: {message}."', async () => {
    const user = userEvent.setup();
    show(() =>
      jsonResponse({ statusCode: 400, message: 'paymentAmount is above the payoff' }, 400),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(
      await screen.findByText('Server error: paymentAmount is above the payoff.'),
    ).toBeInTheDocument();
  });

  it('payments already in flight (409 PaymentInProgress) say what may still be paid, in the user’s language, with pay enabled', async () => {
    const user = userEvent.setup();
    const inProgress = (remainingAmount: string) => () =>
      jsonResponse(
        {
          statusCode: 409,
          message: 'Payments of $1,200.00 in all are already being processed on this loan.',
          errorCode: 'PaymentInProgress',
          remainingAmount,
        },
        409,
      );
    show(inProgress('40.00'));
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments already being processed on this loan leave $40.00 to pay now. Change the amount to pay.',
    );
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled();
  });

  it('in Spanish, and with nothing left to pay the pay button is disabled', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('es');
    show(() =>
      jsonResponse(
        {
          statusCode: 409,
          message: 'covered',
          errorCode: 'PaymentInProgress',
          remainingAmount: '0.00',
        },
        409,
      ),
    );
    const pay = await screen.findByRole('button', { name: 'Pagar $50.00' });
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los pagos que ya se están procesando en este préstamo cubren su saldo total. Espere a que terminen.',
    );
    expect(pay).toBeDisabled();
  });

  it('a network failure shows the connection message', async () => {
    const user = userEvent.setup();
    show(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(
      await screen.findByText('Server error: A connection error occurred. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled();
  });

  it('a pending left by a reload during the submit (no messageKey) does not block pay; the resubmit reuses the key', async () => {
    const user = userEvent.setup();
    usePaymentStore
      .getState()
      .update({ pending: true, idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000009' });
    const api = show();
    const pay = await screen.findByRole('button', { name: 'Pay $50.00' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Payment/PaymentProcessing',
    );
    expect(paymentPosts(api).map((post) => post.idempotencyKey)).toEqual([
      'a1b2c3d4-0000-4000-8000-000000000009',
    ]);
  });

  it('a loan that fails to load says so, with a retry', async () => {
    mockApi({
      'GET /accountdetail': () => jsonResponse({ statusCode: 500, message: 'boom' }, 500),
    });
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching latest loan data.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers to change the amount of an ordinary payment, never of a settlement (its amount is the agreement’s)', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Change amount' })).toBeInTheDocument();
  });

  it('a settlement payment (type 5) has no way to change its amount', async () => {
    usePaymentStore.getState().update({ paymentType: PaymentType.Settlement });
    show();
    expect(await screen.findByRole('button', { name: 'Pay $50.00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change amount' })).not.toBeInTheDocument();
  });

  it('without a card, sends the payer back to choose one', async () => {
    setPayment({ loanId: A1_ID, paymentAmount: 5000 });
    show();
    expect(await screen.findByRole('link', { name: 'Choose a card' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
