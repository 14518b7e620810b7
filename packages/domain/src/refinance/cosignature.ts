/**
 * Who signs a renewal of a co-signed loan (issue 48 item 6, decisions 052 and 054). A renewal closes the loan and
 * opens a new one that carries the co-signer, so both parties sign the refinance disclosure of the same renewal —
 * the same loan, amount and business date — each as themself, before any money moves. Codes with parameters: the
 * server enforces them on POST /payment (isRefi), the web reads them to show the waiting step and the task.
 */

/** A party of a loan: its borrower, or its co-signer (the alternate party). */
export type RenewalParty = 'borrower' | 'cosigner';

/** The other party of a co-signed loan. */
export const otherRenewalParty = (party: RenewalParty): RenewalParty =>
  party === 'borrower' ? 'cosigner' : 'borrower';

export interface RenewalSignatureFacts {
  /** the loan has a co-signer */
  hasCosigner: boolean;
  /** the other party has a profile, so can sign online as themself */
  otherPartyCanSignOnline: boolean;
  /** the other party signed the disclosure of this renewal (loan, amount, business date) */
  otherPartySigned: boolean;
}

export const RENEWAL_SIGNATURE_CODES = ['cosignerNotSigned', 'cosignerCannotSignOnline'] as const;
export type RenewalSignatureCode = (typeof RENEWAL_SIGNATURE_CODES)[number];

/** Why the payer's renewal must wait: the other party (`party`) has not signed, or cannot sign online. */
export interface RenewalSignatureRefusal {
  code: RenewalSignatureCode;
  params: { party: RenewalParty };
}

/**
 * The signature a renewal still needs besides the payer's own (checked on its own, by the payer's envelope): none
 * without a co-signer; else the other party's, given online — one without a profile renews with the payer at the
 * store. null when the renewal may be paid.
 */
export function renewalSignatureRefusal(
  payer: RenewalParty,
  facts: RenewalSignatureFacts,
): RenewalSignatureRefusal | null {
  if (!facts.hasCosigner || facts.otherPartySigned) return null;
  const party = otherRenewalParty(payer);
  return {
    code: facts.otherPartyCanSignOnline ? 'cosignerNotSigned' : 'cosignerCannotSignOnline',
    params: { party },
  };
}

/** A refinance disclosure one party signed: its amount and business date. */
export interface SignedRenewal {
  amountCents: number;
  /** the cash out of the renewal (decision 057); absent or 0: none */
  cashOutCents?: number;
  /** 'YYYY-MM-DD' */
  businessDate: string;
}

/**
 * The renewal a party is asked to sign: the newest one the other party signed for `today` that this party has not
 * signed (same amount, same day). null when there is none — nothing asked, or already signed. `otherSigned` oldest
 * first.
 */
export function renewalSignatureRequest(
  today: string,
  otherSigned: readonly SignedRenewal[],
  ownSigned: readonly SignedRenewal[],
): SignedRenewal | null {
  const key = (s: SignedRenewal) => `${s.amountCents}:${s.cashOutCents ?? 0}`;
  const mine = new Set(ownSigned.filter((s) => s.businessDate === today).map(key));
  const asked = otherSigned.filter((s) => s.businessDate === today && !mine.has(key(s)));
  return asked.at(-1) ?? null;
}

/**
 * A refinance disclosure's envelope reference: it binds the loan, the amount paid now and the business date its
 * terms were worked out for (`refinance:<loanId>:<amountCents>:<YYYY-MM-DD>`, and `:<cashOutCents>` for a renewal that pays money out,
 * decision 057), so an envelope is resumed only for the same renewal, and each party's signature is found for the
 * same renewal: a signature for another cash out does not count.
 */
export interface DisclosureReference {
  loanId: string;
  amountCents: number;
  /** 'YYYY-MM-DD', the posting date the new loan's terms were disclosed for */
  businessDate: string;
  /** the money the renewal pays out (decision 057); absent or 0: none */
  cashOutCents?: number;
}

export const disclosureReference = ({
  loanId,
  amountCents,
  businessDate,
  cashOutCents,
}: DisclosureReference) =>
  `refinance:${loanId}:${amountCents}:${businessDate}${cashOutCents ? `:${cashOutCents}` : ''}`;

const PATTERN = /^refinance:([0-9a-f-]{36}):(\d{1,12}):(\d{4}-\d{2}-\d{2})(?::(\d{1,12}))?$/;

/** The loan, amount, business date (and cash out) of a reference; null when it is not a refinance disclosure's. */
export function parseDisclosureReference(reference: string): DisclosureReference | null {
  const match = PATTERN.exec(reference);
  if (!match) return null;
  const parsed = { loanId: match[1]!, amountCents: Number(match[2]), businessDate: match[3]! };
  return match[4] && Number(match[4]) > 0 ? { ...parsed, cashOutCents: Number(match[4]) } : parsed;
}
