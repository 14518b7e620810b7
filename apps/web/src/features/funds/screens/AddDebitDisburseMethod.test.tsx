import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import { FORM_UUID } from '../../../shared/cards/cards.test-data';
import {
  L1_ID,
  cardsResponse,
  discoverDebit,
  fundsApi,
  mastercardCredit,
  visaDebit,
} from '../test/fixtures';
import { fundsPath, renderFundsScreen } from '../test/render';
import { resetFundsStore, useFundsStore } from '../store';
import AddDebitDisburseMethod from './AddDebitDisburseMethod';

beforeEach(async () => {
  resetFundsStore();
  useFundsStore.setState({ loanId: L1_ID });
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const formKey = {
  transactionUuid: FORM_UUID,
  formUrl: `/card-processor/form/${FORM_UUID}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

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

const show = () => renderFundsScreen(<AddDebitDisburseMethod />, 'AddDebitDisburseMethod');

describe('AddDebitDisburseMethod', () => {
  it('saves the card of a disburse form and chooses it for the draw', async () => {
    const api = fundsApi({
      'GET /cardFormKey': { body: formKey },
      'POST /cards': { body: { card: { ...discoverDebit, newCard: true } } },
    });
    show();
    await formCompletes();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(fundsPath('GetCashAmount'));
    expect(api.callsTo('GET /cardFormKey')[0]?.url.searchParams.get('transactionType')).toBe(
      'disburse',
    );
    expect(api.callsTo('POST /cards')[0]?.body).toEqual({
      save: true,
      bridgeToken: FORM_UUID,
      processorType: 1,
    });
    expect(useFundsStore.getState().card).toMatchObject({ cardNumber: '6011', canDisburse: true });
  });

  it('refuses a card that cannot receive funds and offers another', async () => {
    const api = fundsApi({
      'GET /cardFormKey': { body: formKey },
      'POST /cards': { body: { card: mastercardCredit } },
    });
    show();
    await formCompletes();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This card can't receive funds. Use a debit card.",
    );
    expect(useFundsStore.getState().card).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add another card' }));
    expect(await screen.findByTitle('Card details')).toBeInTheDocument();
    expect(api.callsTo('GET /cardFormKey')).toHaveLength(2);
  });

  it('tells a user who holds the most disburse cards allowed why she cannot add one, and leads back to her cards', async () => {
    const api = fundsApi({
      'GET /cardFormKey': { body: formKey },
      'GET /cards': { body: cardsResponse([visaDebit], false) },
    });
    show();
    expect(
      await screen.findByText(
        'You have the most debit cards allowed (5). Remove one to add another.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
    expect(api.callsTo('GET /cardFormKey')).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Choose one of your cards' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(
      fundsPath('ManageDisburseMethod'),
    );
  });

  it('says so in Spanish', async () => {
    await i18next.changeLanguage('es');
    fundsApi({
      'GET /cardFormKey': { body: formKey },
      'GET /cards': { body: cardsResponse([visaDebit], false) },
    });
    show();
    expect(
      await screen.findByText(
        'Tiene el máximo de tarjetas de débito permitidas (5). Elimine una para agregar otra.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir una de sus tarjetas' })).toBeInTheDocument();
  });
});
