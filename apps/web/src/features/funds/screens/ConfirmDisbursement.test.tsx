import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { drawStatus, fundsApi } from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { resetFundsStore, useFundsStore } from '../store';
import ConfirmDisbursement from './ConfirmDisbursement';

beforeEach(async () => {
  resetFundsStore();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmDisbursement', () => {
  it('shows the amount, card, reference and the new balance and available credit', async () => {
    const { confirmation } = drawStatus();
    if (confirmation) useFundsStore.getState().setConfirmation(confirmation);
    fundsApi({});
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    const summary = screen.getByRole('region', { name: 'Cash sent' });
    for (const text of ['$250.00', 'Visa ending 1111', 'PTC-77', '$3,250.00', '$1,750.00']) expect(summary).toHaveTextContent(text);
    expect(await screen.findByRole('link', { name: 'Back to my account' })).toHaveAttribute('href', fundsPath('AccountDetails'));
  });

  it('says there is nothing to show without a confirmation', () => {
    fundsApi({});
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    expect(screen.getByText('There is no recent cash request to show.')).toBeInTheDocument();
  });
});
