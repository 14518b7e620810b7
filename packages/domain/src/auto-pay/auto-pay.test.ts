import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_STATUS_CODES, LoanStatus } from '../enums/loan-status';
import { loanStatusGroup } from '../loans/status-groups';
import {
  autoPayAmountCents,
  autoPayLoanRefusal,
  autoPayRefusal,
  canAutoPay,
  isDueForAutoPay,
} from './auto-pay';

const loan = {
  status: LoanStatus.Open,
  payable: true,
  payoffCents: 125_000,
  dueDate: '2026-12-15',
  isAlternate: false,
};
const card = { guestCard: false, expirationMonth: 12, expirationYear: 2030 };

describe('autoPayLoanRefusal (canAutoPay)', () => {
  it('lets the borrower enrol an open, payable loan that owes something', () => {
    expect(autoPayLoanRefusal(loan, true)).toBeNull();
    expect(canAutoPay(loan, true)).toBe(true);
  });

  it('refuses with a code when the setting is off, for the co-signer, and for a loan not payable or owing nothing', () => {
    expect(autoPayLoanRefusal(loan, false)?.code).toBe('autoPay.unavailable');
    expect(autoPayLoanRefusal({ ...loan, isAlternate: true }, true)?.code).toBe(
      'autoPay.alternateParty',
    );
    expect(autoPayLoanRefusal({ ...loan, payable: false }, true)?.code).toBe('autoPay.notPayable');
    expect(autoPayLoanRefusal({ ...loan, payoffCents: 0 }, true)?.code).toBe('autoPay.nothingOwed');
  });

  it.each([
    LoanStatus.ChargedOff,
    LoanStatus.Settled,
    LoanStatus.OutForRepo,
    LoanStatus.Repossessed,
    LoanStatus.Bankrupt,
    LoanStatus.PaidOff,
    LoanStatus.Sold,
  ])('refuses a loan of status %i as not serviced', (status) => {
    expect(autoPayLoanRefusal({ ...loan, status }, true)?.code).toBe('autoPay.loanNotServiced');
  });

  it('property: only an open loan may ever be enrolled, and never by the co-signer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_STATUS_CODES),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000_000 }),
        (status, isAlternate, payable, payoffCents) => {
          const facts = { ...loan, status, isAlternate, payable, payoffCents };
          if (canAutoPay(facts, true))
            expect(loanStatusGroup(status) === 'open' && !isAlternate && payable).toBe(true);
          expect(canAutoPay(facts, false)).toBe(false);
        },
      ),
    );
  });
});

describe('autoPayRefusal (the card)', () => {
  it('takes a saved card valid in the month of the due date', () => {
    expect(autoPayRefusal(loan, card, true)).toBeNull();
    expect(autoPayRefusal(loan, { ...card, expirationMonth: 12, expirationYear: 26 }, true)).toBe(
      null,
    );
  });

  it('refuses a guest card and a card that expires before the due date, naming the date', () => {
    expect(autoPayRefusal(loan, { ...card, guestCard: true }, true)?.code).toBe(
      'autoPay.guestCard',
    );
    expect(autoPayRefusal(loan, { ...card, removed: true }, true)?.code).toBe(
      'autoPay.cardRemoved',
    );
    expect(
      autoPayRefusal(loan, { ...card, expirationMonth: 11, expirationYear: 2026 }, true),
    ).toEqual({ code: 'autoPay.cardExpiresBeforeDueDate', params: { dueDate: '2026-12-15' } });
  });

  it('the loan’s refusal comes before the card’s', () => {
    expect(
      autoPayRefusal({ ...loan, isAlternate: true }, { ...card, guestCard: true }, true)?.code,
    ).toBe('autoPay.alternateParty');
  });

  it('property: a card refused for expiry expires before the due month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2024, max: 2032 }),
        (expirationMonth, expirationYear) => {
          const refusal = autoPayRefusal(loan, { ...card, expirationMonth, expirationYear }, true);
          const expiresBefore = expirationYear * 12 + expirationMonth < 2026 * 12 + 12;
          expect(refusal?.code === 'autoPay.cardExpiresBeforeDueDate').toBe(expiresBefore);
        },
      ),
    );
  });
});

describe('the due date’s charge', () => {
  it('charges the amount the borrower is told is due, on the due date only', () => {
    expect(
      autoPayAmountCents({ minimumDueCents: 20_000, instalmentCents: 0, payoffCents: 125_000 }),
    ).toBe(20_000);
    expect(isDueForAutoPay(loan, '2026-12-15')).toBe(true);
    expect(isDueForAutoPay(loan, '2026-12-14')).toBe(false);
  });
});
