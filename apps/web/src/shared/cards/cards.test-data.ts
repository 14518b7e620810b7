/** Cards of the tests: P1 Ana's saved Visa debit ••1111 and Mastercard credit ••4444, and an expired one. */
import type { TCardsResponse, TPaymentCard } from '@lender/contract';
import { jsonResponse, mockApi } from '../../test/render-screen';

export const FORM_UUID = '6f1c1f0e-2a4b-4c8d-9e0f-1a2b3c4d5e6f';
export const SECOND_FORM_UUID = '7a2d2f1e-3b5c-4d9e-8f10-2b3c4d5e6f70';

export function card(overrides: Partial<TPaymentCard> = {}): TPaymentCard {
  return {
    cardToken: 'tok_visa_1111',
    cardIds: [{ type: 'tlxe', id: 'C-1111' }],
    cardNumber: '1111',
    cardType: 'visa',
    fundingType: 'debit',
    cardholderName: 'Ana Rivera',
    customerId: 'cust-1',
    customerIds: ['T100001'],
    expirationMonth: 12,
    expirationYear: 2030,
    guestCard: false,
    newCard: false,
    canDisburse: true,
    cardBin: '41111111',
    ...overrides,
  };
}

export const visa1111 = card();
export const mastercard4444 = card({
  cardToken: 'tok_mc_4444',
  cardIds: [{ type: 'tlxe', id: 'C-4444' }],
  cardNumber: '4444',
  cardType: 'mastercard',
  fundingType: 'credit',
  expirationMonth: 3,
  expirationYear: 2029,
  canDisburse: false,
  cardBin: '55555555',
});
export const expiredVisa = card({
  cardToken: 'tok_visa_0002',
  cardIds: [{ type: 'tlxe', id: 'C-0002' }],
  cardNumber: '0002',
  expirationMonth: 1,
  expirationYear: 2024,
});

export function cardsResponse(cards: TPaymentCard[], allowed = true): TCardsResponse {
  return {
    cards,
    validations: {
      payment: { allowed, maxCardLimit: 10 },
      disburse: { allowed: true, maxCardLimit: 5 },
    },
  };
}

export const formKey = (transactionUuid = FORM_UUID) => ({
  transactionUuid,
  formUrl: `/card-processor/form/${transactionUuid}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
});

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A fetch mock at the HTTP boundary ('GET /cards' → answer), recording every call with its JSON body. */
export function cardsApi(routes: Record<string, FakeAnswer | ((url: URL) => FakeAnswer)>) {
  const calls: { key: string; url: URL; body?: unknown }[] = [];
  const handlers = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      (url: URL, init: RequestInit | undefined) => {
        calls.push({
          key,
          url,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        const answer = typeof route === 'function' ? route(url) : route;
        return jsonResponse(answer.body ?? {}, answer.status ?? 200);
      },
    ]),
  );
  mockApi(handlers);
  return { callsTo: (key: string) => calls.filter((call) => call.key === key) };
}
