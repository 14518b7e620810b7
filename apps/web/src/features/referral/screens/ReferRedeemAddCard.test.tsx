import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import { FORM_UUID, referralApi } from '../test/fixtures';
import { renderReferralScreen } from '../test/render';
import { useReferralStore } from '../store';
import ReferRedeemAddCard from './ReferRedeemAddCard';

beforeEach(() => useReferralStore.setState({ payoutCard: null, result: null }));
afterEach(() => vi.unstubAllGlobals());

const formKey = {
  transactionUuid: FORM_UUID,
  formUrl: `/card-processor/form/${FORM_UUID}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const accepted = (canDisburse: boolean) => ({
  paymentToken: 'tok_1',
  firstName: 'Gina',
  lastName: 'Lopez',
  cardNumber: '1111',
  cardType: 'visa',
  canDisburse,
});

async function formCompletes() {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

const show = () => renderReferralScreen(<ReferRedeemAddCard />, 'ReferRedeemAddCard');

describe('ReferRedeemAddCard', () => {
  it('asks for a cash-out form, reads the card without saving it, and keeps it for the review', async () => {
    const api = referralApi({
      'GET /cardFormKey': { body: formKey },
      'GET /cardSecureAcceptance': { body: accepted(true) },
    });
    show();
    await formCompletes();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      '/Referral/ReferRedeemReview',
    );
    const asked = api.callsTo('GET /cardFormKey')[0]?.url.searchParams;
    expect(asked?.get('transactionType')).toBe('cashOut');
    expect(asked?.get('origin')).toBe(window.location.origin);
    expect(
      api.callsTo('GET /cardSecureAcceptance')[0]?.url.searchParams.get('transactionUuid'),
    ).toBe(FORM_UUID);
    expect(api.callsTo('POST /cards')).toHaveLength(0);
    expect(useReferralStore.getState().payoutCard).toEqual({
      transactionUuid: FORM_UUID,
      cardNumber: '1111',
      cardType: 'visa',
      firstName: 'Gina',
      lastName: 'Lopez',
    });
  });

  it('refuses a card that cannot receive funds and offers another', async () => {
    const api = referralApi({
      'GET /cardFormKey': { body: formKey },
      'GET /cardSecureAcceptance': { body: accepted(false) },
    });
    show();
    await formCompletes();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This card can't receive funds. Use a debit card.",
    );
    expect(useReferralStore.getState().payoutCard).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(await screen.findByTitle('Card details')).toBeInTheDocument();
    expect(api.callsTo('GET /cardFormKey')).toHaveLength(2);
  });
});
