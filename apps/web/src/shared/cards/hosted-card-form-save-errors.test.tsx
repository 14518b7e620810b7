/**
 * An error saving the card (POST /cards): a named error of spec §8 in the reader's language and a retry, the server's
 * text for an unnamed one, and no new form session for it.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import { FORM_UUID, cardsApi, formKey, visa1111 } from './cards.test-data';
import { post, setUpEachTest, show } from './hosted-card-form-test-kit';

setUpEachTest();

describe('HostedCardForm when saving the card fails', () => {
  it('shows the spec §8 add-card error by name and lets the user try again', async () => {
    let fail = true;
    cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': () =>
        fail
          ? {
              status: 429,
              body: {
                reqId: 'r1',
                statusCode: 429,
                error: 'Too Many Requests',
                message: 'slow down',
                errorCode: 'TooManyRequestsException',
              },
            }
          : { body: { card: visa1111 } },
    });
    const { onAdded } = show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add new payment method: Too many attempts to add or remove a card. Please wait and try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
  });

  it('says a refusal of a card to receive funds in the reader’s language (the sixth such card)', async () => {
    cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': {
        status: 400,
        body: {
          reqId: 'r2',
          statusCode: 400,
          error: 'Bad Request',
          message: 'server English',
          errorCode: 'DisburseCardLimitExceeded',
        },
      },
    });
    show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    await screen.findByRole('alert');
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pudo agregar el nuevo método de pago: Puede tener como máximo 5 tarjetas de débito que reciben fondos. Elimine una para agregar otra.',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says a named error of spec §8 in the reader’s language, never the server’s English', async () => {
    cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': {
        status: 429,
        body: {
          reqId: 'r3',
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'server English',
          errorCode: 'TooManyRequestsException',
        },
      },
    });
    show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts to add or remove a card. Please wait and try again.',
    );
    await act(() => i18next.changeLanguage('es'));
    try {
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Demasiados intentos de agregar o eliminar una tarjeta. Espere e inténtelo de nuevo.',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("shows the server's text for an unnamed error", async () => {
    cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': {
        status: 400,
        body: {
          reqId: 'r2',
          statusCode: 400,
          error: 'Bad Request',
          message: 'The card form was not completed',
        },
      },
    });
    show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add new payment method: The card form was not completed',
    );
  });

  it('does not start another form session when saving the card fails (the cards refresh is not the form)', async () => {
    const api = cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cards': {
        status: 400,
        body: {
          reqId: 'r4',
          statusCode: 400,
          error: 'Bad Request',
          message: 'This card has expired.',
        },
      },
    });
    show();
    await post({ type: CARD_FORM_MESSAGE.complete, transactionUuid: FORM_UUID });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add new payment method: This card has expired.',
    );
    expect(api.callsTo('POST /cards')).toHaveLength(1);
    expect(api.callsTo('GET /cardFormKey')).toHaveLength(1);
  });
});
