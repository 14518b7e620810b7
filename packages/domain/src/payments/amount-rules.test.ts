import { describe, it, expect } from 'vitest';
import { paymentFactsOfLoan, type PaymentLoanFacts } from './facts';
import {
  isPartialPayment,
  minimumPaymentCents,
  paymentAmountChoices,
  validatePaymentAmount,
} from './amount-rules';

const base: PaymentLoanFacts = {
  payoffCents: 0,
  minimumAmountDueCents: 0,
  minimumRequiredAmountCents: 0,
  productSwitchAmountDueCents: 0,
  daysLate: 0,
  partialPayConfirmViewable: false,
  isOfrReinstateAmount: false,
  reinstatementAmountCents: null,
  payable: true,
  paidOff: false,
};

/** P1 Ana's A1 (inl, TLXe): payoff $1,250.00, minimum due $215.40, not late. */
const A1: PaymentLoanFacts = {
  ...base,
  payoffCents: 125_000,
  minimumAmountDueCents: 21_540,
  minimumRequiredAmountCents: 21_540,
  productSwitchAmountDueCents: 21_540,
};
/** P2 Ben's T1 (tmx title): 20 days late, minimum required $310.00, payoff $2,400.00, partial allowed. */
const T1: PaymentLoanFacts = {
  ...base,
  payoffCents: 240_000,
  minimumAmountDueCents: 31_000,
  minimumRequiredAmountCents: 31_000,
  productSwitchAmountDueCents: 31_000,
  daysLate: 20,
  partialPayConfirmViewable: true,
};

describe('persona amounts', () => {
  it('A1 (not late): $50.00 below the minimum due is a plain payment; the minimum and payoff are fine', () => {
    expect(validatePaymentAmount(A1, 5_000, 'other')).toEqual({
      ok: true,
      isPayoff: false,
      isPartial: false,
    });
    expect(validatePaymentAmount(A1, 1, 'onlineProduct')).toEqual({
      ok: true,
      isPayoff: false,
      isPartial: false,
    });
    expect(validatePaymentAmount(A1, 21_540, 'other')).toEqual({
      ok: true,
      isPayoff: false,
      isPartial: false,
    });
    expect(validatePaymentAmount(A1, 125_000, 'other')).toEqual({
      ok: true,
      isPayoff: true,
      isPartial: false,
    });
    expect(validatePaymentAmount(A1, 125_001, 'other')).toEqual({
      ok: false,
      code: 'abovePayoff',
      params: { payoffCents: 125_000 },
    });
    expect(validatePaymentAmount(A1, 0, 'other')).toEqual({
      ok: false,
      code: 'amountRequired',
      params: {},
    });
  });

  it('A1 offers the minimum due and the payoff, no reinstatement', () => {
    expect(paymentAmountChoices(A1)).toEqual({
      minimumCents: 21_540,
      payoffCents: 125_000,
      reinstateCents: null,
    });
  });

  it('T1: a partial payment below the minimum required is allowed as "other", not as onlineProduct', () => {
    expect(minimumPaymentCents(T1, 'other')).toBe(31_000);
    expect(validatePaymentAmount(T1, 5_000, 'other')).toEqual({
      ok: true,
      isPayoff: false,
      isPartial: true,
    });
    expect(validatePaymentAmount(T1, 5_000, 'onlineProduct')).toEqual({
      ok: false,
      code: 'belowMinimum',
      params: { minimumCents: 31_000 },
    });
    expect(validatePaymentAmount(T1, 31_000, 'other')).toEqual({
      ok: true,
      isPayoff: false,
      isPartial: false,
    });
    expect(validatePaymentAmount(T1, 240_000, 'other')).toEqual({
      ok: true,
      isPayoff: true,
      isPartial: false,
    });
  });

  it('a paid-off or unpayable loan cannot be paid', () => {
    expect(validatePaymentAmount({ ...A1, paidOff: true }, 21_540, 'other')).toEqual({
      ok: false,
      code: 'notPayable',
      params: {},
    });
    expect(validatePaymentAmount({ ...A1, payable: false }, 21_540, 'other')).toEqual({
      ok: false,
      code: 'notPayable',
      params: {},
    });
  });
});

