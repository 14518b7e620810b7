import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { drawStatus, fundsApi, L1_ID } from '../test/fixtures';
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
    const { callsTo } = fundsApi({
      'GET /disbursementReference': {
        body: { loanId: L1_ID, disbursementType: 16, reference: 'PTC-REF-9', amountCents: 25000 },
      },
    });
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    const summary = screen.getByRole('region', { name: 'Cash sent' });
    expect(within(summary).getByRole('status')).toHaveTextContent('Loading the reference…');
    // the reference is the one GET /disbursementReference answers, not the one kept with the confirmation
    expect(await within(summary).findByText('PTC-REF-9')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('PTC-77');
    for (const text of ['$250.00', 'Visa ending 1111', '$3,250.00', '$1,750.00'])
      expect(summary).toHaveTextContent(text);
    expect(callsTo('GET /disbursementReference')[0]?.url.search).toBe(
      `?loanId=${L1_ID}&disbursementType=16`,
    );
    expect(await screen.findByRole('link', { name: 'Back to my account' })).toHaveAttribute(
      'href',
      fundsPath('AccountDetails'),
    );
  });

  it('says when the reference cannot be had, and Try again asks once more', async () => {
    const { confirmation } = drawStatus();
    if (confirmation) useFundsStore.getState().setConfirmation(confirmation);
    let fail = true;
    const { callsTo } = fundsApi({
      'GET /disbursementReference': () =>
        fail
          ? {
              status: 404,
              body: {
                statusCode: 404,
                error: 'Not Found',
                message: 'No disbursement of this type was sent on this loan.',
              },
            }
          : {
              body: {
                loanId: L1_ID,
                disbursementType: 16,
                reference: 'PTC-REF-9',
                amountCents: 25000,
              },
            },
    });
    const user = userEvent.setup();
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the reference of this transfer.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PTC-REF-9')).toBeInTheDocument();
    expect(callsTo('GET /disbursementReference').length).toBeGreaterThanOrEqual(2);
  });

  it('says there is nothing to show without a confirmation', () => {
    const { callsTo } = fundsApi({});
    renderFundsScreen(<ConfirmDisbursement />, 'ConfirmDisbursement');
    expect(screen.getByText('There is no recent cash request to show.')).toBeInTheDocument();
    expect(callsTo('GET /disbursementReference')).toEqual([]);
  });
});
