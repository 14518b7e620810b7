import { describe, expect, it } from 'vitest';
import {
  refinanceEligibility,
  refinanceFactsOfLoan,
  refinanceMaximumCents,
  refinanceMinimumCents,
  refinanceOfferRefusal,
  type RefinanceContext,
  type RefinanceLoanFacts,
} from './refinance';

/** P1's A1 (PERSONAS): TLXe, payoff $1,250.00, minimum due and product-switch due $215.40, minimum loan amount $300.00. */
const a1: RefinanceLoanFacts = {
  loanSystem: 'TLXe',
  payoffCents: 125_000,
  minimumAmountDueCents: 21_540,
  productSwitchAmountDueCents: 21_540,
  minimumLoanAmountCents: 30_000,
  refinanceEligible: true,
  isDisbursementAvailable: false,
  guestRefinanceEnabled: false,
  payable: true,
  paidOff: false,
  lineOfCredit: false,
  openedOn: '2026-11-02',
  today: '2026-12-02',
};
const ctx: RefinanceContext = {
  amountCents: 21_540,
  amountType: 'onlineProduct',
  guestPayment: false,
  preventRefi: false,
  allowNoSsnRefi: false,
  customerHasSsn: true,
  cosignerHasSsn: true,
};

describe('refinanceEligibility (spec §4 Refinance eligibility)', () => {
  it('renews A1 from its minimum to its payoff less the minimum loan amount', () => {
    expect(refinanceEligibility(a1, ctx)).toEqual({ ok: true });
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 95_000 })).toEqual({ ok: true });
  });

  it('refuses an amount equal to the payoff (that is a payoff, not a renewal)', () => {
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 125_000 })).toEqual({
      ok: false,
      code: 'equalsPayoff',
      params: {},
    });
  });

  it('refuses below the minimum and above the payoff minus the minimum loan amount, naming the bound', () => {
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 21_539 })).toEqual({
      ok: false,
      code: 'belowMinimum',
      params: { minimumCents: 21_540 },
    });
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 95_001 })).toEqual({
      ok: false,
      code: 'aboveMaximum',
      params: { maximumCents: 95_000 },
    });
  });

  it('takes the lower of the minimum due and the product-switch amount due only for onlineProduct', () => {
    const loan = { ...a1, productSwitchAmountDueCents: 15_000 };
    expect(refinanceMinimumCents(loan, 'onlineProduct')).toBe(15_000);
    expect(refinanceMinimumCents(loan, 'other')).toBe(21_540);
    expect(refinanceMinimumCents({ ...a1, productSwitchAmountDueCents: 0 }, 'onlineProduct')).toBe(
      21_540,
    );
    expect(
      refinanceEligibility(loan, { ...ctx, amountCents: 15_000, amountType: 'other' }),
    ).toMatchObject({ code: 'belowMinimum' });
  });

  it('asks nothing more of an NLS loan than an amount not equal to the payoff', () => {
    const nls = { ...a1, loanSystem: 'NLS' as const };
    expect(refinanceEligibility(nls, { ...ctx, amountCents: 100 })).toEqual({ ok: true });
    expect(refinanceEligibility(nls, { ...ctx, amountCents: 124_999 })).toEqual({ ok: true });
    expect(refinanceEligibility(nls, { ...ctx, amountCents: 125_000 })).toMatchObject({
      code: 'equalsPayoff',
    });
  });

  it('refuses a guest unless the loan allows guest refinance', () => {
    expect(refinanceEligibility(a1, { ...ctx, guestPayment: true })).toMatchObject({
      code: 'guestRefinanceOff',
    });
    expect(
      refinanceEligibility({ ...a1, guestRefinanceEnabled: true }, { ...ctx, guestPayment: true }),
    ).toEqual({ ok: true });
  });

  it('refuses when the loan system prevents it, and a loan neither refinance- nor disbursement-eligible', () => {
    expect(refinanceEligibility(a1, { ...ctx, preventRefi: true })).toMatchObject({
      code: 'preventRefi',
    });
    expect(refinanceEligibility({ ...a1, refinanceEligible: false }, ctx)).toMatchObject({
      code: 'notEligible',
    });
    expect(
      refinanceEligibility({ ...a1, refinanceEligible: false, isDisbursementAvailable: true }, ctx),
    ).toEqual({ ok: true });
  });

  it('refuses a refinance-eligible loan whose customer or co-signer has no SSN while allowNoSsnRefi is off', () => {
    expect(refinanceEligibility(a1, { ...ctx, customerHasSsn: false })).toMatchObject({
      code: 'noSsn',
    });
    expect(refinanceEligibility(a1, { ...ctx, cosignerHasSsn: false })).toMatchObject({
      code: 'noSsn',
    });
    expect(
      refinanceEligibility(a1, { ...ctx, cosignerHasSsn: false, allowNoSsnRefi: true }),
    ).toEqual({ ok: true });
    // only a refinance-eligible loan: a disbursement-only one does not ask
    expect(
      refinanceEligibility(
        { ...a1, refinanceEligible: false, isDisbursementAvailable: true },
        { ...ctx, customerHasSsn: false },
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a loan that cannot be paid, and no amount', () => {
    expect(refinanceEligibility({ ...a1, payable: false }, ctx)).toMatchObject({
      code: 'notPayable',
    });
    expect(refinanceEligibility({ ...a1, paidOff: true }, ctx)).toMatchObject({
      code: 'notPayable',
    });
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 0 })).toMatchObject({
      code: 'amountRequired',
    });
    expect(refinanceEligibility(a1, { ...ctx, amountCents: 1.5 })).toMatchObject({
      code: 'amountRequired',
    });
  });

  it('offers no renewal of a TLXe loan too small to leave the minimum loan amount after its minimum', () => {
    expect(refinanceOfferRefusal({ ...a1, payoffCents: 40_000 }, ctx)).toMatchObject({
      code: 'notEligible',
    });
    expect(refinanceMaximumCents({ payoffCents: 20_000, minimumLoanAmountCents: 30_000 })).toBe(0);
    expect(refinanceOfferRefusal(a1, ctx)).toBeNull();
  });

  it('refuses to renew a line of credit (P3 L1), before any amount', () => {
    const l1 = { ...a1, loanSystem: 'NLS' as const, lineOfCredit: true };
    expect(refinanceOfferRefusal(l1, ctx)).toEqual({ ok: false, code: 'lineOfCredit', params: {} });
    expect(refinanceEligibility(l1, { ...ctx, amountCents: 16_250 })).toMatchObject({
      code: 'lineOfCredit',
    });
  });

  it('refuses to renew a loan opened (or renewed) on the business date a payment now posts on, and after it', () => {
    const renewedToday = { ...a1, openedOn: '2026-12-02' };
    expect(refinanceOfferRefusal(renewedToday, ctx)).toEqual({
      ok: false,
      code: 'openedToday',
      params: { openedOn: '2026-12-02' },
    });
    // a renewal posted after the day's cut-off opens its loan on the next business date
    expect(refinanceOfferRefusal({ ...a1, openedOn: '2026-12-03' }, ctx)).toMatchObject({
      code: 'openedToday',
    });
    expect(refinanceOfferRefusal({ ...a1, openedOn: '2026-12-01' }, ctx)).toBeNull();
    // not known (the list's loans): the rule cannot apply, the server checks with the opening date
    expect(refinanceOfferRefusal({ ...a1, openedOn: null }, ctx)).toBeNull();
  });

  it('a loan that cannot take a payment is refused as such first, a line of credit or not', () => {
    expect(refinanceOfferRefusal({ ...a1, lineOfCredit: true, payable: false }, ctx)).toMatchObject(
      {
        code: 'notPayable',
      },
    );
  });

  it('reads the contract loan shape', () => {
    const facts = refinanceFactsOfLoan(
      {
        loanSystem: 'TLXe',
        payoffAmountCents: 125_000,
        minimumAmountDueCents: 21_540,
        productSwitchAmountDueCents: 21_540,
        minimumLoanAmountCents: 30_000,
        refinanceEligible: true,
        payable: true,
        paidOff: false,
        productType: 'instalment',
        openedOn: '2026-11-02',
        validations: {
          isDisbursementAvailable: false,
          guestFeatures: { guestRefinanceEnabled: false },
        },
      },
      { today: '2026-12-02' },
    );
    expect(facts).toEqual(a1);
    expect(
      refinanceFactsOfLoan(
        { ...LOAN_SHAPE, productType: 'lineOfCredit', openedOn: undefined },
        { today: '2026-12-02' },
      ),
    ).toMatchObject({ lineOfCredit: true, openedOn: null });
  });
});

const LOAN_SHAPE = {
  loanSystem: 'NLS' as const,
  payoffAmountCents: 40_000,
  minimumAmountDueCents: 5_000,
  productSwitchAmountDueCents: 0,
  minimumLoanAmountCents: 0,
  refinanceEligible: false,
  payable: true,
  paidOff: false,
  validations: { isDisbursementAvailable: true, guestFeatures: { guestRefinanceEnabled: false } },
};
