import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DISBURSE_CARDS } from '../constants/thresholds';
import { PayMethod } from '../enums/payment';
import {
  allowedDisbursementTypes,
  disbursementMethodRefusal,
  isLiveOrigination,
  ORIGINATION_STATUSES,
  originationAmountRefusal,
  originationTerms,
  TITLE_LOAN_ANNUAL_RATE_PPB,
  TITLE_LOAN_FINANCE_CHARGE_BPS,
} from './origination';

const P6_OPTIONS = {
  isDebitDisbursementAvailable: true,
  isMoneyGramDisbursementAvailable: false,
  isStoreDisbursementAvailable: true,
};
const ALL = {
  isDebitDisbursementAvailable: true,
  isMoneyGramDisbursementAvailable: true,
  isStoreDisbursementAvailable: true,
};
const NONE = {
  isDebitDisbursementAvailable: false,
  isMoneyGramDisbursementAvailable: false,
  isStoreDisbursementAvailable: false,
};
const limits = { minCents: 50_000, maxCents: 300_000 };

describe('allowedDisbursementTypes', () => {
  it('lists the card first, then money transfer, then the store, as the options allow', () => {
    expect(allowedDisbursementTypes(ALL)).toEqual([
      PayMethod.Debit,
      PayMethod.MoneyTransfer,
      PayMethod.Store,
    ]);
    expect(allowedDisbursementTypes(P6_OPTIONS)).toEqual([16, 2]);
    expect(allowedDisbursementTypes(NONE)).toEqual([]);
  });
});

describe('originationAmountRefusal', () => {
  it('accepts the bounds and between; refuses below the minimum and above the maximum naming the limit', () => {
    expect(originationAmountRefusal(50_000, limits)).toBeNull();
    expect(originationAmountRefusal(300_000, limits)).toBeNull();
    expect(originationAmountRefusal(49_999, limits)).toEqual({
      code: 'origination.belowMinimum',
      params: { minCents: 50_000 },
    });
    expect(originationAmountRefusal(300_001, limits)).toEqual({
      code: 'origination.aboveMaximum',
      params: { maxCents: 300_000 },
    });
  });
  it('refuses what is not whole cents', () => {
    expect(originationAmountRefusal(100.5, limits)?.code).toBe('origination.amountNotCents');
    expect(originationAmountRefusal(Number.NaN, limits)?.code).toBe('origination.amountNotCents');
  });
  it('accepts exactly the whole cents within [min, max] (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -10, max: 2_000_000 }),
        (min, span, amount) => {
          const refusal = originationAmountRefusal(amount, { minCents: min, maxCents: min + span });
          expect(refusal === null).toBe(amount >= min && amount <= min + span);
        },
      ),
    );
  });
});

describe('disbursementMethodRefusal', () => {
  const debit = (cardCount: number, cardCanDisburse: boolean | null) =>
    disbursementMethodRefusal({
      type: PayMethod.Debit,
      options: P6_OPTIONS,
      cardCount,
      cardCanDisburse,
    });
  it('accepts a debit card that may receive money, and the store without a card', () => {
    expect(debit(1, true)).toBeNull();
    expect(
      disbursementMethodRefusal({
        type: PayMethod.Store,
        options: P6_OPTIONS,
        cardCount: 0,
        cardCanDisburse: null,
      }),
    ).toBeNull();
  });
  it('refuses a type the offer does not allow (money transfer for P6)', () => {
    expect(
      disbursementMethodRefusal({
        type: PayMethod.MoneyTransfer,
        options: P6_OPTIONS,
        cardCount: 0,
        cardCanDisburse: null,
      }),
    ).toEqual({ code: 'origination.methodUnavailable', params: { type: 14 } });
    expect(
      disbursementMethodRefusal({ type: 7, options: ALL, cardCount: 0, cardCanDisburse: null })
        ?.code,
    ).toBe('origination.methodUnavailable');
  });
  it('a debit disbursement needs a card, at most MAX_DISBURSE_CARDS ids, one that can receive money', () => {
    expect(debit(0, null)?.code).toBe('origination.cardRequired');
    expect(debit(1, null)?.code).toBe('origination.cardRequired');
    expect(debit(MAX_DISBURSE_CARDS + 1, true)).toEqual({
      code: 'origination.tooManyCards',
      params: { max: MAX_DISBURSE_CARDS },
    });
    expect(debit(1, false)?.code).toBe('origination.cardCannotReceive');
  });
  it('never refuses a type the options allow for a non-card method (property)', () => {
    const options = fc.record({
      isDebitDisbursementAvailable: fc.boolean(),
      isMoneyGramDisbursementAvailable: fc.boolean(),
      isStoreDisbursementAvailable: fc.boolean(),
    });
    fc.assert(
      fc.property(
        options,
        fc.constantFrom(PayMethod.MoneyTransfer, PayMethod.Store),
        fc.nat(10),
        (opts, type, cardCount) => {
          const refused = disbursementMethodRefusal({
            type,
            options: opts,
            cardCount,
            cardCanDisburse: null,
          });
          expect(refused === null).toBe(
            (allowedDisbursementTypes(opts) as number[]).includes(type),
          );
        },
      ),
    );
  });
});

describe('originationTerms', () => {
  it('P6 takes $3,000.00 on 03/02/2026: $750.00 charge, $3,750.00 due 04/01/2026', () => {
    expect(originationTerms(300_000, '2026-03-02')).toEqual({
      amountCents: 300_000,
      financeChargeCents: 75_000,
      annualRatePpb: TITLE_LOAN_ANNUAL_RATE_PPB,
      payoffCents: 375_000,
      dueDate: '2026-04-01',
    });
  });
  it('rounds the charge half up to the cent and crosses a year end', () => {
    expect(originationTerms(50_002, '2026-12-15')).toEqual({
      amountCents: 50_002,
      financeChargeCents: 12_501,
      annualRatePpb: TITLE_LOAN_ANNUAL_RATE_PPB,
      payoffCents: 62_503,
      dueDate: '2027-01-14',
    });
    expect(originationTerms(1, '2028-02-01').financeChargeCents).toBe(0);
    expect(originationTerms(2, '2028-02-01')).toMatchObject({
      financeChargeCents: 1,
      dueDate: '2028-03-02',
    });
  });
  it('the payoff is the amount plus a charge within half a cent of 25 % (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (amount, opened) => {
          const terms = originationTerms(amount, opened.toISOString().slice(0, 10));
          expect(terms.payoffCents).toBe(amount + terms.financeChargeCents);
          expect(Number.isSafeInteger(terms.financeChargeCents)).toBe(true);
          expect(
            Math.abs(terms.financeChargeCents - (amount * TITLE_LOAN_FINANCE_CHARGE_BPS) / 10_000),
          ).toBeLessThanOrEqual(0.5);
          expect(Date.parse(terms.dueDate) - Date.parse(opened.toISOString().slice(0, 10))).toBe(
            30 * 86_400_000,
          );
        },
      ),
    );
  });
});

describe('isLiveOrigination', () => {
  it('holds the appraisal while originating, awaiting signature, funding or funded; not once declined, expired or failed', () => {
    expect(ORIGINATION_STATUSES.filter(isLiveOrigination)).toEqual([
      'originating',
      'awaitingSignature',
      'funding',
      'funded',
    ]);
    expect(ORIGINATION_STATUSES.filter((s) => !isLiveOrigination(s))).toEqual([
      'declined',
      'expired',
      'failed',
    ]);
  });
});
