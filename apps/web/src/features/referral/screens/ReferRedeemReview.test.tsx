import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_ERROR_CODES } from '@lender/contract';
import { FORM_UUID, cashOutStatus, referralApi, stats } from '../test/fixtures';
import { renderReferralScreen } from '../test/render';
import { useReferralStore } from '../store';
import ReferRedeemReview from './ReferRedeemReview';

const card = {
  transactionUuid: FORM_UUID,
  cardNumber: '1111',
  cardType: 'visa',
  firstName: 'Gina',
  lastName: 'Lopez',
};

beforeEach(() => useReferralStore.setState({ payoutCard: card, result: null }));
afterEach(() => vi.unstubAllGlobals());

const show = () => renderReferralScreen(<ReferRedeemReview />, 'ReferRedeemReview');

describe('ReferRedeemReview', () => {
  it('shows the whole balance and the card, and a double click starts one cash-out that ends on success', async () => {
    const api = referralApi({
      'GET /referralStats': { body: stats({ currentBalanceCents: 123456 }) },
      'POST /cashOut': { status: 202, body: { messageKey: 'co-1' } },
      'GET /cashOut': { body: cashOutStatus({ amountCents: 123456 }) },
    });
    show();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('Visa ending 1111')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm cash-out of $1,234.56' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemSuccess',
    );
    expect(api.callsTo('POST /cashOut')).toHaveLength(1);
    expect(api.callsTo('POST /cashOut')[0]?.body).toEqual({
      transactionUuid: FORM_UUID,
      cardNumber: '1111',
      amount: '1,234.56',
    });
    expect(api.callsTo('GET /cashOut')[0]?.url.searchParams.get('messageKey')).toBe('co-1');
    expect(useReferralStore.getState().result).toEqual({
      amountCents: 123456,
      cardNumber: '1111',
      cardType: 'visa',
      confirmationNumber: 'RWD0F1E2D3C4B5A',
    });
    expect(useReferralStore.getState().payoutCard).toBeNull();
  });

  it('says why the card declined, that the balance is intact, and offers another card', async () => {
    let polls = 0;
    referralApi({
      'GET /referralStats': { body: stats() },
      'POST /cashOut': { status: 202, body: { messageKey: 'co-1' } },
      'GET /cashOut': () => {
        polls += 1;
        return {
          body: cashOutStatus(
            polls === 1
              ? { status: 'pending', reference: null }
              : {
                  status: 'declined',
                  reference: null,
                  declineReason: 'Card not eligible for funds',
                  currentBalanceCents: 10000,
                },
          ),
        };
      },
    });
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm cash-out of $100.00' }),
    );
    expect(screen.getByRole('button', { name: 'Confirm cash-out of $100.00' })).toBeDisabled();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(
      'Your card declined the cash-out: Card not eligible for funds Your balance has not changed.',
    );
    expect(polls).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemAddCard',
    );
  });

  it('translates a refusal by its errorCode and lets the user try again', async () => {
    const api = referralApi({
      'GET /referralStats': { body: stats() },
      'POST /cashOut': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'pending',
          errorCode: REFERRAL_ERROR_CODES.cashOutPending,
        },
      },
    });
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm cash-out of $100.00' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cash-out is already on its way. You can cash out again when it arrives.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm cash-out of $100.00' })).toBeEnabled(),
    );
    expect(api.callsTo('GET /cashOut')).toHaveLength(0);
  });

  it('asks for a card when none was added', async () => {
    useReferralStore.setState({ payoutCard: null });
    referralApi({ 'GET /referralStats': { body: stats() } });
    show();
    expect(screen.getByText('Add a debit card first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/Referral/ReferRedeemAddCard',
    );
  });
});
