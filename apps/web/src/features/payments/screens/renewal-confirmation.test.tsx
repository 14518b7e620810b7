/**
 * A renewal's confirmation in ConfirmPayment: the new loan, its auto-pay and products, the same-day cancel link and
 * the cancelled view with its reason, and their accessibility in English and Spanish.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { A1_ID } from '../test/fixtures';
import { renderPaymentScreen } from '../test/render';
import ConfirmPayment from './ConfirmPayment';
import { api, renewalResult, setUpEachTest } from './renewal-test-kit';

setUpEachTest();

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
