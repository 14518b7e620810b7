/**
 * ProductSwitch's "Get cash back" (decision 057): offered where the loan system allows a disbursement; the amount is
 * refused as it is typed by the domain's rule (the maximum named); the card is one that can receive money; the cash
 * out shows in the preview and the federal box, and Continue keeps it in the payment slice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { cardsResponse, mastercard4444, visa1111 } from '../../../shared/cards/cards.test-data';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { LOAN_VALIDATIONS } from '../../../test/loan-fixtures';
import { jsonResponse } from '../../../test/render-screen';
import { loanDetail, refinanceApi, renderRefinanceScreen, signIn } from '../test/render';
import ProductSwitch from './ProductSwitch';

const NOW = new Date('2026-06-01T15:00:00Z');
const disbursing = () =>
  loanDetail({ validations: { ...LOAN_VALIDATIONS, isDisbursementAvailable: true } });

function show(loan = disbursing()) {
  refinanceApi(loan, {
    'GET /cards': () => jsonResponse(cardsResponse([visa1111, mastercard4444])),
  });
  renderRefinanceScreen(<ProductSwitch />, 'ProductSwitch');
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signIn();
  usePaymentStore.getState().clear();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProductSwitch: Get cash back', () => {
  it('is not offered where the loan system allows no disbursement', async () => {
    show(loanDetail());
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get cash back' })).not.toBeInTheDocument();
  });

  it('refuses an amount above the maximum as it is typed, and a card that cannot receive money cannot be chosen', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: /Add cash to my new loan/ }));
    const input = screen.getByRole('textbox', { name: 'Cash back amount' });
    // $1,250.00 − $215.40 leaves $1,034.60; an instalment loan is at most $5,000.00
    await user.type(input, '4000.00');
    expect(input).toHaveAccessibleDescription(/The cash back can be at most \$3,965\.40/);
    expect(
      await screen.findByRole('radio', { name: /Mastercard credit ending in 4444/ }),
    ).toBeDisabled();
  });

  it('shows the cash out in the preview and the federal box, and Continue keeps it', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('checkbox', { name: /Add cash to my new loan/ }));
    await user.type(screen.getByRole('textbox', { name: 'Cash back amount' }), '200.00');
    await user.click(await screen.findByRole('radio', { name: /Visa debit ending in 1111/ }));
    const preview = screen.getByRole('region', { name: 'Your new loan' });
    expect(preview).toHaveTextContent('Cash back to your card$200.00');
    expect(preview).toHaveTextContent('New loan amount$1,234.60');
    await expectAccessibleInBothLanguages();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Renew loan 10001-001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    await vi.waitFor(() =>
      expect(usePaymentStore.getState().cashOut).toMatchObject({
        cents: 20_000,
        cardNumber: '1111',
      }),
    );
  });
});
