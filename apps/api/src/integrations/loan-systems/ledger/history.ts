/**
 * The built-in ledger's account history of a loan, derived from its balances: the disbursement on
 * the opening date, interest and fees accrued, posted cash advances, and for a paid-off loan the
 * payoff payment. Each entry carries the running balance; the list is newest first.
 */
import type { CashAdvanceRecord, LedgerEntryRecord, LoanRecord } from '../port';

type Draft = Omit<LedgerEntryRecord, 'balanceCents'>;

/** A paid-off loan keeps no balances; its disbursement is shown as its minimum loan amount, at least $500.00. */
export const PAID_OFF_DISBURSEMENT_FLOOR_CENTS = 50_000;

const DAY_MS = 86_400_000;
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
const later = (a: string, b: string) => (a > b ? a : b);

export function ledgerHistory(loan: LoanRecord, advances: readonly CashAdvanceRecord[]): LedgerEntryRecord[] {
  const posted = advances.filter((advance) => advance.status === 'posted');
  const advancedCents = posted.reduce((sum, advance) => sum + advance.amountCents, 0);
  const paidOff = loan.paidOffDate !== null;
  const disbursedCents = paidOff
    ? Math.max(loan.minimumLoanAmountCents, loan.principalCents, PAID_OFF_DISBURSEMENT_FLOOR_CENTS)
    : Math.max(0, loan.principalCents - advancedCents);
  const drafts: Draft[] = [];
  if (disbursedCents > 0) {
    drafts.push({ id: `${loan.lmsId}-D`, type: 'disbursement', date: loan.openedOn, description: 'Loan disbursement', amountCents: disbursedCents });
  }
  posted.forEach((advance) =>
    drafts.push({ id: advance.transactionId, type: 'cashAdvance', date: advance.createdAt.toISOString().slice(0, 10), description: 'Cash advance', amountCents: advance.amountCents }),
  );
  const accrualDate = later(loan.openedOn, addDays(loan.dueDate, -30));
  if (loan.interestCents > 0) {
    drafts.push({ id: `${loan.lmsId}-I`, type: 'interest', date: accrualDate, description: 'Interest charged', amountCents: loan.interestCents });
  }
  if (loan.feesCents > 0) {
    const feeDate = loan.daysLate > 0 ? later(loan.openedOn, addDays(loan.dueDate, 1)) : accrualDate;
    drafts.push({ id: `${loan.lmsId}-F`, type: 'fee', date: feeDate, description: loan.daysLate > 0 ? 'Late fee' : 'Fee', amountCents: loan.feesCents });
  }
  if (paidOff && loan.paidOffDate) {
    const owedCents = drafts.reduce((sum, draft) => sum + draft.amountCents, 0);
    drafts.push({ id: `${loan.lmsId}-P`, type: 'payment', date: loan.paidOffDate, description: 'Payoff payment', amountCents: -owedCents });
  }
  const chronological = drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => (a.draft.date === b.draft.date ? a.order - b.order : a.draft.date < b.draft.date ? -1 : 1));
  let balance = 0;
  const entries = chronological.map(({ draft }) => {
    balance += draft.amountCents;
    return { ...draft, balanceCents: balance };
  });
  return entries.reverse();
}
