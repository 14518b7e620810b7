/**
 * The hosted card form and the processor behind it: GET /cardFormKey and /cardSecureAcceptance (which origin, whose
 * session), the BIN lookup, each test card through the form, the exchange and an authorization, a processor fault, and
 * an expired card refused at the exchange.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCardLookupResponseSchema, ZCardSecureAcceptanceResponseSchema } from '@lender/contract';
import { createSandboxCardProcessor, TEST_CARDS } from '../../integrations/card-processor';
import { error, useCardsApp, visaNumber } from './cards-app-test-kit';
import {
  addCard,
  cardsTestApp,
  openCardForm,
  submitCardForm,
  testClock,
  tokenize,
  TEST_ORIGIN,
} from './cards-test-kit';
import { CARD_EXPIRED_MESSAGE } from './errors';

const cards = useCardsApp();
const { time } = cards;

describe('GET /cardFormKey and GET /cardSecureAcceptance', () => {
  it('starts a form for this app’s own origin (or APP_ORIGIN) and refuses any other, naming origin', async () => {
    const { t, ana } = cards;
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
    const { t, ana } = cards;
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
    const { t, ana } = cards;
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
  it('answers a processor fault with ServiceUnavailableException (503)', async () => {
    const { t, ana } = cards;
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
    const { t } = cards;
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
