/**
 * Monthly statements from a loan's ledger entries (GET /accounthistory's entries): one statement per
 * calendar month since the loan opened, each with its opening and closing balance, the advances,
 * interest, fees and payments posted that month, the minimum due and the due date. Money is cents.
 */
import {
  lastDayOfMonth,
  monthsBetween,
  statementsEnd,
  type DocumentLoanDates,
} from './account-documents';

export type StatementEntryType = 'disbursement' | 'payment' | 'fee' | 'interest' | 'cashAdvance';

export interface StatementEntry {
  /** 'YYYY-MM-DD' */
  date: string;
  type: StatementEntryType;
  description: string;
  /** positive adds to the balance; negative (a payment) reduces it */
  amountCents: number;
}

export interface StatementLoan extends DocumentLoanDates {
  minimumDueCents: number;
  /** the loan's next due date 'YYYY-MM-DD' */
  dueDate: string;
  /** the ledger entries, in any order */
  entries: readonly StatementEntry[];
}

export interface MonthlyStatement {
  /** 'YYYY-MM' */
  month: string;
  periodStart: string;
  periodEnd: string;
  openingBalanceCents: number;
  /** disbursements and cash advances */
  advancesCents: number;
  interestCents: number;
  feesCents: number;
  /** payments received (a positive number) */
  paymentsCents: number;
  closingBalanceCents: number;
  minimumDueCents: number;
  /** the loan's due day in the following month; the loan's own due date on the latest statement */
  dueDate: string;
  /** the month's entries, oldest first */
  entries: StatementEntry[];
}

function dueDateAfter(month: string, dueDay: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(dueDay, lastDay))).toISOString().slice(0, 10);
}

/**
 * The loan's monthly due dates before `before` ('YYYY-MM-DD'): one per month from the opening month,
 * on the loan's due day — the due dates its statements name.
 */
export function dueDatesBefore(
  loan: { openedOn: string; dueDate: string },
  before: string,
): string[] {
  const dueDay = Number(loan.dueDate.slice(8, 10));
  return monthsBetween(loan.openedOn, before)
    .map((month) => dueDateAfter(month, dueDay))
    .filter((date) => date > loan.openedOn && date < before);
}

const sum = (entries: readonly StatementEntry[], types: readonly StatementEntryType[]) =>
  entries.filter((e) => types.includes(e.type)).reduce((total, e) => total + e.amountCents, 0);

/** Every monthly statement of the loan as of `today`, oldest first. */
export function monthlyStatements(loan: StatementLoan, today: string): MonthlyStatement[] {
  const end = statementsEnd(loan, today);
  const months = monthsBetween(loan.openedOn, end);
  const chronological = [...loan.entries].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const dueDay = Number(loan.dueDate.slice(8, 10));
  let balance = chronological
    .filter((e) => e.date.slice(0, 7) < (months[0] ?? ''))
    .reduce((t, e) => t + e.amountCents, 0);
  return months.map((month, i) => {
    const isLatest = i === months.length - 1;
    const entries = chronological.filter((e) =>
      isLatest ? e.date.slice(0, 7) >= month : e.date.slice(0, 7) === month,
    );
    const opening = balance;
    const closing = opening + entries.reduce((t, e) => t + e.amountCents, 0);
    balance = closing;
    return {
      month,
      periodStart: i === 0 ? loan.openedOn : `${month}-01`,
      periodEnd: isLatest ? end : lastDayOfMonth(month),
      openingBalanceCents: opening,
      advancesCents: sum(entries, ['disbursement', 'cashAdvance']),
      interestCents: sum(entries, ['interest']),
      feesCents: sum(entries, ['fee']),
      paymentsCents: -sum(entries, ['payment']),
      closingBalanceCents: closing,
      minimumDueCents: Math.min(loan.minimumDueCents, Math.max(0, closing)),
      dueDate: isLatest ? loan.dueDate : dueDateAfter(month, dueDay),
      entries,
    };
  });
}

/** The statement of one 'YYYY-MM' month, or undefined when the loan has none for it. */
export function monthlyStatementFor(
  loan: StatementLoan,
  today: string,
  month: string,
): MonthlyStatement | undefined {
  return monthlyStatements(loan, today).find((s) => s.month === month);
}
