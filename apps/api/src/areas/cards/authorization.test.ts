import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCardResponseSchema,
  ZCardSecureAcceptanceResponseSchema,
  ZCardsResponseSchema,
  ZErrorResponseSchema,
  type TPaymentCard,
} from '@lender/contract';
import { TEST_CARDS } from '../../integrations/card-processor';
import {
  addCard,
  cardsTestApp,
  guestHeaders,
  tokenize,
  type CardsTestApp,
  type Headers,
} from './cards-test-kit';
import { findOwnedCard, removeCard } from './owned-card';
import { customerIdOf, profileIdOf } from '../../db/seed';

let t: CardsTestApp;
let ana: Headers;
let erin: Headers;
let anaCards: TPaymentCard[];
beforeAll(async () => {
  t = await cardsTestApp();
  ana = await t.headers('P1');
  erin = await t.headers('P5');
  anaCards = ZCardsResponseSchema.parse((await t.call(ana, 'GET', '/cards')).json()).cards;
});
afterAll(() => t.close());

const list = async (headers: Headers) =>
  ZCardsResponseSchema.parse((await t.call(headers, 'GET', '/cards')).json()).cards;

describe('cards belong to their owner', () => {
  it('P5 cannot list, update or remove P1’s cards (404), and P1’s cards stay as they were', async () => {
    expect(anaCards.map((c) => c.cardNumber).sort()).toEqual(['1111', '4444']);
    expect(await list(erin)).toEqual([]);
    for (const card of anaCards) {
      expect((await t.call(erin, 'DELETE', '/cards', { cardIds: card.cardIds })).statusCode).toBe(
        404,
      );
      expect(
        (await t.call(erin, 'PUT', '/cards', { cardIds: card.cardIds, guestCard: true }))
          .statusCode,
      ).toBe(404);
    }
    expect(await list(ana)).toEqual(anaCards);
  });

  it('findOwnedCard finds P1’s card for P1 only, and only with its token and card ids', async () => {
    const [visa] = anaCards;
    if (!visa) throw new Error('no seeded card');
    const query = { token: visa.cardToken, cardIds: visa.cardIds };
    expect(
      await findOwnedCard(t.database.db, {
        ...query,
        profileId: profileIdOf('P1'),
        customerId: customerIdOf('P1'),
      }),
    ).toMatchObject({ last4: visa.cardNumber, processorToken: visa.cardToken });
    expect(
      await findOwnedCard(t.database.db, {
        ...query,
        profileId: profileIdOf('P5'),
        customerId: customerIdOf('P5'),
      }),
    ).toBeNull();
    expect(
      await findOwnedCard(t.database.db, {
        ...query,
        cardIds: [{ type: 'TLXe', id: 'TC-100001-9' }],
        profileId: profileIdOf('P1'),
      }),
    ).toBeNull();
    expect(
      await findOwnedCard(t.database.db, {
        ...query,
        token: 'tok_other',
        profileId: profileIdOf('P1'),
      }),
    ).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cards' })).statusCode).toBe(401);
  });
});

