/**
 * Authorization matrix: every accounts-area call that names a loan or a customer, made with another
 * persona's session, is refused (404 for loans — existence is not revealed — and 403 for ids of
 * another customer or profile); the owner and co-signer get 200. A guest session (signed link) reaches
 * its one loan and only the objects it created: the link owner's objects answer as for another profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCardFormKeyResponseSchema,
  ZCardsResponseSchema,
  ZDevOutboxResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { DEFAULT_TIME_ZONE, zonedParts } from '@lender/domain';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { TEST_CARDS } from '../../../integrations/card-processor';
import { guestSignIn, signIn } from '../../../testing/sign-in';
import { submitCardForm, TEST_ORIGIN } from '../../cards/test-kit';
import { pay, paymentBody, savedCards } from '../../payments/test-kit';
import { accountsTestApp, type AccountsTestApp, type Persona } from './accounts-test-kit';

let t: AccountsTestApp;
beforeAll(async () => (t = await accountsTestApp(['P1', 'P3', 'P4', 'P5', 'P9'])));
afterAll(() => t.close());

const today = zonedParts(new Date(), DEFAULT_TIME_ZONE).date;

type Call = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown };
const loanCalls = (loanId: string, lmsId: string): Call[] => [
  {
    name: 'GET /accountdetail',
    method: 'GET',
    url: `/accountdetail?loanId=${loanId}&lmsId=${lmsId}`,
  },
  { name: 'GET /accounthistory', method: 'GET', url: `/accounthistory?loanId=${loanId}` },
  {
    name: 'GET /personalInfo',
    method: 'GET',
    url: `/personalInfo?loanId=${loanId}&lmsId=${lmsId}`,
  },
  { name: 'GET /loanlock', method: 'GET', url: `/loanlock?loanIds=${loanId}` },
  { name: 'POST /loanlock', method: 'POST', url: '/loanlock', payload: { loanId, value: false } },
  { name: 'GET /addOnLock', method: 'GET', url: `/addOnLock?loanId=${loanId}` },
  { name: 'POST /addOnLock', method: 'POST', url: '/addOnLock', payload: { loanId, storeId: 1 } },
  { name: 'GET /repoInfo', method: 'GET', url: `/repoInfo?loanId=${loanId}` },
  {
    name: 'PUT /repoInfo',
    method: 'PUT',
    url: '/repoInfo',
    payload: { loanId, personalPropertyPickupRequested: false },
  },
  { name: 'GET /riskInfo', method: 'GET', url: `/riskInfo?loanId=${loanId}` },
  { name: 'GET /riskInfo isAddon', method: 'GET', url: `/riskInfo?loanId=${loanId}&isAddon=true` },
  {
    name: 'POST /riskInfo/acknowledge',
    method: 'POST',
    url: '/riskInfo/acknowledge',
    payload: { loanId, flag: 'creditLimitChanged' },
  },
  {
    name: 'GET /disbursementReference',
    method: 'GET',
    url: `/disbursementReference?loanId=${loanId}&disbursementType=16`,
  },
  {
    name: 'GET /payoffQuote',
    method: 'GET',
    url: `/payoffQuote?loanId=${loanId}&lmsId=${lmsId}&goodThrough=${today}`,
  },
  {
    name: 'GET /payoffQuotePdf',
    method: 'GET',
    url: `/payoffQuotePdf?loanId=${loanId}&lmsId=${lmsId}&goodThrough=${today}`,
  },
  {
    name: 'GET /refiallowedstatus',
    method: 'GET',
    url: `/refiallowedstatus?loanId=${loanId}&latitude=29.76&longitude=-95.37`,
  },
  {
    name: 'POST /refiallowedstatus',
    method: 'POST',
    url: '/refiallowedstatus',
    payload: {
      loanId,
      lmsId,
      timestamp: new Date().toISOString(),
      didConsent: true,
      state: 'TX',
      storeId: 101,
      transactionType: 'refinance',
    },
  },
  {
    name: 'GET /ancillaryProducts',
    method: 'GET',
    url: `/ancillaryProducts?loanId=${loanId}&amount=21540&productId=1&storeId=101`,
  },
  {
    name: 'POST /loanSigning refinanceDisclosure',
    method: 'POST',
    url: '/loanSigning',
    payload: { loanId, documentType: 'refinanceDisclosure', paymentAmountCents: 21_540 },
  },
  { name: 'GET /autoPay', method: 'GET', url: `/autoPay?loanId=${loanId}` },
  { name: 'PUT /autoPay', method: 'PUT', url: '/autoPay', payload: { loanId, enrolled: false } },
  {
    name: 'POST /cancelrefinance',
    method: 'POST',
    url: '/cancelrefinance',
    payload: { newLoanId: loanId },
  },
  {
    name: 'POST /disclosureacknowledgement',
    method: 'POST',
    url: '/disclosureacknowledgement',
    payload: {
      loanId,
      borrower: { customerId: 'T100001', name: 'Ana Rivera', initials: 'AR', date: today },
    },
  },
];

const cases: { who: Persona; owner: Persona; loan: 'A1' | 'R1' | 'L1'; lmsId: string }[] = [
  { who: 'P5', owner: 'P1', loan: 'A1', lmsId: '10001-001' },
  { who: 'P1', owner: 'P9', loan: 'R1', lmsId: '10009-001' },
  { who: 'P9', owner: 'P3', loan: 'L1', lmsId: '30003-001' },
  { who: 'P4', owner: 'P9', loan: 'R1', lmsId: '10009-001' },
];

describe('loan calls with another persona’s session are refused with 404', () => {
  for (const { who, owner, loan, lmsId } of cases) {
    for (const call of loanCalls(loanIdOf(loan), lmsId)) {
      it(`${who} → ${owner}'s ${loan}: ${call.name}`, async () => {
        const res = await t.call(who, call.method, call.url, call.payload);
        expect(res.statusCode).toBe(404);
      });
    }
  }
});

describe('the owner and the co-signer reach the loan', () => {
  it('P1 and P4 get A1; P9 gets R1’s repo info', async () => {
    for (const who of ['P1', 'P4'] as const) {
      expect(
        (await t.call(who, 'GET', `/accountdetail?loanId=${loanIdOf('A1')}&lmsId=10001-001`))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.call(who, 'GET', `/accounthistory?loanId=${loanIdOf('A1')}`)).statusCode,
      ).toBe(200);
      expect((await t.call(who, 'GET', `/loanlock?loanIds=${loanIdOf('A1')}`)).statusCode).toBe(
        200,
      );
    }
    expect((await t.call('P9', 'GET', `/repoInfo?loanId=${loanIdOf('R1')}`)).statusCode).toBe(200);
    expect(
      (
        await t.call(
          'P9',
          'GET',
          `/payoffQuote?loanId=${loanIdOf('R1')}&lmsId=10009-001&goodThrough=${today}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a list mixing an own and a foreign loan is refused as a whole', async () => {
    expect(
      (await t.call('P1', 'GET', `/loanlock?loanIds=${loanIdOf('A1')},${loanIdOf('R1')}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('customer and profile ids of another persona are refused with 403', () => {
  const customerCalls: { name: string; method: 'GET' | 'POST'; url: string; payload?: unknown }[] =
    [
      { name: 'GET /usercache', method: 'GET', url: '/usercache?customerId=T100009' },
      {
        name: 'POST /usercache',
        method: 'POST',
        url: '/usercache',
        payload: { customerId: 'T100009', value: {} },
      },
      { name: 'GET /militarystatus', method: 'GET', url: '/militarystatus?customerId=T100009' },
      {
        name: 'POST /militarystatus',
        method: 'POST',
        url: '/militarystatus',
        payload: { customerId: 'T100009', isActiveDuty: true, isDependent: false },
      },
      {
        name: 'POST /customerinfo customerId',
        method: 'POST',
        url: '/customerinfo',
        payload: { customerId: 'T100009', settings: { preference: 0, voice: false } },
      },
      {
        name: 'POST /bankInfo customerId',
        method: 'POST',
        url: '/bankInfo',
        payload: { customerId: 'T100009', routingNumber: '021000021', accountNumber: '12345678' },
      },
      {
        name: 'POST /loanlock customerId',
        method: 'POST',
        url: '/loanlock',
        payload: { loanId: loanIdOf('A1'), value: true, customerId: 'T100009' },
      },
      {
        name: 'GET /loanlock profileId',
        method: 'GET',
        url: `/loanlock?loanIds=${loanIdOf('A1')}&profileId=${profileIdOf('P9')}`,
      },
      {
        name: 'POST /customer cognitoUserId',
        method: 'POST',
        url: '/customer',
        payload: {
          phoneNumber: '3125550188',
          dateOfBirth: '19850412',
          ssn: '123-45-6789',
          loanId: '20341-001',
          cognitoUserId: profileIdOf('P9'),
        },
      },
      {
        name: 'GET /customer cognitoUserId (deprecated)',
        method: 'GET',
        url: `/customer?phoneNumber=3125550188&dateOfBirth=19850412&ssn=123-45-6789&loanId=20341-001&cognitoUserId=${profileIdOf('P9')}`,
      },
    ];
  for (const call of customerCalls) {
    it(`P1: ${call.name}`, async () => {
      const res = await t.call('P1', call.method, call.url, call.payload);
      expect(res.statusCode).toBe(403);
    });
  }
});

describe('loan-system adapters', () => {
  it('the NLS adapter serves P3’s L1 and the TLXe adapter P1’s A1', async () => {
    expect(
      (await t.call('P3', 'GET', `/accountdetail?loanId=${loanIdOf('L1')}`)).json(),
    ).toMatchObject({ loanSystem: 'NLS', lmsId: '30003-001' });
    expect(
      (await t.call('P1', 'GET', `/accountdetail?loanId=${loanIdOf('A1')}`)).json(),
    ).toMatchObject({ loanSystem: 'TLXe', lmsId: '10001-001' });
  });
});

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
