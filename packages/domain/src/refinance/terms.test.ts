import { describe, expect, it } from 'vitest';
import { TITLE_LOAN_ANNUAL_RATE_PPB } from '../origination/origination';
import { renewalCancelRefusal, renewalTerms } from './terms';

describe('renewalTerms (decision 026)', () => {
  it('renews A1 paying $215.40: $1,034.60 left becomes the new principal, 25 % charge rounded half up, due 30 days later', () => {
    expect(renewalTerms(125_000, 21_540, '2026-11-27')).toEqual({
      amountPaidCents: 21_540,
      cashOutCents: 0,
      newPrincipalCents: 103_460,
      financeChargeCents: 25_865,
      annualRatePpb: TITLE_LOAN_ANNUAL_RATE_PPB,
      newPayoffCents: 129_325,
      estimatedPaymentCents: 129_325,
      newDueDate: '2026-12-27',
    });
  });

  it('rounds the charge half up to the cent', () => {
    // 25 % of $10.02 = $2.505 → $2.51; of $10.01 = $2.5025 → $2.50
    expect(renewalTerms(2_002, 1_000, '2026-01-31').financeChargeCents).toBe(251);
    expect(renewalTerms(2_001, 1_000, '2026-01-31').financeChargeCents).toBe(250);
    expect(renewalTerms(2_001, 1_000, '2026-01-31').newDueDate).toBe('2026-03-02');
  });
});

describe('renewalCancelRefusal', () => {
  const same = {
    postedOn: '2026-11-27',
    today: '2026-11-27',
    newLoanHasActivity: false,
    cancelled: false,
  };
  it('allows a cancel the same business day while the new loan has no activity', () => {
    expect(renewalCancelRefusal(same)).toBeNull();
  });
  it('refuses a second cancel, another day, and a new loan with activity', () => {
    expect(renewalCancelRefusal({ ...same, cancelled: true })).toBe('alreadyCancelled');
    expect(renewalCancelRefusal({ ...same, today: '2026-11-30' })).toBe('notSameDay');
    expect(renewalCancelRefusal({ ...same, newLoanHasActivity: true })).toBe('newLoanActivity');
  });
});
