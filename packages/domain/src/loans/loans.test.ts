import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOAN_STATUS_CODES, LoanStatus } from '../enums/loan-status';
import { PAST_DUE_PHONE_DAY_LIMIT } from '../constants/thresholds';
import {
  ADD_ON_LOCKED_STATUS,
  LOAN_STATUS_GROUPS,
  dashboardLoans,
  isAddOnLockedResponse,
  isOfrReinstateAmount,
  isOfrStatus,
  isPastDue,
  loanStatusDisplayName,
  loanStatusGroup,
  needsStoreCall,
  payoffCents,
} from './index';

const anyStatus = fc.oneof(
  fc.constantFrom(...LOAN_STATUS_CODES),
  fc.integer({ min: -5, max: 100 }),
);
const cents = fc.integer({ min: 0, max: 100_000_000 });

describe('loan status groups', () => {
  it('maps each named status to the screen a borrower expects', () => {
    expect(loanStatusGroup(LoanStatus.Open)).toBe('open');
    expect(loanStatusGroup(LoanStatus.PaidOff)).toBe('paidOff');
    expect(loanStatusGroup(LoanStatus.ChargedOff)).toBe('chargedOff');
    expect(loanStatusGroup(LoanStatus.OutForRepo)).toBe('outForRepo');
    expect(loanStatusGroup(LoanStatus.OutForRepoChargedOff)).toBe('outForRepo');
    expect(loanStatusGroup(LoanStatus.Repossessed)).toBe('repossessed');
    expect(loanStatusGroup(LoanStatus.RepossessedChargedOff)).toBe('repossessed');
    expect(loanStatusGroup(LoanStatus.Settled)).toBe('settled');
    expect(loanStatusGroup(LoanStatus.Bankrupt)).toBe('bankrupt');
    expect(loanStatusGroup(LoanStatus.BankruptChargedOff)).toBe('bankrupt');
    expect(loanStatusGroup(LoanStatus.Sold)).toBe('sold');
    expect(loanStatusGroup(LoanStatus.Closed)).toBe('closed');
    expect(loanStatusGroup(LoanStatus.Rescinded)).toBe('closed');
  });

  it('gives every status, known or not, exactly one group', () => {
    fc.assert(
      fc.property(anyStatus, (status) => LOAN_STATUS_GROUPS.includes(loanStatusGroup(status))),
    );
  });

  it('shows an unknown status as closed/other with the name Unknown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 34, max: 10_000 }), (status) => {
        expect(loanStatusGroup(status)).toBe('closed');
        expect(loanStatusDisplayName(status)).toBe('Unknown');
      }),
    );
    expect(loanStatusDisplayName(12)).toBe('Open');
  });

  it('isOfrStatus is true exactly for the out-for-repo group', () => {
    fc.assert(
      fc.property(
        anyStatus,
        (status) => isOfrStatus(status) === (loanStatusGroup(status) === 'outForRepo'),
      ),
    );
  });
});

describe('past due and store call', () => {
  it('an open loan is past due exactly when it is at least a day late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        (daysLate) => isPastDue({ status: LoanStatus.Open, daysLate }) === daysLate > 0,
      ),
    );
  });

  it('a paid-off, charged-off or closed loan is never past due', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          LoanStatus.PaidOff,
          LoanStatus.ChargedOff,
          LoanStatus.Closed,
          LoanStatus.Settled,
        ),
        fc.nat(500),
        (status, daysLate) => !isPastDue({ status, daysLate }),
      ),
    );
  });

  it('asks for a store call only past the limit, 60 days by default', () => {
    expect(PAST_DUE_PHONE_DAY_LIMIT).toBe(60);
    expect(needsStoreCall(60)).toBe(false);
    expect(needsStoreCall(61)).toBe(true);
    expect(needsStoreCall(75)).toBe(true);
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        (daysLate, limit) => needsStoreCall(daysLate, limit) === daysLate > limit,
      ),
    );
  });
});

describe('dashboard filter', () => {
  const loansArb = fc.array(fc.record({ id: fc.uuid(), status: anyStatus }), { maxLength: 20 });

  it('show-all keeps every loan in order; paid-off only keeps exactly the paid-off ones in order', () => {
    fc.assert(
      fc.property(loansArb, (loans) => {
        expect(dashboardLoans(loans, 'all')).toEqual(loans);
        expect(dashboardLoans(loans, 'paidOff')).toEqual(
          loans.filter((loan) => loan.status === LoanStatus.PaidOff),
        );
      }),
    );
  });
});

describe('amounts and add-on lock', () => {
  it('payoff is principal + interest + fees and never below any part', () => {
    fc.assert(
      fc.property(cents, cents, cents, (principalCents, interestCents, feesCents) => {
        const payoff = payoffCents({ principalCents, interestCents, feesCents });
        expect(payoff).toBe(principalCents + interestCents + feesCents);
        expect(payoff).toBeGreaterThanOrEqual(Math.max(principalCents, interestCents, feesCents));
        expect(Number.isInteger(payoff)).toBe(true);
      }),
    );
  });

  it('an OFR reinstate amount needs an OFR status and a positive reinstatement', () => {
    expect(
      isOfrReinstateAmount({ status: LoanStatus.OutForRepo, reinstatementCents: 64_000 }),
    ).toBe(true);
    expect(isOfrReinstateAmount({ status: LoanStatus.OutForRepo, reinstatementCents: null })).toBe(
      false,
    );
    expect(
      isOfrReinstateAmount({ status: LoanStatus.Repossessed, reinstatementCents: 64_000 }),
    ).toBe(false);
  });

  it('a 400 means locked; any other answer means not locked', () => {
    expect(ADD_ON_LOCKED_STATUS).toBe(400);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        (status) => isAddOnLockedResponse(status) === (status === 400),
      ),
    );
  });
});
