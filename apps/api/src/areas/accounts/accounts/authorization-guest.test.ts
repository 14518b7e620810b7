/**
 * Authorization matrix, a guest session (signed link, finding 7): it reaches its one loan and only the objects it
 * created; the link owner's objects answer as for another profile, and are left as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCardFormKeyResponseSchema,
  ZCardsResponseSchema,
  ZDevOutboxResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { TEST_CARDS } from '../../../integrations/card-processor';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import { submitCardForm, TEST_ORIGIN } from '../../cards/test-kit';
import { pay, paymentBody, savedCards } from '../../payments/test-kit';
import { accountsTestApp, type AccountsTestApp } from './accounts-test-kit';
import { loanCalls } from './authorization-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P3', 'P4', 'P5', 'P9'])));
afterAll(() => t.close());

describe('a guest session (P1’s signed link to A1) reaches only A1 and what it created itself (finding 7)', () => {
  const A1 = loanIdOf('A1');
  const route = `/inl/Accounts/${A1}/Payment/ReviewPayment`;
  let ana: { authorization: string };
  let guest: { authorization: string };
  let anaVisa: TPaymentCard;
  let ownersKey: string;
  let ownersForm: string;
  beforeAll(async () => {
    ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
    anaVisa = (await savedCards(t, ana)).find((card) => card.cardNumber === '1111')!;
    ownersKey = (await pay(t, ana, paymentBody(A1, anaVisa, '50.00'))).messageKey;
    const form = ZCardFormKeyResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/cardFormKey?transactionType=payment&origin=${encodeURIComponent(TEST_ORIGIN)}`,
          headers: ana,
        })
      ).json(),
    );
    expect(
      (await submitCardForm(t.app, form.formUrl, { cardNumber: TEST_CARDS.mastercardCredit }))
        .statusCode,
    ).toBe(200);
    ownersForm = form.transactionUuid;
    await t.app.inject({
      method: 'POST',
      url: '/api/paymentRemoteState',
      headers: ana,
      payload: { username: 'ana.tlxe@example.com', state: 'owner', route },
    });
    guest = (await guestSignIn(t.app, profileIdOf('P1'), A1)).headers;
  });

  type GuestCall = {
    name: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    status: number;
    body?: unknown;
  };
  const guestCalls = (): GuestCall[] => [
    {
      name: 'GET /accountdetail of A1',
      method: 'GET',
      url: `/accountdetail?loanId=${A1}&lmsId=10001-001`,
      status: 200,
    },
    {
      name: 'GET /accountdetail of another loan',
      method: 'GET',
      url: `/accountdetail?loanId=${loanIdOf('R1')}&lmsId=10009-001`,
      status: 403,
    },
    ...loanCalls(A1, '10001-001')
      // a guest who renewed (guest refinance on) may cancel its own renewal: the call is open to it, and finds no other
      .filter((call) => call.name !== 'GET /accountdetail' && call.name !== 'POST /cancelrefinance')
      .map((call) => ({ ...call, name: `${call.name} (signed-in users only)`, status: 403 })),
    {
      name: 'POST /cancelrefinance of a loan it did not renew',
      method: 'POST',
      url: '/cancelrefinance',
      payload: { newLoanId: A1 },
      status: 404,
    },
    {
      name: 'GET /nextBusinessDate of A1',
      method: 'GET',
      url: '/nextBusinessDate?lmsId=10001-001',
      status: 200,
    },
    {
      name: 'GET /nextBusinessDate of another loan',
      method: 'GET',
      url: '/nextBusinessDate?lmsId=10009-001',
      status: 404,
    },
    {
      name: 'GET /paymentRemoteState: not P1’s state on A1',
      method: 'GET',
      url: '/paymentRemoteState',
      status: 200,
      body: { state: null, route: null },
    },
    {
      name: 'GET /payment with P1’s payment key',
      method: 'GET',
      url: `/payment?key=${ownersKey}`,
      status: 404,
    },
    {
      name: 'POST /paymentTimeout with P1’s payment key',
      method: 'POST',
      url: '/paymentTimeout',
      payload: { messageKey: ownersKey },
      status: 404,
    },
    {
      name: 'POST /sendConfirmation of P1’s payment',
      method: 'POST',
      url: '/sendConfirmation',
      payload: { messageKey: ownersKey, email: 'stranger@example.org' },
      status: 404,
    },
    {
      name: 'GET /paymentReceipt of P1’s payment',
      method: 'GET',
      url: `/paymentReceipt?key=${ownersKey}`,
      status: 404,
    },
    {
      name: 'GET /cardSecureAcceptance of P1’s card form',
      method: 'GET',
      url: `/cardSecureAcceptance?transactionUuid=${ownersForm}`,
      status: 404,
    },
    {
      name: 'POST /cards with P1’s bridge token',
      method: 'POST',
      url: '/cards',
      payload: { save: false, bridgeToken: ownersForm },
      status: 400,
    },
    { name: 'GET /cards: none of P1’s', method: 'GET', url: '/cards', status: 200 },
    {
      name: 'PUT /cards of P1’s card',
      method: 'PUT',
      url: '/cards',
      payload: { cardIds: anaVisa.cardIds, guestCard: true },
      status: 404,
    },
    {
      name: 'DELETE /cards of P1’s card',
      method: 'DELETE',
      url: '/cards',
      payload: { cardIds: anaVisa.cardIds },
      status: 404,
    },
    {
      name: 'GET /currentDevice (its own session)',
      method: 'GET',
      url: '/currentDevice',
      status: 200,
    },
  ];

  it('answers each call a guest session can make as the matrix says', async () => {
    for (const call of guestCalls()) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api${call.url}`,
        headers: guest,
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      expect(res.statusCode, `${call.name}: ${res.body}`).toBe(call.status);
      if (call.body !== undefined) expect(res.json(), call.name).toEqual(call.body);
    }
    expect(
      ZCardsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/cards', headers: guest })).json(),
      ).cards,
    ).toEqual([]);
  });

  it('leaves P1’s own objects as they were: the payment, the card form, the card and the state', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payment?key=${ownersKey}`, headers: ana }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/cardSecureAcceptance?transactionUuid=${ownersForm}`,
          headers: ana,
        })
      ).statusCode,
    ).toBe(200);
    expect((await savedCards(t, ana)).some((card) => card.cardToken === anaVisa.cardToken)).toBe(
      true,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/paymentRemoteState', headers: ana })).json(),
    ).toEqual({ state: 'owner', route });
    const outbox = ZDevOutboxResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=stranger@example.org' })
      ).json(),
    );
    expect(outbox.messages).toEqual([]);
  });
});
