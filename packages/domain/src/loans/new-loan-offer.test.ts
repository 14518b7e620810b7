import { describe, expect, it } from 'vitest';
import { LoanStatus } from '../enums/loan-status';
import { mayBeOfferedNewLoan } from './new-loan-offer';

describe('mayBeOfferedNewLoan', () => {
  it('offers a new loan to a borrower with nothing open in the brand and nothing in default', () => {
    expect(mayBeOfferedNewLoan([], 'inl')).toBe(true);
    expect(
      mayBeOfferedNewLoan(
        [
          { status: LoanStatus.PaidOff, brandCode: 'inl' },
          { status: LoanStatus.Open, brandCode: 'tmx' },
        ],
        'inl',
      ),
    ).toBe(true);
  });

  it('does not to a borrower whose loan was settled, in any brand (P5 after her settlement)', () => {
    expect(mayBeOfferedNewLoan([{ status: LoanStatus.Settled, brandCode: 'inl' }], 'inl')).toBe(
      false,
    );
    expect(mayBeOfferedNewLoan([{ status: LoanStatus.Settled, brandCode: 'inl' }], 'tmx')).toBe(
      false,
    );
  });

  it('does not while a loan of the brand is being serviced', () => {
    expect(mayBeOfferedNewLoan([{ status: LoanStatus.Open, brandCode: 'inl' }], 'inl')).toBe(false);
    expect(mayBeOfferedNewLoan([{ status: LoanStatus.OutForRepo, brandCode: 'tmx' }], 'tmx')).toBe(
      false,
    );
  });

  it('does not to a borrower with a loan in default in any brand (P5’s charged-off S1)', () => {
    for (const status of [
      LoanStatus.ChargedOff,
      LoanStatus.Repossessed,
      LoanStatus.BankruptChargedOff,
      LoanStatus.Sold,
    ]) {
      expect(mayBeOfferedNewLoan([{ status, brandCode: 'inl' }], 'inl')).toBe(false);
      expect(mayBeOfferedNewLoan([{ status, brandCode: 'inl' }], 'tmx')).toBe(false);
    }
  });
});
