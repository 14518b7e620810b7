/**
 * What stops a card being added (/cards): the card limit (LimitExceededException), the limit of cards that receive funds,
 * a credit card added to receive funds, and the per-profile rate limit on adds and removes (TooManyRequestsException).
 */
import { describe, expect, it } from 'vitest';
import { ZCardsResponseSchema } from '@lender/contract';
import { error, useCardsApp, visaNumber } from './cards-app-test-kit';
import { addCard, openCardForm, submitCardForm, tokenize } from './cards-test-kit';
import { DISBURSE_CARD_LIMIT_MESSAGE } from './errors';
import { CARD_CHANGE_WINDOW_MS } from './service';

const cards = useCardsApp();
const { time } = cards;

describe('/cards', () => {
  it('stops at the card limit with LimitExceededException', async () => {
    const { t } = cards;
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
    const { t } = cards;
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
    const { t } = cards;
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
    const { t } = cards;
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
});
