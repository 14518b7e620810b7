import { monthlyStatements, type MonthlyStatement, type StatementEntry } from '@lender/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLoanSystems } from '../../testing/loan-systems';
import type { DatabaseHandle } from '../client';
import { loans } from '../schema';
import { createTestDatabase } from '../test-db';
import { addDays, chicagoDate } from './dates';
import { loanIdOf, SEED_LOAN_KEYS, seedDatabase } from './index';

const NOW = new Date('2026-11-23T21:00:00Z');
const today = chicagoDate(NOW);
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  await seedDatabase(handle.db, { now: NOW });
});
afterAll(() => handle?.close());

/** What the loan received for each statement's due date: the payments after the previous (earlier) due date, up to this one. */
function receivedFor(
  statements: readonly MonthlyStatement[],
  entries: readonly StatementEntry[],
  openedOn: string,
): number[] {
  return statements.map((statement) => {
    const from =
      statements.filter((s) => s.dueDate < statement.dueDate).at(-1)?.dueDate ?? openedOn;
    return entries
      .filter((e) => e.type === 'payment' && e.date > from && e.date <= statement.dueDate)
      .reduce((total, e) => total - e.amountCents, 0);
  });
}

describe('the seeded loans’ statements agree with their state', () => {
  it.each(SEED_LOAN_KEYS)(
    '%s: every due date before its days late was paid, the one due that many days ago was not',
    async (key) => {
      const [row] = await handle.db
        .select({ loanSystem: loans.loanSystem })
        .from(loans)
        .where(eq(loans.id, loanIdOf(key)));
      const adapter = testLoanSystems(handle.db, () => NOW).adapter(row!.loanSystem);
      const loan = (await adapter.loanDetail(loanIdOf(key)))!;
      const entries = await adapter.history(loan.loanId);
      expect(entries[0]?.balanceCents).toBe(loan.paidOffDate ? 0 : loan.payoffCents);

      const statements = monthlyStatements({ ...loan, entries }, today);
      const received = receivedFor(statements, entries, loan.openedOn);
      const oldestUnpaid = addDays(today, -loan.daysLate);
      statements.forEach((statement, i) => {
        if (statement.dueDate < oldestUnpaid) {
          expect(received[i], `${statement.month} due ${statement.dueDate}`).toBeGreaterThan(0);
          expect(received[i], `${statement.month} due ${statement.dueDate}`).toBeGreaterThanOrEqual(
            statement.minimumDueCents,
          );
        } else if (statement.dueDate < today) {
          expect(received[i], `${statement.month} due ${statement.dueDate}`).toBe(0);
        }
      });
      if (loan.daysLate > 0) {
        const unpaid = statements.find((statement) => statement.dueDate === oldestUnpaid);
        expect(unpaid?.minimumDueCents).toBe(loan.minimumDueCents);
      }
    },
  );

  it('keeps the payoffs of PERSONAS.md', async () => {
    const adapter = testLoanSystems(handle.db, () => NOW).adapter('TLXe');
    expect((await adapter.loanDetail(loanIdOf('A1')))?.payoffCents).toBe(125_000);
    expect((await adapter.loanDetail(loanIdOf('T1')))?.payoffCents).toBe(240_000);
  });
});
