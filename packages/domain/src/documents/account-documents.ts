/**
 * A loan's account documents (spec §7 Documents): its loan agreement, its disclosures and one monthly
 * statement per calendar month since the loan opened. Ids are stable: `loan-agreement`,
 * `disclosure-<code>`, `statement-YYYY-MM`. A document is named by its kind and parameters (the month of a
 * statement, the code of a disclosure), never by a sentence: the reader's language names it (issue 17).
 */
export type AccountDocumentKind =
  'loanAgreement' | 'disclosure' | 'monthlyStatement' | 'signedAgreement';

/** A document the person signed electronically (issue 12): its id names the e-sign envelope, `esign-<envelopeId>`. */
export const signedDocumentId = (envelopeId: string) => `esign-${envelopeId}`;
/** The envelope of a signed document's id; undefined for any other id. */
export const envelopeIdOf = (documentId: string): string | undefined =>
  /^esign-([0-9a-f-]{36})$/.exec(documentId)?.[1];

export interface AccountDocumentRef {
  documentId: string;
  kind: AccountDocumentKind;
  /** a monthly statement's 'YYYY-MM' */
  month?: string;
  /** a disclosure's code */
  disclosure?: DisclosureCode;
  /** 'YYYY-MM-DD' */
  documentDate: string;
}

export const LOAN_AGREEMENT_ID = 'loan-agreement';
export const DISCLOSURES = [{ code: 'truth-in-lending' }, { code: 'privacy-notice' }] as const;
export type DisclosureCode = (typeof DISCLOSURES)[number]['code'];

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
      month,
      documentDate: lastDayOfMonth(month) < end ? lastDayOfMonth(month) : end,
    }));
  const opening: AccountDocumentRef[] = [
    { documentId: LOAN_AGREEMENT_ID, kind: 'loanAgreement', documentDate: loan.openedOn },
    ...DISCLOSURES.map((d) => ({
      documentId: `disclosure-${d.code}`,
      kind: 'disclosure' as const,
      disclosure: d.code,
      documentDate: loan.openedOn,
    })),
  ];
  return [...statements, ...opening];
}

/** The document a loan has under `documentId` as of `today`, or undefined. */
export function findAccountDocument(
  loan: DocumentLoanDates,
  today: string,
  documentId: string,
): AccountDocumentRef | undefined {
  return accountDocumentsOf(loan, today).find((d) => d.documentId === documentId);
}
