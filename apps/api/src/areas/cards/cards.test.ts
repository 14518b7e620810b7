import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCardLookupResponseSchema,
  ZCardResponseSchema,
  ZCardSecureAcceptanceResponseSchema,
  ZCardsResponseSchema,
  ZErrorResponseSchema,
} from '@lender/contract';
import { CARD_TOKEN_REQUIRED_MESSAGE } from '@lender/domain';
import {
  createSandboxCardProcessor,
  isLuhnValid,
  TEST_CARDS,
} from '../../integrations/card-processor';
import {
  addCard,
  cardsTestApp,
  openCardForm,
  submitCardForm,
  testClock,
  tokenize,
  TEST_ORIGIN,
  type CardsTestApp,
  type Headers,
} from './cards-test-kit';
import { CARD_EXPIRED_MESSAGE, DISBURSE_CARD_LIMIT_MESSAGE } from './errors';
import { CARD_CHANGE_WINDOW_MS } from './service';

/** One day ahead, so the seeded cards are outside the add/remove window. */
const time = testClock(Date.now() + 86_400_000);
let t: CardsTestApp;
let ana: Headers;
beforeAll(async () => {
  t = await cardsTestApp({
    clock: time.clock,
    env: { APP_ORIGIN: 'https://app.example.com', ACCESS_TOKEN_TTL_SECONDS: '86400' },
  });
  ana = await t.headers('P1');
});
afterAll(() => t.close());

