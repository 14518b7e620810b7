/**
 * A refinance disclosure's envelope reference: it binds the loan, the amount paid now and the business date its
 * terms were worked out for (`refinance:<loanId>:<amountCents>:<YYYY-MM-DD>`), so an envelope is resumed only for
 * the same three, and the gate of POST /payment reads them back from the envelope the borrower signed.
 */
export interface DisclosureReference {
  loanId: string;
  amountCents: number;
  /** 'YYYY-MM-DD', the posting date the new loan's terms were disclosed for */
  businessDate: string;
}

export const disclosureReference = ({ loanId, amountCents, businessDate }: DisclosureReference) =>
  `refinance:${loanId}:${amountCents}:${businessDate}`;

const PATTERN = /^refinance:([0-9a-f-]{36}):(\d{1,12}):(\d{4}-\d{2}-\d{2})$/;

/** The loan, amount and business date of a reference; null when it is not a refinance disclosure's. */
export function parseDisclosureReference(reference: string): DisclosureReference | null {
  const match = PATTERN.exec(reference);
  if (!match) return null;
  return { loanId: match[1]!, amountCents: Number(match[2]), businessDate: match[3]! };
}
