import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CARD_FORM_MESSAGE } from '@lender/contract';
import { FORM_UUID, cardsApi, formKey } from './cards.test-data';
import { HostedCardForm } from './hosted-card-form';
import type { CardTransactionType } from './api/card-form';

afterEach(() => vi.unstubAllGlobals());

function show(transactionType: CardTransactionType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HostedCardForm save onAdded={vi.fn()} transactionType={transactionType} />
    </QueryClientProvider>,
  );
}

async function typed(cardBin: string) {
  const from = (await screen.findByTitle<HTMLIFrameElement>('Card details')).contentWindow;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: CARD_FORM_MESSAGE.bin, transactionUuid: FORM_UUID, cardBin },
        origin: window.location.origin,
        source: from,
      }),
    );
  });
}

const lookup = (cardBin: string, canDisburse: boolean, fundingType = 'debit') => ({
  body: { cardBin, cardType: 'visa', fundingType, canDisburse },
});

describe('the card being typed (POST /cardLookup, decision 059)', () => {
  it('names the card by its first 8 digits before she submits', async () => {
    const api = cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cardLookup': lookup('41111111', true),
    });
    show('payment');
    await typed('41111111');
    expect(await screen.findByText('Visa Debit card')).toBeInTheDocument();
    expect(screen.queryByText(/receive money/)).toBeNull();
    expect(api.callsTo('POST /cardLookup').map((call) => call.body)).toEqual([
      { cardBin: '41111111' },
    ]);
  });

  it('says, where the card is to receive money, that a credit card cannot', async () => {
    cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cardLookup': lookup('55555555', false, 'credit'),
    });
    show('disburse');
    await typed('55555555');
    expect(
      await screen.findByText('This card cannot receive money. Use a debit card that can.'),
    ).toBeInTheDocument();
  });

  it('asks nothing for fewer than 8 digits or a malformed message, and a failed lookup stops nothing', async () => {
    const api = cardsApi({
      'GET /cardFormKey': { body: formKey() },
      'POST /cardLookup': { status: 503, body: { statusCode: 503, message: 'down' } },
    });
    show('payment');
    await typed('');
    await typed('4111 1111');
    expect(api.callsTo('POST /cardLookup')).toHaveLength(0);
    await typed('40000000');
    expect(
      await screen.findByText('We could not tell this card’s type; you can still use it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /cardLookup')).toHaveLength(1));
  });
});
