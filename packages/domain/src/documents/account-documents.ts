/**
 * A loan's account documents (spec §7 Documents): its loan agreement, its disclosures and one monthly
 * statement per calendar month since the loan opened. Ids are stable: `loan-agreement`,
 * `disclosure-<code>`, `statement-YYYY-MM`.
 */
export type AccountDocumentKind = 'loanAgreement' | 'disclosure' | 'monthlyStatement';

export interface AccountDocumentRef {
  documentId: string;
  kind: AccountDocumentKind;
  name: string;
  /** 'YYYY-MM-DD' */
  documentDate: string;
}

export const LOAN_AGREEMENT_ID = 'loan-agreement';
export const DISCLOSURES = [
  { code: 'truth-in-lending', name: 'Truth in Lending disclosure' },
  { code: 'privacy-notice', name: 'Privacy notice' },
] as const;
export type DisclosureCode = (typeof DISCLOSURES)[number]['code'];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'March 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** The last calendar day of a 'YYYY-MM' month. */
export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** 'YYYY-MM' months from `from`'s month to `to`'s month, oldest first (empty when to < from). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > end) break;
    months.push(month);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return months;
}

export interface DocumentLoanDates {
  openedOn: string;
  /** set when the loan is paid off: statements stop at that month */
  paidOffDate: string | null;
}

/** The day the statements run up to: today, or the payoff date when the loan is paid off. */
export function statementsEnd(loan: DocumentLoanDates, today: string): string {
  return loan.paidOffDate && loan.paidOffDate < today ? loan.paidOffDate : today;
}

/** Every account document of a loan as of `today`, newest first. */
export function accountDocumentsOf(loan: DocumentLoanDates, today: string): AccountDocumentRef[] {
  const end = statementsEnd(loan, today);
  const statements: AccountDocumentRef[] = monthsBetween(loan.openedOn, end)
    .reverse()
    .map((month) => ({
      documentId: `statement-${month}`,
      kind: 'monthlyStatement',
      name: `Statement for ${monthLabel(month)}`,
      documentDate: lastDayOfMonth(month) < end ? lastDayOfMonth(month) : end,
    }));
  const opening: AccountDocumentRef[] = [
    { documentId: LOAN_AGREEMENT_ID, kind: 'loanAgreement', name: 'Loan agreement', documentDate: loan.openedOn },
    ...DISCLOSURES.map((d) => ({ documentId: `disclosure-${d.code}`, kind: 'disclosure' as const, name: d.name, documentDate: loan.openedOn })),
  ];
  return [...statements, ...opening];
}

/** The document a loan has under `documentId` as of `today`, or undefined. */
export function findAccountDocument(loan: DocumentLoanDates, today: string, documentId: string): AccountDocumentRef | undefined {
  return accountDocumentsOf(loan, today).find((d) => d.documentId === documentId);
}
