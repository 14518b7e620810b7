import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountDocumentsOf, monthsBetween } from './account-documents';
import {
  dueDatesBefore,
  monthlyStatements,
  type StatementEntry,
  type StatementLoan,
} from './statements';

const A1: StatementLoan = {
  openedOn: '2025-11-20',
  paidOffDate: null,
  minimumDueCents: 21_540,
  dueDate: '2026-03-19',
  entries: [
    {
      date: '2025-11-20',
      type: 'disbursement',
      description: 'Loan disbursement',
      amountCents: 110_000,
    },
    { date: '2026-02-17', type: 'interest', description: 'Interest charged', amountCents: 12_500 },
    { date: '2026-02-17', type: 'fee', description: 'Fee', amountCents: 2_500 },
  ],
};

describe('monthsBetween', () => {
  it('lists each calendar month, across a year end', () => {
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-02-01', '2026-01-31')).toEqual([]);
  });
});

describe('monthlyStatements', () => {
  it('gives one statement per month since opening, from the ledger entries', () => {
    const statements = monthlyStatements(A1, '2026-03-10');
    expect(statements.map((s) => s.month)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(statements[0]).toMatchObject({
      openingBalanceCents: 0,
      advancesCents: 110_000,
      closingBalanceCents: 110_000,
      dueDate: '2025-12-19',
    });
    expect(statements[3]).toMatchObject({
      interestCents: 12_500,
      feesCents: 2_500,
      closingBalanceCents: 125_000,
      periodEnd: '2026-02-28',
    });
    expect(statements.at(-1)).toMatchObject({
      closingBalanceCents: 125_000,
      dueDate: '2026-03-19',
      minimumDueCents: 21_540,
      periodEnd: '2026-03-10',
    });
  });
  it('shows the payoff payment and stops at the payoff date', () => {
    const paidOff: StatementLoan = {
      ...A1,
      minimumDueCents: 0,
      paidOffDate: '2026-01-05',
      entries: [
        ...A1.entries.slice(0, 1),
        {
          date: '2026-01-05',
          type: 'payment',
          description: 'Payoff payment',
          amountCents: -110_000,
        },
      ],
    };
    const statements = monthlyStatements(paidOff, '2026-03-10');
    expect(statements.map((s) => s.month)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(statements.at(-1)).toMatchObject({
      paymentsCents: 110_000,
      closingBalanceCents: 0,
      minimumDueCents: 0,
      periodEnd: '2026-01-05',
    });
  });
  it('chains balances and accounts for every entry', () => {
    const entry = fc.record({
      day: fc.integer({ min: 0, max: 700 }),
      type: fc.constantFrom('disbursement', 'payment', 'fee', 'interest', 'cashAdvance' as const),
      amount: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (drafts) => {
        const entries: StatementEntry[] = drafts.map((d) => ({
          date: new Date(Date.UTC(2024, 5, 1) + d.day * 86_400_000).toISOString().slice(0, 10),
          type: d.type,
          description: d.type,
          amountCents: d.type === 'payment' ? -d.amount : d.amount,
        }));
        const statements = monthlyStatements(
          { ...A1, openedOn: '2024-06-01', entries },
          '2026-05-01',
        );
        statements.forEach((s, i) => {
          expect(s.closingBalanceCents).toBe(
            s.openingBalanceCents +
              s.advancesCents +
              s.interestCents +
              s.feesCents -
              s.paymentsCents,
          );
          if (i > 0) expect(s.openingBalanceCents).toBe(statements[i - 1]!.closingBalanceCents);
        });
        expect(statements.at(-1)!.closingBalanceCents).toBe(
          entries.reduce((t, e) => t + e.amountCents, 0),
        );
        expect(statements.flatMap((s) => s.entries)).toHaveLength(entries.length);
      }),
    );
  });
});

describe('accountDocumentsOf', () => {
  it('lists statements newest first, then the agreement and disclosures', () => {
    const docs = accountDocumentsOf(A1, '2026-03-10');
    expect(docs.map((d) => d.documentId)).toEqual([
      'statement-2026-03',
      'statement-2026-02',
      'statement-2026-01',
      'statement-2025-12',
      'statement-2025-11',
      'loan-agreement',
      'disclosure-truth-in-lending',
      'disclosure-privacy-notice',
    ]);
    expect(docs[0]!.documentDate).toBe('2026-03-10');
    expect(docs[1]!.documentDate).toBe('2026-02-28');
    expect(docs[0]).toMatchObject({ kind: 'monthlyStatement', month: '2026-03' });
    expect(docs.at(-1)).toMatchObject({ kind: 'disclosure', disclosure: 'privacy-notice' });
  });
});

describe('dueDatesBefore', () => {
  it('gives the due dates the statements name, one a month from the opening month, before the given day', () => {
    const loan = { ...A1, dueDate: '2026-03-19' };
    const statements = monthlyStatements(loan, '2026-03-10');
    expect(dueDatesBefore(loan, loan.dueDate)).toEqual(
      statements.map((s) => s.dueDate).filter((date) => date < loan.dueDate),
    );
    expect(dueDatesBefore(loan, '2026-01-19')).toEqual(['2025-12-19']);
    expect(dueDatesBefore({ openedOn: '2026-01-15', dueDate: '2026-04-30' }, '2026-04-30')).toEqual(
      ['2026-02-28', '2026-03-30'],
    );
  });
});
