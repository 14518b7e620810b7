import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES, validateCardForm } from './form-validation';
import { binInfo, cardTypeOfBin, isLuhnValid, sandboxDecision, TEST_CARDS } from './test-cards';

const now = new Date(2030, 5, 15);

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (isLuhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

describe('Luhn and BIN rules', () => {
  it('accepts every test card and rejects a changed digit', () => {
    for (const number of Object.values(TEST_CARDS)) {
      expect(isLuhnValid(number)).toBe(true);
      const changed = `${number.slice(0, -1)}${(Number(number.at(-1)) + 1) % 10}`;
      expect(isLuhnValid(changed)).toBe(false);
    }
    expect(isLuhnValid('4111')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
  });

  it('a number with its check digit is valid; any other last digit is not (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.integer({ min: 1, max: 9 }),
        (body, shift) => {
          const valid = withCheckDigit(body);
          const wrong = `${body}${(Number(valid.at(-1)) + shift) % 10}`;
          return isLuhnValid(valid) && !isLuhnValid(wrong);
        },
      ),
    );
  });

  it('knows the brands by BIN; visa is debit and may receive disbursements', () => {
    expect(binInfo('41111111')).toEqual({
      cardType: 'visa',
      fundingType: 'debit',
      canDisburse: true,
    });
    expect(binInfo('55555555')).toEqual({
      cardType: 'mastercard',
      fundingType: 'credit',
      canDisburse: false,
    });
    expect(cardTypeOfBin('22210000')).toBe('mastercard');
    expect(cardTypeOfBin('27200000')).toBe('mastercard');
    expect(cardTypeOfBin('27210000')).toBeNull();
    expect(cardTypeOfBin('34000000')).toBe('amex');
    expect(cardTypeOfBin('37000000')).toBe('amex');
    expect(cardTypeOfBin('60110000')).toBe('discover');
    expect(cardTypeOfBin('65000000')).toBe('discover');
    expect(binInfo('90000000')).toEqual({ cardType: null, fundingType: null, canDisburse: false });
  });

  it('decides each test card’s behaviour; other numbers approve', () => {
    expect(sandboxDecision(TEST_CARDS.visaDebit).behavior).toBe('approve');
    expect(sandboxDecision(TEST_CARDS.mastercardCredit).behavior).toBe('approve');
    expect(sandboxDecision(TEST_CARDS.declined)).toEqual({
      behavior: 'decline',
      declineReason: 'Card declined',
    });
    expect(sandboxDecision(TEST_CARDS.insufficientFunds)).toEqual({
      behavior: 'insufficientFunds',
      declineReason: 'Insufficient funds',
    });
    expect(sandboxDecision(TEST_CARDS.errorOnce).behavior).toBe('errorOnce');
    expect(sandboxDecision(TEST_CARDS.slow).behavior).toBe('slow');
    expect(sandboxDecision('6011111111111117').behavior).toBe('approve');
  });
});

describe('validateCardForm', () => {
  const good = {
    cardNumber: '4111 1111 1111 1111',
    expiry: '06/30',
    cvv: '123',
    firstName: 'Ana',
    lastName: "O'Neil-Rivera",
  };

  it('keeps only last 4, BIN 8, brand, expiry, names and the behaviour', () => {
    const result = validateCardForm(good, now);
    expect(result).toEqual({
      ok: true,
      card: {
        behavior: 'approve',
        firstName: 'Ana',
        lastName: "O'Neil-Rivera",
        last4: '1111',
        bin8: '41111111',
        cardType: 'visa',
        fundingType: 'debit',
        expirationMonth: 6,
        expirationYear: 2030,
      },
    });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('names every bad field', () => {
    const result = validateCardForm(
      {
        cardNumber: '4111 1111 1111 1112',
        expiry: '13/30',
        cvv: '12',
        firstName: 'An4',
        lastName: '',
      },
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        cardNumber: CARD_FORM_MESSAGES.cardNumber,
        expiry: CARD_FORM_MESSAGES.expiry,
        cvv: CARD_FORM_MESSAGES.cvv,
        firstName: CARD_FORM_MESSAGES.firstName,
        lastName: CARD_FORM_MESSAGES.lastName,
      },
    });
  });

  it('refuses a card whose month is before the current month, accepts the current month', () => {
    expect(validateCardForm({ ...good, expiry: '05/30' }, now)).toEqual({
      ok: false,
      errors: { expiry: CARD_FORM_MESSAGES.expired },
    });
    expect(validateCardForm({ ...good, expiry: '06/30' }, now).ok).toBe(true);
  });

  it('refuses an unknown brand and a 5-digit CVV', () => {
    const unknownBrand = withCheckDigit('900000000000000');
    expect(validateCardForm({ ...good, cardNumber: unknownBrand }, now)).toEqual({
      ok: false,
      errors: { cardNumber: CARD_FORM_MESSAGES.cardBrand },
    });
    expect(validateCardForm({ ...good, cvv: '12345' }, now)).toEqual({
      ok: false,
      errors: { cvv: CARD_FORM_MESSAGES.cvv },
    });
  });
});