describe('isPartialPayment', () => {
  it('needs days late, a nonzero amount below the minimum required and the partial-confirm flag', () => {
    expect(isPartialPayment(T1, 30_999, 'other')).toBe(true);
    expect(isPartialPayment(T1, 31_000, 'other')).toBe(false);
    expect(isPartialPayment(T1, 0, 'other')).toBe(false);
    expect(isPartialPayment({ ...T1, daysLate: 0 }, 5_000, 'other')).toBe(false);
    expect(isPartialPayment({ ...T1, partialPayConfirmViewable: false }, 5_000, 'other')).toBe(
      false,
    );
  });

  it('accepts onlineProduct only for an OFR reinstate amount', () => {
    expect(isPartialPayment(T1, 5_000, 'onlineProduct')).toBe(false);
    expect(isPartialPayment({ ...T1, isOfrReinstateAmount: true }, 5_000, 'onlineProduct')).toBe(
      true,
    );
  });
});

describe('minimumPaymentCents', () => {
  it('uses the minimum required only for a late loan with one', () => {
    const facts = {
      ...base,
      payoffCents: 100_000,
      minimumAmountDueCents: 10_000,
      minimumRequiredAmountCents: 15_000,
    };
    expect(minimumPaymentCents(facts, 'other')).toBe(10_000);
    expect(minimumPaymentCents({ ...facts, daysLate: 3 }, 'other')).toBe(15_000);
    expect(
      minimumPaymentCents({ ...facts, daysLate: 3, minimumRequiredAmountCents: 0 }, 'other'),
    ).toBe(10_000);
  });

  it('onlineProduct takes a lower positive product-switch amount; never above the payoff', () => {
    const facts = {
      ...base,
      payoffCents: 100_000,
      minimumAmountDueCents: 10_000,
      productSwitchAmountDueCents: 7_500,
    };
    expect(minimumPaymentCents(facts, 'onlineProduct')).toBe(7_500);
    expect(minimumPaymentCents(facts, 'other')).toBe(10_000);
    expect(minimumPaymentCents({ ...facts, productSwitchAmountDueCents: 0 }, 'onlineProduct')).toBe(
      10_000,
    );
    expect(minimumPaymentCents({ ...facts, payoffCents: 4_000 }, 'onlineProduct')).toBe(4_000);
  });
});

describe('paymentAmountChoices', () => {
  it('has no minimum when it is 0 or not below the payoff', () => {
    expect(paymentAmountChoices({ ...A1, minimumAmountDueCents: 0 }).minimumCents).toBeNull();
    expect(paymentAmountChoices({ ...A1, payoffCents: 20_000 }).minimumCents).toBeNull();
  });

  it('offers the reinstatement amount of an OFR reinstate loan', () => {
    const ofr = { ...T1, isOfrReinstateAmount: true, reinstatementAmountCents: 62_000 };
    expect(paymentAmountChoices(ofr).reinstateCents).toBe(62_000);
    expect(paymentAmountChoices({ ...ofr, isOfrReinstateAmount: false }).reinstateCents).toBeNull();
  });

  it('offers one choice when two are the same amount: reinstatement over minimum, payoff over reinstatement', () => {
    const r1 = {
      ...T1,
      minimumAmountDueCents: 64_000,
      minimumRequiredAmountCents: 64_000,
      isOfrReinstateAmount: true,
      reinstatementAmountCents: 64_000,
    };
    expect(paymentAmountChoices(r1)).toEqual({
      minimumCents: null,
      payoffCents: T1.payoffCents,
      reinstateCents: 64_000,
    });
    expect(paymentAmountChoices({ ...r1, reinstatementAmountCents: T1.payoffCents })).toEqual({
      minimumCents: 64_000,
      payoffCents: T1.payoffCents,
      reinstateCents: null,
    });
  });
});

describe('paymentFactsOfLoan', () => {
  it('maps the contract loan field names', () => {
    const facts = paymentFactsOfLoan({
      payoffAmountCents: 240_000,
      minimumAmountDueCents: 31_000,
      minimumRequiredAmountCents: 31_500,
      productSwitchAmountDueCents: 30_000,
      daysLate: 20,
      reinstatementAmountCents: 12_300,
      payable: true,
      paidOff: false,
      validations: { partialPayConfirmViewable: true, isOfrReinstateAmount: true },
    });
    expect(facts).toEqual({
      payoffCents: 240_000,
      minimumAmountDueCents: 31_000,
      minimumRequiredAmountCents: 31_500,
      productSwitchAmountDueCents: 30_000,
      daysLate: 20,
      partialPayConfirmViewable: true,
      isOfrReinstateAmount: true,
      reinstatementAmountCents: 12_300,
      payable: true,
      paidOff: false,
    });
  });
});