/** The n-th Luhn-valid visa number of a series (4242 42nn …). */
function visaNumber(n: number): string {
  const body = `42424200${String(n).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d += 1) if (isLuhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

const error = (res: { json(): unknown }) => ZErrorResponseSchema.parse(res.json());

describe('GET /cardFormKey and GET /cardSecureAcceptance', () => {
  it('starts a form for this app’s own origin (or APP_ORIGIN) and refuses any other, naming origin', async () => {
    const form = await openCardForm(t, ana);
    expect(form.formUrl).toBe(`/card-processor/form/${form.transactionUuid}`);
    const configured = await t.call(
      ana,
      'GET',
      `/cardFormKey?transactionType=payment&origin=${encodeURIComponent('https://app.example.com')}`,
    );
    expect(configured.statusCode).toBe(200);
    const other = await t.call(
      ana,
      'GET',
      `/cardFormKey?transactionType=payment&origin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(other.statusCode).toBe(400);
    expect(error(other).field).toBe('query.origin');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/cardFormKey?transactionType=payment&origin=${TEST_ORIGIN}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('gives the completed form’s card to its own session only', async () => {
    const form = await openCardForm(t, ana);
    expect(
      (await t.call(ana, 'GET', `/cardSecureAcceptance?transactionUuid=${form.transactionUuid}`))
        .statusCode,
    ).toBe(404);
    await submitCardForm(t.app, form.formUrl, {
      cardNumber: TEST_CARDS.mastercardCredit,
      firstName: 'Ana',
      lastName: 'Rivera',
    });
    const own = await t.call(
      ana,
      'GET',
      `/cardSecureAcceptance?transactionUuid=${form.transactionUuid}`,
    );
    expect(ZCardSecureAcceptanceResponseSchema.parse(own.json())).toMatchObject({
      firstName: 'Ana',
      lastName: 'Rivera',
      cardNumber: '4444',
      cardType: 'mastercard',
    });
    const erin = await t.headers('P5');
    expect(
      (await t.call(erin, 'GET', `/cardSecureAcceptance?transactionUuid=${form.transactionUuid}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /cardLookup', () => {
  it('answers the brand and funding of a BIN; 400 for anything but 8 digits', async () => {
    const res = await t.call(ana, 'POST', '/cardLookup', { cardBin: '41111111' });
    expect(ZCardLookupResponseSchema.parse(res.json())).toEqual({
      cardBin: '41111111',
      cardType: 'visa',
      fundingType: 'debit',
      canDisburse: true,
    });
    expect(
      (await t.call(ana, 'POST', '/cardLookup', { cardBin: '4111111111111111' })).statusCode,
    ).toBe(400);
  });
});

describe('/cards', () => {
  it('lists P1’s saved cards (Visa debit ••1111, Mastercard credit ••4444) with validations', async () => {
    const list = ZCardsResponseSchema.parse(
      (await t.call(ana, 'GET', '/cards?processorType=1')).json(),
    );
    const seeded = list.cards.filter(
      (card) => card.cardIds[0]?.id.startsWith('TC-100001-') && !card.newCard,
    );
    expect(
      seeded.map((card) => [card.cardNumber, card.cardType, card.fundingType, card.canDisburse]),
    ).toEqual(
      expect.arrayContaining([
        ['1111', 'visa', 'debit', true],
        ['4444', 'mastercard', 'credit', false],
      ]),
    );
    expect(list.validations).toEqual({
      payment: { allowed: true, maxCardLimit: 10 },
      disburse: { allowed: true, maxCardLimit: 5 },
    });
    expect(
      ZCardsResponseSchema.parse((await t.call(ana, 'GET', '/cards?processorType=2')).json()).cards,
    ).toEqual([]);
    expect((await t.call(ana, 'GET', '/cards?processorType=9')).statusCode).toBe(400);
  });

  it('exchanges a bridge token for a card: last 4, BIN, per-system card ids, newest first, no duplicate', async () => {
    const ben = await t.headers('P2');
    const bridgeToken = await tokenize(t, ben, {
      cardNumber: TEST_CARDS.visaDebit,
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    const res = await t.call(ben, 'POST', '/cards', { save: true, bridgeToken });
    const { card } = ZCardResponseSchema.parse(res.json());
    expect(card).toMatchObject({
      cardNumber: '1111',
      cardBin: '41111111',
      cardType: 'visa',
      fundingType: 'debit',
      canDisburse: true,
      guestCard: false,
      newCard: true,
      cardholderName: 'Ben Okafor',
      customerIds: ['T100002'],
    });
    expect(card.cardIds).toEqual([
      { type: 'TLXe', id: expect.stringMatching(/^TC-100002-[0-9a-f]{8}$/) },
    ]);
    const again = ZCardResponseSchema.parse(
      (await t.call(ben, 'POST', '/cards', { save: true, bridgeToken })).json(),
    ).card;
    expect(again.cardIds).toEqual(card.cardIds);
    const sameNumber = await addCard(t, ben, {
      cardNumber: TEST_CARDS.visaDebit,
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    expect(sameNumber.cardIds).toEqual(card.cardIds);
    time.advance(1_000); // "newest first" is by the time a card was added
    const second = await addCard(
      t,
      ben,
      { cardNumber: TEST_CARDS.mastercardCredit, firstName: 'Ben', lastName: 'Okafor' },
      false,
    );
    expect(second).toMatchObject({ cardNumber: '4444', guestCard: true, canDisburse: false });
    // a card for this payment only is not a saved payment method: not listed (it is still the caller's to pay with)
    expect(
      ZCardsResponseSchema.parse((await t.call(ben, 'GET', '/cards')).json()).cards.map(
        (c) => c.cardNumber,
      ),
    ).toEqual(['1111']);
    const saved = ZCardResponseSchema.parse(
      (await t.call(ben, 'PUT', '/cards', { cardIds: second.cardIds, guestCard: false })).json(),
    ).card;
    expect(saved.guestCard).toBe(false);
    const list = ZCardsResponseSchema.parse((await t.call(ben, 'GET', '/cards')).json()).cards;
    expect(list.map((c) => c.cardNumber)).toEqual(['4444', '1111']);
  });

  it('the same card added again is the card already held (spec §3 card equality), refreshed with the new expiry', async () => {
    const carla = await t.headers('P3');
    const before = ZCardsResponseSchema.parse((await t.call(carla, 'GET', '/cards')).json()).cards;
    const seeded = before.find((c) => c.cardNumber === '1111');
    if (!seeded) throw new Error('P3 has a seeded Visa ••1111');
    const expiry = `07/${String((time.clock().getFullYear() + 5) % 100).padStart(2, '0')}`;
    const again = await addCard(t, carla, {
      cardNumber: TEST_CARDS.visaDebit,
      expiry,
      firstName: 'Carla',
      lastName: 'Nguyen',
    });
    expect(again.cardIds).toEqual(seeded.cardIds);
    expect(again).toMatchObject({
      cardNumber: '1111',
      expirationMonth: 7,
      expirationYear: time.clock().getFullYear() + 5,
      guestCard: false,
    });
    const unticked = await addCard(
      t,
      carla,
      { cardNumber: '4111 1111 1111 1111', expiry, firstName: 'Carla', lastName: 'Nguyen' },
      false,
    );
    expect(unticked.cardIds).toEqual(seeded.cardIds);
    expect(unticked.guestCard).toBe(false);
    // reissued (another expiry): the processor's new token; the same card again: its token kept (another tab pays with it)
    expect(again.cardToken).not.toBe(seeded.cardToken);
    expect(unticked.cardToken).toBe(again.cardToken);
    const after = ZCardsResponseSchema.parse((await t.call(carla, 'GET', '/cards')).json()).cards;
    expect(after.filter((c) => c.cardNumber === '1111')).toHaveLength(1);
    expect(after).toHaveLength(before.length);
    const [{ n } = { n: 0 }] = (
      await t.database.db.execute(
        sql`select count(*)::int as n from cards where profile_id = (select profile_id from cards where processor_token = ${unticked.cardToken}) and last4 = '1111' and removed_at is null`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(1);
  });

  it('does not list an unsaved card after its payment (a declined ••0002 stays off Manage payment methods)', async () => {
    const erin = await t.headers('P5');
    const declined = await addCard(
      t,
      erin,
      { cardNumber: TEST_CARDS.declined, firstName: 'Erin', lastName: 'Lee' },
      false,
    );
    expect(declined).toMatchObject({ cardNumber: '0002', guestCard: true });
    const list = ZCardsResponseSchema.parse((await t.call(erin, 'GET', '/cards')).json());
    expect(list.cards.some((c) => c.cardNumber === '0002')).toBe(false);
    expect(list.validations.payment.allowed).toBe(true);
  });

  it('refuses an unknown, foreign or unfinished bridge token with the spec message', async () => {
    const unknown = await t.call(ana, 'POST', '/cards', {
      save: true,
      bridgeToken: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(error(unknown)).toMatchObject({
      message: CARD_TOKEN_REQUIRED_MESSAGE,
      field: 'body.bridgeToken',
    });
    const erin = await t.headers('P5');
    const foreign = await tokenize(t, ana, { cardNumber: TEST_CARDS.visaDebit });
    expect(
      error(await t.call(erin, 'POST', '/cards', { save: true, bridgeToken: foreign })).message,
    ).toBe(CARD_TOKEN_REQUIRED_MESSAGE);
    const open = await openCardForm(t, ana);
    expect(
      (await t.call(ana, 'POST', '/cards', { save: true, bridgeToken: open.transactionUuid }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(ana, 'POST', '/cards', {
          save: true,
          bridgeToken: open.transactionUuid,
          cardNumber: '4111111111111111',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stops at the card limit with LimitExceededException', async () => {
    const gina = await t.headers('P6');
    for (let n = 1; n <= 10; n += 1)
      await addCard(t, gina, { cardNumber: visaNumber(n), firstName: 'Frank', lastName: 'Mendez' });
    const list = ZCardsResponseSchema.parse((await t.call(gina, 'GET', '/cards')).json());
    expect(list.cards).toHaveLength(10);
    expect(list.validations.payment).toEqual({ allowed: false, maxCardLimit: 10 });
    expect(list.validations.disburse).toEqual({ allowed: false, maxCardLimit: 5 });
    const bridgeToken = await tokenize(t, gina, {
      cardNumber: visaNumber(11),
      firstName: 'Frank',
      lastName: 'Mendez',
    });
    const over = await t.call(gina, 'POST', '/cards', { save: true, bridgeToken });
    expect(over.statusCode).toBe(400);
    expect(error(over).errorCode).toBe('LimitExceededException');
  });

  it('a card added to receive funds stops at the disburse limit (5) while payment cards may still be added', async () => {
    const hank = await t.headers('P8');
    for (let n = 31; n <= 35; n += 1)
      await addCard(t, hank, { cardNumber: visaNumber(n), firstName: 'Hank', lastName: 'Hill' });
    const form = await openCardForm(t, hank, 'disburse');
    expect(
      (
        await submitCardForm(t.app, form.formUrl, {
          cardNumber: visaNumber(36),
          firstName: 'Hank',
          lastName: 'Hill',
        })
      ).statusCode,
    ).toBe(200);
    const over = await t.call(hank, 'POST', '/cards', {
      save: true,
      bridgeToken: form.transactionUuid,
    });
    expect([over.statusCode, error(over).errorCode, error(over).message]).toEqual([
      400,
      'DisburseCardLimitExceeded',
      DISBURSE_CARD_LIMIT_MESSAGE,
    ]);
    expect(error(over).message).toContain('at most 5 debit cards that receive funds');
    const asPayment = await addCard(t, hank, {
      cardNumber: visaNumber(37),
      firstName: 'Hank',
      lastName: 'Hill',
    });
    expect(asPayment.cardNumber).toBe(visaNumber(37).slice(-4));
  });

  it('refuses a credit card added to receive funds, with the reason', async () => {
    const carla = await t.headers('P3');
    const form = await openCardForm(t, carla, 'disburse');
    expect(
      (
        await submitCardForm(t.app, form.formUrl, {
          cardNumber: '5555555555554444',
          firstName: 'Carla',
          lastName: 'Nguyen',
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.call(carla, 'POST', '/cards', {
      save: true,
      bridgeToken: form.transactionUuid,
    });
    expect([refused.statusCode, error(refused).errorCode, error(refused).message]).toEqual([
      400,
      'CardCannotReceiveFunds',
      'This card cannot receive funds. Use a debit card.',
    ]);
  });

  it('rate-limits adds and removes per profile with TooManyRequestsException, then lets them through again', async () => {
    const iris = await t.headers('P9');
    for (let n = 21; n <= 25; n += 1) {
      const card = await addCard(t, iris, {
        cardNumber: visaNumber(n),
        firstName: 'Iris',
        lastName: 'Cole',
      });
      expect((await t.call(iris, 'DELETE', '/cards', { cardIds: card.cardIds })).statusCode).toBe(
        200,
      );
    }
    time.advance(60_000);
    const bridgeToken = await tokenize(t, iris, {
      cardNumber: visaNumber(26),
      firstName: 'Iris',
      lastName: 'Cole',
    });
    const limited = await t.call(iris, 'POST', '/cards', { save: true, bridgeToken });
    expect(limited.statusCode).toBe(429);
    expect(error(limited).errorCode).toBe('TooManyRequestsException');
    // Retry-After: when the oldest counted change leaves the 15-minute window — not sooner, not later
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBe(CARD_CHANGE_WINDOW_MS / 1000 - 60);
    time.advance((wait - 1) * 1000);
    const again = await tokenize(t, iris, {
      cardNumber: visaNumber(26),
      firstName: 'Iris',
      lastName: 'Cole',
    });
    expect(
      (await t.call(iris, 'POST', '/cards', { save: true, bridgeToken: again })).statusCode,
    ).toBe(429);
    time.advance(1000);
    await addCard(t, iris, { cardNumber: visaNumber(27), firstName: 'Iris', lastName: 'Cole' });
  });

  it('removes a card softly: it leaves the list and cannot be removed twice', async () => {
    const ben = await t.headers('P2');
    const card = await addCard(t, ben, {
      cardNumber: visaNumber(40),
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    expect((await t.call(ben, 'DELETE', '/cards', { cardIds: card.cardIds })).json()).toEqual({
      removed: true,
    });
    const list = ZCardsResponseSchema.parse((await t.call(ben, 'GET', '/cards')).json()).cards;
    expect(list.some((c) => c.cardToken === card.cardToken)).toBe(false);
    expect((await t.call(ben, 'DELETE', '/cards', { cardIds: card.cardIds })).statusCode).toBe(404);
    const [row] = (
      await t.database.db.execute(
        sql`select removed_at from cards where processor_token = ${card.cardToken}`,
      )
    ).rows as { removed_at: unknown }[];
    expect(row?.removed_at).not.toBeNull();
  });

  it('answers a processor fault with ServiceUnavailableException (503)', async () => {
    await t.database.db.execute(
      sql.raw('alter table processor_card_forms rename to processor_card_forms_down'),
    );
    try {
      const res = await t.call(
        ana,
        'GET',
        `/cardFormKey?transactionType=payment&origin=${encodeURIComponent(TEST_ORIGIN)}`,
      );
      expect(res.statusCode).toBe(503);
      expect(error(res).errorCode).toBe('ServiceUnavailableException');
    } finally {
      await t.database.db.execute(
        sql.raw('alter table processor_card_forms_down rename to processor_card_forms'),
      );
    }
  });
});

describe('each test card through the hosted form, the exchange and an authorization', () => {
  it('approves, declines, errs once and answers slowly as DESIGN.md §7 says', async () => {
    const processor = createSandboxCardProcessor(t.database.db, { slowMs: 300 });
    const ben = await t.headers('P2');
    const tokens = new Map<string, string>();
    const outcome = async (cardNumber: string, key: string) => {
      // a retry charges the card it first tried (adding the same card again would give it a fresh token)
      const token =
        tokens.get(key) ??
        (await addCard(t, ben, { cardNumber, firstName: 'Ben', lastName: 'Okafor' })).cardToken;
      tokens.set(key, token);
      return processor
        .authorize({ token, amountCents: 5_000, idempotencyKey: key, now: time.clock() })
        .catch((e: Error) => e.name);
    };
    expect(await outcome(TEST_CARDS.visaDebit, 'tc-1')).toMatchObject({ status: 'approved' });
    expect(await outcome(TEST_CARDS.mastercardCredit, 'tc-2')).toMatchObject({
      status: 'approved',
    });
    expect(await outcome(TEST_CARDS.declined, 'tc-3')).toMatchObject({
      status: 'declined',
      reason: 'Card declined',
    });
    expect(await outcome(TEST_CARDS.insufficientFunds, 'tc-4')).toMatchObject({
      status: 'declined',
      reason: 'Insufficient funds',
    });
    expect(await outcome(TEST_CARDS.errorOnce, 'tc-5')).toBe('ProcessorUnavailableError');
    expect(await outcome(TEST_CARDS.errorOnce, 'tc-5')).toMatchObject({ status: 'approved' });
    expect(await outcome(TEST_CARDS.slow, 'tc-6')).toMatchObject({ status: 'approved' });
  });
});

describe('an expired card', () => {
  it('is refused at the exchange with “This card has expired.”', async () => {
    // the form is filled at 23:55 on the last day of a month, the exchange made 10 minutes later
    const monthEnd = testClock(new Date(new Date().getFullYear() + 1, 0, 31, 23, 55).getTime());
    const own = await cardsTestApp({ clock: monthEnd.clock });
    try {
      const headers = await own.headers('P1');
      const expiry = `01/${String(monthEnd.clock().getFullYear() % 100).padStart(2, '0')}`;
      const bridgeToken = await tokenize(own, headers, { cardNumber: visaNumber(50), expiry });
      monthEnd.advance(10 * 60_000);
      const res = await own.call(headers, 'POST', '/cards', { save: true, bridgeToken });
      expect(res.statusCode).toBe(400);
      expect(error(res).message).toBe(CARD_EXPIRED_MESSAGE);
    } finally {
      await own.close();
    }
  });
});
