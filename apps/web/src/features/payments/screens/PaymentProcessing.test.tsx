import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PAYMENT_POLL_INTERVAL_MS } from '@lender/domain';
import { useHeaderStore } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
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
import { LiveStatus, useLiveStatusStore } from '../../../shared/ui/live-status';
import PaymentProcessing from './PaymentProcessing';

type Answer = () => Response | Promise<Response>;

function show(polls: Answer[], settings = configSettings()) {
  const api = mockApi({
    'GET /accountdetail': () => jsonResponse(loanDetail()),
    'GET /configsettings': () => jsonResponse(settings),
    'GET /payment': () =>
      (polls.length > 1 ? polls.shift() : polls[0])?.() ?? jsonResponse(paymentStatus()),
    'POST /payment': () => jsonResponse({ messageKey: 'msg-1' }),
    'POST /paymentTimeout': () =>
      jsonResponse({ messageKey: 'msg-1', pending: true, receiptWhenDone: true }),
    'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
    'POST /loanlock': () => jsonResponse({}),
    'DELETE /cards': () => jsonResponse({ removed: true }),
  });
  const view = renderPaymentScreen(
    <>
      <PaymentProcessing />
      <LiveStatus />
    </>,
    'PaymentProcessing',
  );
  return { api, ...view };
}

/** Let the timers run (each poll waits PAYMENT_POLL_INTERVAL_MS) and the answers settle. */
const tick = async (ms = PAYMENT_POLL_INTERVAL_MS) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
const calls = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && String(url).split('?')[0] === `/api${path}`,
  );
const pay = () => screen.getByRole('button', { name: 'Pay $50.00' });

// the status answers' schemas load through a loader (decision 033): loaded once here, so a poll's parse never waits
// on the module's first import (the contract's evaluation, slow on a loaded machine) while the fake clock moves.
// Likewise the cards calls' schemas: a write's schema loads before it is sent, so the guest card's DELETE /cards
// waits on that import; run alone, nothing else had loaded it and the DELETE came after the test had looked
beforeAll(async () => {
  await import('../api/payments-schemas');
  await import('../../../shared/cards/api/cards-schemas');
});

