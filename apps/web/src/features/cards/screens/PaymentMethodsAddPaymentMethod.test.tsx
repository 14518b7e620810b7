import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import {
  FORM_UUID,
  cardsApi,
  cardsResponse,
  formKey,
  visa1111,
} from '../../../shared/cards/cards.test-data';
import { ADD_PATH, renderCardsScreen } from '../test/render-cards-screen';
import PaymentMethodsAddPaymentMethod from './PaymentMethodsAddPaymentMethod';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderCardsScreen(<PaymentMethodsAddPaymentMethod />, ADD_PATH);

async function formPosts(data: unknown) {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Card details');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('PaymentMethodsAddPaymentMethod', () => {
  it('saves the card from the hosted form and returns to the list', async () => {
    const api = cardsApi({
      'GET /cards': { body: cardsResponse([]) },
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': { body: { card: { ...visa1111, newCard: true } } },
    });
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Add payment method' }),
    ).toBeInTheDocument();
    await formPosts({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/inl/PaymentMethods'),
    );
    expect(api.callsTo('POST /cards')[0]?.body).toEqual({
      save: true,
      bridgeToken: FORM_UUID,
      processorType: 1,
    });
    expect(api.callsTo('GET /cardFormKey')[0]?.url.searchParams.get('transactionType')).toBe(
      'payment',
    );
  });

  it('goes back to the list when the form is cancelled', async () => {
    cardsApi({
      'GET /cards': { body: cardsResponse([]) },
      'GET /cardFormKey': { body: formKey() },
    });
    show();
    await formPosts({ type: CARD_FORM_MESSAGE.cancel });
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/inl\/PaymentMethods$/);
  });

  it('does not offer the form at the card limit', async () => {
    const api = cardsApi({
      'GET /cards': { body: cardsResponse([visa1111], false) },
      'GET /cardFormKey': { body: formKey() },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 10 saved cards.',
    );
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to payment methods' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/inl/PaymentMethods');
    expect(api.callsTo('POST /cards')).toHaveLength(0);
  });
});
