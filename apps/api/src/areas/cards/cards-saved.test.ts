/**
 * The saved cards (/cards): P1's list with its validations, a bridge token exchanged for a card (newest first, no
 * duplicate), the same card added again, an unsaved card kept off the list, refused bridge tokens, and a soft removal.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCardResponseSchema, ZCardsResponseSchema } from '@lender/contract';
import { CARD_TOKEN_REQUIRED_MESSAGE } from '@lender/domain';
import { TEST_CARDS } from '../../integrations/card-processor';
import { error, useCardsApp, visaNumber } from './cards-app-test-kit';
import { addCard, openCardForm, tokenize } from './cards-test-kit';

const cards = useCardsApp();
const { time } = cards;

describe('/cards', () => {
  it('lists P1’s saved cards (Visa debit ••1111, Mastercard credit ••4444) with validations', async () => {
    const { t, ana } = cards;
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
    const { t } = cards;
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
    const { t } = cards;
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
    const { t } = cards;
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
    const { t, ana } = cards;
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

  it('removes a card softly: it leaves the list and cannot be removed twice', async () => {
    const { t } = cards;
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
});
