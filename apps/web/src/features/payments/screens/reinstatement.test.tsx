/**
 * Issue 48 (decision 051): "Pay $640.00 to keep my vehicle" starts the payment on the reinstatement amount itself
 * (MakePayment?amount=reinstate: no list of amounts, no payoff), and the confirmation of a payment that reinstates
 * is titled "Repossession stopped" and says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHeaderStore } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { confirmation, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, signIn } from '../test/render';
import ConfirmPayment from './ConfirmPayment';
import MakePayment from './MakePayment';
import { r1Detail } from '../test/spoken-phrases';

const r1 = r1Detail;

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('MakePayment?amount=reinstate', () => {
  it('starts on the reinstatement amount: no amounts to choose, no payoff; Continue takes $640.00 as reinstating', async () => {
    const detail = r1();
    mockApi({
      'GET /accountdetail': () => jsonResponse(detail),
      'POST /loanlock': () => jsonResponse({ alreadyLocked: false }),
      'POST /paymentRemoteState': () => jsonResponse({ state: null, route: null }),
    });
    renderPaymentScreen(<MakePayment />, 'MakePayment', detail.loanId, '?amount=reinstate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay to keep your vehicle' }),
    ).toBeInTheDocument();
    expect(useHeaderStore.getState().titleKey).toBe('payments:reinstatement.title');
    expect(screen.getByRole('region', { name: 'Reinstatement payment' })).toHaveTextContent(
      'Reinstatement amount$640.00',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Payoff amount/)).toBeNull();
    expect(screen.queryByText(/\$1,850\.00/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay a different amount' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${detail.loanId}/Payment`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with $640.00' }));
    expect(usePaymentStore.getState()).toMatchObject({
      paymentAmount: 64000,
      amountChoice: 'reinstate',
      isPayoff: false,
    });
  });

  it('without a reinstatement amount, it is the ordinary list of amounts', async () => {
    mockApi({ 'GET /accountdetail': () => jsonResponse(loanDetail()) });
    renderPaymentScreen(<MakePayment />, 'MakePayment', undefined, '?amount=reinstate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Make a payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Payoff amount/ })).toBeInTheDocument();
  });
});

describe('ConfirmPayment of a payment that reinstated the loan', () => {
  it('is titled "Repossession stopped" and says the repossession has stopped', () => {
    mockApi({});
    usePaymentStore.getState().update({
      paymentKey: 'msg-9',
      result: confirmation({
        amountPaidCents: 64000,
        remainingPayoffCents: 121000,
        reinstated: true,
      }),
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Repossession stopped');
    expect(useHeaderStore.getState().titleKey).toBe('payments:confirm.titles.reinstated');
    expect(
      screen.getByText(
        'Thank you! Your payment of $640.00 brought loan 10001-001 up to date: the repossession has stopped and you keep your vehicle.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment details' })).toHaveTextContent(
      'Loan statusOpen again — the repossession has stopped',
    );
  });

  it('an ordinary payment keeps "Payment confirmation", its payoff and due date', () => {
    mockApi({});
    usePaymentStore.getState().update({
      paymentKey: 'msg-9',
      result: confirmation({ amountPaidCents: 5000, paymentDueDate: '2026-12-20' }),
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment confirmation');
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(details).toHaveTextContent('Remaining payoff');
    expect(details).toHaveTextContent('Next due date');
    expect(details).not.toHaveTextContent('Loan status');
  });
});