beforeEach(() => {
  useLiveStatusStore.setState({ message: '' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  signIn();
  setPayment({
    loanId: A1_ID,
    lmsId: '10001-001',
    paymentAmount: 5000,
    paymentAmountType: 'other',
    idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001',
  });
  selectPaymentCard(card());
  usePaymentStore.getState().update({
    paymentKey: 'msg-1',
    submittedAt: Date.now(),
    pending: true,
    idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001',
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentProcessing polling (spec §4 Payment, §8 Payment submit, §9)', () => {
  it('polls every second by key until the result, stores it, refreshes the loans and shows ConfirmPayment', async () => {
    const done = paymentStatus({
      pending: false,
      confirmationNumber: 'CONF-0001',
      confirmation: confirmation(),
    });
    const { api, queryClient } = show([
      () => jsonResponse(paymentStatus()),
      () => jsonResponse(paymentStatus()),
      () => jsonResponse(done),
    ]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are processing your payment of $50.00',
    );
    await tick(PAYMENT_POLL_INTERVAL_MS - 1);
    expect(calls(api, 'GET', '/payment')).toHaveLength(0);
    await tick(1);
    expect(calls(api, 'GET', '/payment')).toHaveLength(1);
    expect(String(calls(api, 'GET', '/payment')[0]?.[0])).toContain('key=msg-1');
    await tick();
    await tick();
    expect(calls(api, 'GET', '/payment')).toHaveLength(3);
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/ConfirmPayment`,
    );
    expect(usePaymentStore.getState()).toMatchObject({
      pending: false,
      result: { confirmationNumber: 'CONF-0001' },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['accounts'] });
  });

  it.each([
    ['an answer', () => jsonResponse(paymentStatus({ pending: false, Error: 'Card declined' }))],
    [
      'a failed poll',
      () => jsonResponse({ statusCode: 400, message: 'Bad Request', Error: 'Card declined' }, 400),
    ],
  ])(
    '%s carrying an Error ends the payment: shown, pay disabled, polling stops',
    async (_, answer) => {
      const { api } = show([answer]);
      await tick();
      expect(screen.getByRole('status')).toHaveTextContent('Card declined');
      expect(pay()).toBeDisabled();
      expect(usePaymentStore.getState().pending).toBe(false);
      await tick(5 * PAYMENT_POLL_INTERVAL_MS);
      expect(calls(api, 'GET', '/payment')).toHaveLength(1);
    },
  );

  it('a declined card says the payment was not made and what to do: another card (same amount) or the store', async () => {
    show([() => jsonResponse(paymentStatus({ pending: false, Error: 'Card declined' }))]);
    await tick();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your payment was not made',
    );
    // titled by its result (issue 48): the header no longer says "Processing payment"
    expect(useHeaderStore.getState().titleKey).toBe('payments:processing.notMadeTitle');
    expect(screen.getByText('Try another card, or call your store for help.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call your store: (713) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+17135550101',
    );
    const other = screen.getByRole('link', { name: 'Use another card' });
    expect(other).toHaveAttribute('href', `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`);
    expect(usePaymentStore.getState().paymentAmount).toBe(5000);
  });

  it('an Error list is joined by blank lines', async () => {
    show([
      () =>
        jsonResponse(
          paymentStatus({ pending: false, Error: ['Card declined', 'Insufficient funds'] }),
        ),
    ]);
    await tick();
    expect(screen.getByRole('status').textContent).toContain('Card declined\n\nInsufficient funds');
  });

  it('a 502 poll shows the connection message with pay enabled and polls again', async () => {
    const done = paymentStatus({
      pending: false,
      confirmationNumber: 'CONF-0001',
      confirmation: confirmation(),
    });
    const { api } = show([
      () => jsonResponse({ statusCode: 502, message: 'Bad Gateway' }, 502),
      () => jsonResponse(done),
    ]);
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Server error: A connection error occurred. Please try again.',
    );
    expect(pay()).toBeEnabled();
    await tick();
    expect(calls(api, 'GET', '/payment')).toHaveLength(2);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/Payment/ConfirmPayment');
  });

  it('a network failure shows the connection message; pay resubmits with the same key (one charge)', async () => {
    const { api } = show([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(paymentStatus()),
    ]);
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Server error: A connection error occurred. Please try again.',
    );
    await act(async () => {
      pay().click();
      await vi.advanceTimersByTimeAsync(0);
    });
    const posts = calls(api, 'POST', '/payment').map(([, init]) => JSON.parse(String(init?.body)));
    expect(posts).toHaveLength(1);
    expect(posts[0].idempotencyKey).toBe('a1b2c3d4-0000-4000-8000-000000000001');
  });

  it('a double click on pay after a failed poll resubmits once', async () => {
    const { api } = show([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(paymentStatus()),
    ]);
    await tick();
    await act(async () => {
      pay().click();
      pay().click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls(api, 'POST', '/payment')).toHaveLength(1);
  });

  it('any other failure shows "Server error: {message}." and keeps polling', async () => {
    const { api } = show([
      () => jsonResponse({ statusCode: 500, message: 'Database unavailable' }, 500),
      () => jsonResponse(paymentStatus()),
    ]);
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('Server error: Database unavailable.');
    await tick();
    expect(calls(api, 'GET', '/payment')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('past the payment timeout it reports POST /paymentTimeout and says the receipt will follow', async () => {
    const { api } = show(
      [() => jsonResponse(paymentStatus())],
      configSettings({ paymentTimeout: 3 }),
    );
    await tick();
    await tick();
    await tick();
    await tick();
    expect(calls(api, 'POST', '/paymentTimeout')).toHaveLength(1);
    expect(JSON.parse(String(calls(api, 'POST', '/paymentTimeout')[0]?.[1]?.body))).toEqual({
      messageKey: 'msg-1',
    });
    expect(screen.getByText('Your payment is still processing.')).toBeInTheDocument();
    expect(screen.getByText(/We will send your receipt/, { selector: 'p' })).toBeInTheDocument();
    const polls = calls(api, 'GET', '/payment').length;
    await tick(5 * PAYMENT_POLL_INTERVAL_MS);
    expect(calls(api, 'GET', '/payment')).toHaveLength(polls);
  });

  it('a guest card not marked for saving is removed after the payment', async () => {
    selectPaymentCard(card({ guestCard: true, cardIds: [{ type: 'TLXe', id: 'guest-9' }] }), {
      saveGuestCard: false,
    });
    usePaymentStore
      .getState()
      .update({ paymentKey: 'msg-1', submittedAt: Date.now(), pending: true });
    const done = paymentStatus({
      pending: false,
      confirmationNumber: 'CONF-0001',
      confirmation: confirmation(),
    });
    const { api } = show([() => jsonResponse(done)]);
    await tick();
    await tick(0);
    const removed = calls(api, 'DELETE', '/cards');
    expect(removed).toHaveLength(1);
    expect(JSON.parse(String(removed[0]?.[1]?.body))).toEqual({
      cardIds: [{ type: 'TLXe', id: 'guest-9' }],
    });
  });
});

describe('PaymentProcessing live status (decision 015)', () => {
  it('writes each status change into the one live region that was there before, and has no live region of its own', async () => {
    show([() => jsonResponse(paymentStatus({ pending: false, Error: ['Card declined'] }))]);
    const region = screen.getByTestId('live-status');
    expect(screen.getAllByRole('status')).toEqual([region]);
    expect(region).toHaveTextContent('We are processing your payment of $50.00');
    await tick();
    expect(screen.getByTestId('live-status')).toBe(region);
    expect(region).toHaveTextContent('Card declined');
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
