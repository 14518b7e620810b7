import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LoanRecord } from '../port';
import { ledgerHistory } from './history';
import { splitPayment } from './post-payment';

const base: LoanRecord = {
  loanId: 'a0000000-0000-4000-8000-000000000001',
  loanSystem: 'TLXe',
  lmsId: '10001-001',
  loanHdr: '10001-001',
  brandCode: 'inl',
  brandDisplayName: 'Oak Loans',
  productType: 'instalment',
  productId: 101,
  status: 12,
  borrower: { recordId: 'c', customerId: 'T1', firstName: 'A', lastName: 'B', profileId: null },
  cosigner: null,
  storeId: 101,
  storeName: 'S',
  storePhoneNumber: '3125550000',
  storeState: 'TX',
  storeCity: 'Houston',
  principalCents: 0,
  interestCents: 0,
  feesCents: 0,
  payoffCents: 0,
  accrual: {
    principalCents: 0,
    interestCents: 0,
    feesCents: 0,
    annualRatePpb: 0,
    accruedThrough: '2026-03-10',
  },
  minimumDueCents: 0,
  minimumRequiredCents: 0,
  productSwitchAmountDueCents: 0,
  minimumLoanAmountCents: 0,
  creditLimitCents: null,
  reinstatementCents: null,
  perDiemCents: 0,
  instalmentCents: 0,
  dueDate: '2026-03-10',
  daysLate: 0,
  paidOffDate: null,
  openedOn: '2025-11-01',
  payable: true,
  refinanceEligible: false,
  useRefiTerm: false,
  partialPayConfirmViewable: false,
  isDisbursementAvailable: false,
  suretyBond: false,
  intentId: null,
  collateral: null,
  rules: { guestRefinanceEnabled: true, skipAutoPayConfirm: false },
};

describe('ledgerHistory', () => {
  it('ends an open loan at its payoff and a paid-off loan at zero, newest first', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(100_000),
        fc.nat(50_000),
        fc.nat(200),
        fc.boolean(),
        (principalCents, interestCents, feesCents, daysLate, paidOff) => {
          const loan = {
            ...base,
            principalCents,
            interestCents,
            feesCents,
            daysLate,
            payoffCents: principalCents + interestCents + feesCents,
            paidOffDate: paidOff ? '2026-02-01' : null,
          };
          const entries = ledgerHistory(loan, []);
          const newest = entries[0]?.balanceCents ?? 0;
          expect(newest).toBe(paidOff ? 0 : loan.payoffCents);
          const dates = entries.map((entry) => entry.date);
          expect([...dates].sort().reverse()).toEqual(dates);
          expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(newest);
        },
      ),
    );
  });
});

describe('ledgerHistory with posted payments', () => {
  it('shows each payment negative, the charges at their original amounts, and still ends at the payoff', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(20_000),
        fc.nat(5_000),
        fc.array(fc.nat(30_000), { maxLength: 4 }),
        (principal, interest, fees, amounts) => {
          let balances = { feesCents: fees, interestCents: interest, principalCents: principal };
          const posted = [];
          for (const [index, raw] of amounts.entries()) {
            const owed = balances.feesCents + balances.interestCents + balances.principalCents;
            const amountCents = Math.min(raw, owed);
            if (amountCents === 0) continue;
            const split = splitPayment(balances, amountCents);
            balances = {
              feesCents: balances.feesCents - split.feesCents,
              interestCents: balances.interestCents - split.interestCents,
              principalCents: balances.principalCents - split.principalCents,
            };
            posted.push({
              paymentId: `p${index}`,
              postedOn: '2026-03-05',
              amountCents,
              ...split,
              confirmationNumber: `C${index}`,
            });
          }
          const payoffCents = balances.feesCents + balances.interestCents + balances.principalCents;
          const loan = {
            ...base,
            ...balances,
            payoffCents,
            paidOffDate: posted.length > 0 && payoffCents === 0 ? '2026-03-05' : null,
          };
          const entries = ledgerHistory(loan, [], posted);
          expect(entries[0]?.balanceCents ?? 0).toBe(payoffCents);
          expect(
            entries.filter((entry) => entry.type === 'payment').map((entry) => -entry.amountCents),
          ).toEqual(posted.map((payment) => payment.amountCents).reverse());
          expect(entries.find((entry) => entry.type === 'interest')?.amountCents ?? 0).toBe(
            interest,
          );
          expect(entries.find((entry) => entry.type === 'fee')?.amountCents ?? 0).toBe(fees);
        },
      ),
    );
  });
});

describe('ledgerHistory with the loan system’s earlier instalments', () => {
  const loan = {
    ...base,
    principalCents: 100_000,
    interestCents: 10_000,
    payoffCents: 110_000,
    openedOn: '2025-11-20',
    dueDate: '2026-03-10',
  };
  const payments = (entries: ReturnType<typeof ledgerHistory>) =>
    entries
      .filter((entry) => entry.type === 'payment')
      .map((entry) => [entry.date, -entry.amountCents])
      .reverse();

  it('pays the instalment on every due date before the loan’s due date, and still ends at the payoff', () => {
    const entries = ledgerHistory(loan, [], [], 20_000);
    expect(payments(entries)).toEqual([
      ['2025-12-10', 20_000],
      ['2026-01-10', 20_000],
      ['2026-02-10', 20_000],
    ]);
    expect(entries[0]?.balanceCents).toBe(110_000);
    expect(entries.find((entry) => entry.type === 'disbursement')?.amountCents).toBe(160_000);
  });

  it('keeps those instalments once the app posts a payment that moves the due date on', () => {
    const posted = [
      {
        paymentId: 'p1',
        postedOn: '2026-03-05',
        amountCents: 20_000,
        feesCents: 0,
        interestCents: 10_000,
        principalCents: 10_000,
        confirmationNumber: 'C1',
      },
    ];
    const after = {
      ...loan,
      principalCents: 90_000,
      interestCents: 0,
      payoffCents: 90_000,
      dueDate: '2026-04-10',
    };
    const entries = ledgerHistory(after, [], posted, 20_000);
    expect(payments(entries)).toEqual([
      ['2025-12-10', 20_000],
      ['2026-01-10', 20_000],
      ['2026-02-10', 20_000],
      ['2026-03-05', 20_000],
    ]);
    expect(entries[0]?.balanceCents).toBe(90_000);
  });
});
