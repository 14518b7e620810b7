import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS } from '../constants/thresholds';
import { closedEndDisclosure, renewalDisclosure } from '../disclosure/closed-end';
import { PayMethod } from '../enums/payment';
import {
  cashOutAmountRefusal,
  cashOutMethodRefusal,
  cashOutOfferRefusal,
  cashOutRefusalField,
  maxCashOutCents,
  MIN_CASH_OUT_CENTS,
  PRODUCT_MAX_LOAN_CENTS,
} from './cash-out';
import { renewalTerms } from './terms';

const title = { productType: 'title', isDisbursementAvailable: true, payoffCents: 240_000 };

describe('cashOutOfferRefusal', () => {
  it('offers a cash out on a title or instalment loan whose loan system allows a disbursement', () => {
    expect(cashOutOfferRefusal(title)).toBeNull();
    expect(cashOutOfferRefusal({ ...title, productType: 'instalment' })).toBeNull();
    expect(cashOutOfferRefusal({ ...title, productType: 'lineOfCredit' })).toEqual({
      code: 'cashOut.unavailable',
      params: {},
    });
    expect(cashOutOfferRefusal({ ...title, isDisbursementAvailable: false })?.code).toBe(
      'cashOut.unavailable',
    );
  });
  it('asks the product a disbursement migrates the loan to as well', () => {
    const migration = { newProductId: 'TL2', validations: { isDisbursementAvailable: false } };
    expect(cashOutOfferRefusal({ ...title, disburseProductMigration: migration })?.code).toBe(
      'cashOut.unavailable',
    );
    expect(
      cashOutOfferRefusal({
        ...title,
        disburseProductMigration: { ...migration, validations: { isDisbursementAvailable: true } },
      }),
    ).toBeNull();
  });
});

describe('cashOutAmountRefusal', () => {
  it('names each limit with its parameter', () => {
    // P2's T1: payoff $2,400.00, paying the minimum $310.00 leaves $2,090.00; the title maximum $3,000.00 leaves $910.00
    expect(cashOutAmountRefusal(title, 31_000, 20_000)).toBeNull();
    expect(cashOutAmountRefusal(title, 31_000, 99)).toEqual({
      code: 'cashOut.belowMinimum',
      params: { minCents: MIN_CASH_OUT_CENTS },
    });
    expect(cashOutAmountRefusal(title, 31_000, 91_001)).toEqual({
      code: 'cashOut.aboveMaximum',
      params: { maxCents: 91_000 },
    });
    expect(cashOutAmountRefusal(title, 31_000, 1.5)?.code).toBe('cashOut.notCents');
    expect(
      cashOutAmountRefusal({ ...title, isDisbursementAvailable: false }, 31_000, 20_000)?.code,
    ).toBe('cashOut.unavailable');
  });
  it('never exceeds the disbursement maximum ($10,000.00) nor the product maximum loan amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('title', 'instalment'),
        fc.nat(2_000_000),
        fc.nat(2_000_000),
        fc.integer({ min: -100, max: 2_000_000 }),
        (productType, payoffCents, paid, cashOutCents) => {
          const amountPaidCents = Math.min(paid, payoffCents);
          const loan = { productType, isDisbursementAvailable: true, payoffCents };
          const ok = cashOutAmountRefusal(loan, amountPaidCents, cashOutCents) === null;
          const newPrincipal = payoffCents - amountPaidCents + cashOutCents;
          expect(ok).toBe(
            cashOutCents >= MIN_CASH_OUT_CENTS &&
              cashOutCents <= MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS &&
              newPrincipal <= PRODUCT_MAX_LOAN_CENTS[productType]!,
          );
          expect(
            maxCashOutCents({ productType, payoffCents, amountPaidCents }),
          ).toBeLessThanOrEqual(MAX_MONEY_TRANSFER_DISBURSEMENT_CENTS);
        },
      ),
    );
  });
});

describe('cashOutMethodRefusal', () => {
  const card = { disbursementType: PayMethod.Debit, cardCount: 1, cardCanDisburse: true };
  it('pays out to one debit card that may receive money, named by at most five ids', () => {
    expect(cashOutMethodRefusal(card)).toBeNull();
    expect(cashOutMethodRefusal({ ...card, disbursementType: undefined })).toBeNull();
    expect(cashOutMethodRefusal({ ...card, disbursementType: PayMethod.Store })).toEqual({
      code: 'cashOut.methodUnavailable',
      params: { type: PayMethod.Store },
    });
    expect(cashOutMethodRefusal({ ...card, cardCount: 0, cardCanDisburse: null })?.code).toBe(
      'cashOut.cardRequired',
    );
    expect(cashOutMethodRefusal({ ...card, cardCount: 6 })).toEqual({
      code: 'cashOut.tooManyCards',
      params: { max: 5 },
    });
    expect(cashOutMethodRefusal({ ...card, cardCanDisburse: false })?.code).toBe(
      'cashOut.cardCannotReceive',
    );
  });
  it('names the request field of each refusal', () => {
    expect(cashOutRefusalField({ code: 'cashOut.cardRequired', params: {} })).toBe(
      'body.disburseCardIds',
    );
    expect(cashOutRefusalField({ code: 'cashOut.methodUnavailable', params: { type: 2 } })).toBe(
      'body.disbursementType',
    );
    expect(cashOutRefusalField({ code: 'cashOut.aboveMaximum', params: { maxCents: 1 } })).toBe(
      'body.disbursementAmount',
    );
  });
});

describe('a cash-out renewal’s figures (one computation)', () => {
  it('adds the cash out to the new principal, and the disclosure finances it', () => {
    const plain = renewalTerms(240_000, 31_000, '2026-12-03');
    const cash = renewalTerms(240_000, 31_000, '2026-12-03', 20_000);
    expect(cash.newPrincipalCents).toBe(plain.newPrincipalCents + 20_000);
    expect(cash.cashOutCents).toBe(20_000);
    const disclosure = renewalDisclosure(240_000, 31_000, '2026-12-03', 20_000);
    expect(disclosure.amountFinancedCents).toBe(229_000);
    expect(disclosure).toEqual(
      closedEndDisclosure({
        amountFinancedCents: cash.newPrincipalCents,
        consummationDate: '2026-12-03',
        schedule: [{ dueDate: cash.newDueDate, amountCents: cash.newPayoffCents }],
      }),
    );
    expect(disclosure.financeChargeCents).toBe(cash.financeChargeCents);
  });
});
