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
  it('shows the confirmation number (never an id), the amount, card, new balance and available credit', async () => {
    const { confirmation } = drawStatus();
    if (confirmation) useFundsStore.getState().setConfirmation(confirmation);
    const { callsTo } = fundsApi({});
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    const summary = screen.getByRole('region', { name: 'Cash sent' });
    expect(summary).toHaveTextContent('Confirmation numberDRWDB43CD27B814');
    // the processor's reference is a uuid: it is not the borrower's to read
    expect(summary).not.toHaveTextContent('db43cd27-b814');
    expect(summary).not.toHaveTextContent(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    for (const text of ['$250.00', 'Visa ending 1111', '$3,250.00', '$1,750.00'])
      expect(summary).toHaveTextContent(text);
    expect(callsTo('GET /disbursementReference')).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      fundsPath('AccountDetails'),
    );
  });

  it('says there is nothing to show without a confirmation', () => {
    fundsApi({});
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    expect(screen.getByText('There is no recent cash request to show.')).toBeInTheDocument();
  });
});