describe('a guest session (signed link to A1, P1’s profile)', () => {
  it('sees none of P1’s saved cards; adds only guest cards; sees and removes only what it added', async () => {
    const guest = await guestHeaders(t.app, new Date());
    expect(await list(guest)).toEqual([]);
    const added = await addCard(
      t,
      guest,
      { cardNumber: TEST_CARDS.visaDebit, firstName: 'Sam', lastName: 'Guest' },
      true,
    );
    expect(added).toMatchObject({
      guestCard: true,
      customerId: null,
      newCard: true,
      cardNumber: '1111',
    });
    expect(added.cardToken).not.toBe(anaCards[0]?.cardToken);
    expect((await list(guest)).map((c) => c.cardToken)).toEqual([added.cardToken]);
    expect((await list(ana)).some((c) => c.cardToken === added.cardToken)).toBe(false);

    const other = await guestHeaders(t.app, new Date());
    expect(await list(other)).toEqual([]);
    expect((await t.call(other, 'DELETE', '/cards', { cardIds: added.cardIds })).statusCode).toBe(
      404,
    );

    for (const card of anaCards)
      expect((await t.call(guest, 'DELETE', '/cards', { cardIds: card.cardIds })).statusCode).toBe(
        404,
      );
    const keep = await t.call(guest, 'PUT', '/cards', { cardIds: added.cardIds, guestCard: false });
    expect(keep.statusCode).toBe(403);
    expect(ZErrorResponseSchema.parse(keep.json()).errorCode).toBe('AccessDeniedException');

    const session = {
      profileId: profileIdOf('P1'),
      token: added.cardToken,
      cardIds: added.cardIds,
    };
    expect(await findOwnedCard(t.database.db, { ...session, scope: 'user' })).toBeNull();
    const owned = await findOwnedCard(t.database.db, {
      ...session,
      scope: 'guest',
      sessionId: sessionIdOf(guest),
    });
    expect(owned).toMatchObject({ guestCard: true, last4: '1111' });
    expect(
      await findOwnedCard(t.database.db, {
        ...session,
        scope: 'guest',
        sessionId: sessionIdOf(other),
      }),
    ).toBeNull();
    expect(await removeCard(t.database.db, owned!.id)).toBe(true);
    expect(await removeCard(t.database.db, owned!.id)).toBe(false);
    expect(await list(guest)).toEqual([]);
  });

  it('cannot exchange P1’s own bridge token for one of its cards', async () => {
    const guest = await guestHeaders(t.app, new Date());
    const bridgeToken = await tokenize(t, ana, { cardNumber: TEST_CARDS.mastercardCredit });
    const mine = ZCardResponseSchema.parse(
      (await t.call(ana, 'POST', '/cards', { save: true, bridgeToken })).json(),
    ).card;
    const res = await t.call(guest, 'POST', '/cards', { save: false, bridgeToken });
    expect(res.statusCode).toBe(400);
    expect(await list(guest)).toEqual([]);
    expect(mine.cardNumber).toBe('4444');
  });
});

describe('hosted card forms (bridge tokens) belong to the session that started them (finding 7)', () => {
  const secureAcceptance = (headers: Headers, transactionUuid: string) =>
    t.call(headers, 'GET', `/cardSecureAcceptance?transactionUuid=${transactionUuid}`);

  it('a guest gets 404 for P1’s completed form and 400 for its not yet exchanged bridge token; P1 still exchanges it', async () => {
    const guest = await guestHeaders(t.app, new Date());
    const bridgeToken = await tokenize(t, ana, {
      cardNumber: TEST_CARDS.declined,
      firstName: 'Ana',
      lastName: 'Rivera',
    });
    const read = await secureAcceptance(guest, bridgeToken);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Rivera');
    const taken = await t.call(guest, 'POST', '/cards', { save: false, bridgeToken });
    expect(ZErrorResponseSchema.parse(taken.json())).toMatchObject({
      statusCode: 400,
      field: 'body.bridgeToken',
    });
    expect(await list(guest)).toEqual([]);
    expect((await secureAcceptance(ana, bridgeToken)).statusCode).toBe(200);
    const added = await t.call(ana, 'POST', '/cards', { save: false, bridgeToken });
    expect(added.statusCode).toBe(200);
    await t.call(ana, 'DELETE', '/cards', {
      cardIds: ZCardResponseSchema.parse(added.json()).card.cardIds,
    });
  });

  it('a guest’s form is its own: not P1’s, not another guest session’s of the same link owner', async () => {
    const guest = await guestHeaders(t.app, new Date());
    const other = await guestHeaders(t.app, new Date());
    const bridgeToken = await tokenize(t, guest, {
      cardNumber: TEST_CARDS.visaDebit,
      firstName: 'Sam',
      lastName: 'Guest',
    });
    for (const stranger of [ana, other]) {
      expect((await secureAcceptance(stranger, bridgeToken)).statusCode).toBe(404);
      expect(
        (await t.call(stranger, 'POST', '/cards', { save: true, bridgeToken })).statusCode,
      ).toBe(400);
    }
    expect(
      ZCardSecureAcceptanceResponseSchema.parse(
        (await secureAcceptance(guest, bridgeToken)).json(),
      ),
    ).toMatchObject({ firstName: 'Sam', cardNumber: '1111' });
    expect((await t.call(guest, 'POST', '/cards', { save: false, bridgeToken })).statusCode).toBe(
      200,
    );
    expect((await list(ana)).some((card) => card.cardholderName === 'Sam Guest')).toBe(false);
  });
});

/** The session id (sid) of a bearer access token. */
function sessionIdOf(headers: Headers): string {
  const payload = headers.authorization.split(' ')[1]?.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}
