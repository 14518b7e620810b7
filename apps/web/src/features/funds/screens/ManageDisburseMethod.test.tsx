import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  L1_ID,
  cardsResponse,
  discoverDebit,
  fundsApi,
  mastercardCredit,
  visaDebit,
} from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { resetFundsStore, toDisburseCard, useFundsStore } from '../store';
import ManageDisburseMethod from './ManageDisburseMethod';

beforeEach(async () => {
  resetFundsStore();
  useFundsStore.setState({ loanId: L1_ID, card: toDisburseCard(visaDebit) });
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderFundsScreen(<ManageDisburseMethod />, 'ManageDisburseMethod');

describe('ManageDisburseMethod', () => {
  it('shows a card that cannot receive funds disabled with the reason, and uses the one picked', async () => {
    fundsApi({
      'GET /cards': { body: cardsResponse([visaDebit, mastercardCredit, discoverDebit]) },
    });
    show();
    const credit = await screen.findByRole('radio', { name: 'Mastercard credit ending in 4444' });
    expect(credit).toBeDisabled();
    expect(credit).toHaveAccessibleDescription("This card can't receive funds");
    expect(screen.getByRole('radio', { name: 'Visa debit ending in 1111' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Discover debit ending in 6011' }));
    expect(screen.getByRole('link', { name: 'Add a debit card' })).toHaveAttribute(
      'href',
      fundsPath('AddDebitDisburseMethod'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(fundsPath('GetCashAmount'));
    expect(useFundsStore.getState().card).toEqual({
      cardIds: discoverDebit.cardIds,
      cardNumber: '6011',
      cardType: 'discover',
      canDisburse: true,
    });
  });

  it('hides adding a card with a note once the disburse card limit is reached', async () => {
    fundsApi({ 'GET /cards': { body: cardsResponse([visaDebit], false) } });
    show();
    expect(
      await screen.findByText(
        'You have the most debit cards allowed (5). Remove one to add another.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a debit card' })).not.toBeInTheDocument();
  });
});
