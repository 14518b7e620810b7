/**
 * Decision 045 on the payment screens: while the loan's settlement is signed ($300.00 of $900.00 paid, $600.00 left),
 * MakePayment says so and offers the rest of the settlement or a part of it, checked as typed by the domain's rule;
 * ReviewPayment says what the payment does, or refuses it with the reason and pay off; ConfirmPayment says what is
 * left of the settlement, or that the loan is settled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LoanStatus, PaymentType } from '@lender/domain';
import { useHeaderStore } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { jsonResponse, mockApi } from '../../../test/render-screen';
import { settlementStatus, signedPart } from '../../../test/settlement-fixtures';
import { selectPaymentCard } from '../select-card';
import { A1_ID, card, confirmation, loanDetail } from '../test/fixtures';
import { renderPaymentScreen, setPayment, signIn } from '../test/render';
import ConfirmPayment from './ConfirmPayment';
import MakePayment from './MakePayment';
import ReviewPayment from './ReviewPayment';

const chargedOff = () =>
  loanDetail({
    status: LoanStatus.ChargedOff,
    payoffAmountCents: 150_000,
    refinanceEligible: false,
    daysLate: 150,
  });
const serve = (status = signedPart.status) =>
  mockApi({
    'GET /accountdetail': () => jsonResponse(chargedOff()),
    'GET /offers': () => jsonResponse({ offers: [signedPart.offer] }),
    'GET /settlementStatus': () => jsonResponse(status),
    'GET /nextBusinessDate': () =>
      jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
  });

beforeEach(() => {
  signIn();
  usePaymentStore.getState().clear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('MakePayment on a loan whose settlement is signed', () => {
  it('says what was paid and what is left, and checks the amount against what is left as it is typed', async () => {
    const user = userEvent.setup();
    serve();
    renderPaymentScreen(<MakePayment />, 'MakePayment');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'You have paid $300.00 of the $900.00 you agreed to pay. $600.00 is left: once it is paid, loan 10001-001 is settled. Any payment you make on this loan now counts toward your settlement.',
    );
    // the loan's own payoff is not offered: it is more than the settlement takes
    expect(screen.queryByRole('radio', { name: /Payoff amount/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Other amount/ }));
    await user.type(screen.getByLabelText('Amount to pay'), '700.00');
    expect(
      await screen.findByText(
        'This is more than is left to pay on your settlement. Pay $600.00 or less: $600.00 settles the loan.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount to pay'));
    await user.type(screen.getByLabelText('Amount to pay'), '200.00');
    expect(
      await screen.findByText(
        'This payment counts toward your settlement. After it, $400.00 will be left to pay.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Rest of the settlement/ }));
    expect(
      screen.getByText('This payment completes your settlement: loan 10001-001 will be settled.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(usePaymentStore.getState()).toMatchObject({
      paymentAmount: 60_000,
      paymentType: PaymentType.Payment,
      isPayoff: false,
      isPartial: false,
      amountChoice: 'settlement',
    });
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/inl/Accounts/${A1_ID}/Payment/SelectPaymentMethod`,
    );
  });

  it('once the settlement’s tries are used up, says to call the store and offers no amount (Spanish)', async () => {
    await i18next.changeLanguage('es');
    serve({ ...signedPart.status, retriesLeft: 0, failedPayments: 3 });
    renderPaymentScreen(<MakePayment />, 'MakePayment');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El pago de su liquidación falló demasiadas veces. Llame a su tienda para liquidar este préstamo.',
    );
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  });
});

describe('ReviewPayment on a loan whose settlement is signed', () => {
  const review = (paymentAmount: number, paymentType: number = PaymentType.Payment) => {
    setPayment({
      loanId: A1_ID,
      lmsId: '10001-001',
      paymentAmount,
      paymentAmountType: 'other',
      amountChoice: 'other',
      paymentType,
      isPayoff: false,
      isPartial: false,
    });
    selectPaymentCard(card());
    renderPaymentScreen(<ReviewPayment />, 'ReviewPayment');
  };

  it('says the payment completes the settlement', async () => {
    serve();
    review(60_000, PaymentType.Settlement);
    expect(
      await screen.findByText(
        'This payment completes your settlement: loan 10001-001 will be settled.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $600.00' })).toBeEnabled();
  });

  it('refuses an amount above what is left before she pays: the reason, and pay off', async () => {
    serve();
    review(90_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is more than is left to pay on your settlement. Pay $600.00 or less: $600.00 settles the loan.',
    );
    expect(screen.getByRole('button', { name: 'Pay $900.00' })).toBeDisabled();
  });

  it('an unsigned offer leaves an ordinary payment alone', async () => {
    mockApi({
      'GET /accountdetail': () => jsonResponse(chargedOff()),
      'GET /offers': () =>
        jsonResponse({ offers: [{ ...signedPart.offer, settlementStep: 'sign' }] }),
      'GET /settlementStatus': () => jsonResponse(settlementStatus()),
      'GET /nextBusinessDate': () =>
        jsonResponse({ businessDate: '2026-06-02', postingDate: '2026-06-01' }),
    });
    review(90_000);
    expect(await screen.findByRole('button', { name: 'Pay $900.00' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ConfirmPayment of a payment toward the settlement', () => {
  const confirm = (settlementRemainingCents: number) => {
    mockApi({});
    usePaymentStore.getState().update({
      paymentKey: 'msg-9',
      result: confirmation({
        amountPaidCents: 30_000,
        remainingPayoffCents: 150_000 - 30_000,
        settlementRemainingCents,
        paymentDueDate: null,
      }),
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
  };

  it('says what is left of the settlement instead of the payoff', () => {
    confirm(30_000);
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(details).toHaveTextContent('Left to pay on your settlement$300.00');
    expect(details).not.toHaveTextContent('Remaining payoff');
  });

  it('says the loan is settled when the payment completed it: titled so, no payoff, no $0.00, no due date', () => {
    confirm(0);
    expect(
      screen.getByText(
        'Thank you! Your payment of $300.00 completed your settlement: loan 10001-001 is settled and nothing more is owed on it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loan settled');
    expect(useHeaderStore.getState().titleKey).toBe('payments:confirm.titles.settled');
    const details = screen.getByRole('region', { name: 'Payment details' });
    expect(details).toHaveTextContent('Loan statusSettled — nothing more is owed');
    expect(details).not.toHaveTextContent('Remaining payoff');
    expect(details).not.toHaveTextContent('Left to pay');
    expect(details).not.toHaveTextContent('Next due date');
    expect(details).not.toHaveTextContent('$0.00');
  });

  it('a settled loan shows no next due date even if one came with the confirmation', () => {
    mockApi({});
    usePaymentStore.getState().update({
      paymentKey: 'msg-9',
      result: confirmation({
        amountPaidCents: 30_000,
        settlementRemainingCents: 0,
        paymentDueDate: '2026-12-04',
      }),
    });
    renderPaymentScreen(<ConfirmPayment />, 'ConfirmPayment');
    expect(screen.getByRole('region', { name: 'Payment details' })).not.toHaveTextContent(
      'Next due date',
    );
  });
});
