import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { LOAN_STATUS_CODES, LoanStatus } from '../enums/loan-status';
import { PayMethod } from '../enums/payment';
import { originationResumeTarget } from './resume';

describe('originationResumeTarget', () => {
  const ready = {
    disbursementAmount: 50000,
    disbursementType: PayMethod.Debit,
    loanId: 'L-1',
    loanStatusId: LoanStatus.Open,
  };

  it('follows the spec steps in order', () => {
    expect(originationResumeTarget({ ...ready, disbursementAmount: 0 })).toBe('OriginationAmount');
    expect(originationResumeTarget({ ...ready, disbursementType: '' })).toBe(
      'OriginationChooseMethod',
    );
    expect(originationResumeTarget({ ...ready, disbursementType: null })).toBe(
      'OriginationChooseMethod',
    );
    expect(originationResumeTarget({ ...ready, loanId: '' })).toBe('OriginationChooseMethod');
    expect(originationResumeTarget(ready)).toBe('OriginationDocuSign');
    expect(originationResumeTarget({ ...ready, loanStatusId: LoanStatus.Closed })).toBeNull();
    expect(originationResumeTarget(null)).toBeNull();
  });

  it('matches the rule for any state', () => {
    const empty = fc.constantFrom<string | number | null | undefined>('', null, undefined, 0);
    const filled = fc.constantFrom<string | number>('L-9', 14, 16, 'store');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(empty, filled),
        fc.oneof(empty, filled),
        fc.constantFrom(...LOAN_STATUS_CODES),
        (amount, type, loanId, status) => {
          const target = originationResumeTarget({
            disbursementAmount: amount,
            disbursementType: type,
            loanId,
            loanStatusId: status,
          });
          const blank = (v: unknown) => v === '' || v === null || v === undefined || v === 0;
          const expected =
            amount === 0
              ? 'OriginationAmount'
              : blank(type) || blank(loanId)
                ? 'OriginationChooseMethod'
                : status === 12
                  ? 'OriginationDocuSign'
                  : null;
          return target === expected;
        },
      ),
    );
  });
});
