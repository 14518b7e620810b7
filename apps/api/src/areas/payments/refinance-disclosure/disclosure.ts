/**
 * The refinance disclosure the borrower signs before a renewal (spec §2 AccountDisclosures / DocuSignView, §3
 * Disclosure acknowledgement, §7 disclosures and OLPA; decision 026): the reader's own identity data (SSN masked to
 * its last 4) and the other party named only — no one's date of birth, SSN, phone or address goes to another person
 * (issue 48, decision 052) —, the current loan, the amount paid now, the new loan of domain renewalTerms with its
 * federal box (domain renewalDisclosure: the APR and the figures the screens showed), and the online loan payment
 * authorization. Written in the reader's language (English or Spanish).
 */
import type { TLanguage } from '@lender/contract';
import {
  formatPhoneDisplay,
  maskSsn,
  renewalDisclosure,
  storeTimeZone,
  type RenewalTerms,
} from '@lender/domain';
import type { CustomerRecord, LoanParty, LoanRecord } from '../../../integrations/loan-systems';
import type { PdfBlock, PdfDocumentModel } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import {
  dateIn,
  federalBoxBlocks,
  heading,
  paragraph,
  row,
  rows,
  letterheadOf,
  type Lenders,
} from '../../documents';
import { DISCLOSURE_TEXTS } from './disclosure-texts';

export interface DisclosureParty {
  party: LoanParty;
  /** the loan system's record of the party (null when it has none) */
  record: CustomerRecord | null;
}

export interface DisclosureInput {
  loan: LoanRecord;
  borrower: DisclosureParty;
  coborrower: DisclosureParty | null;
  /** whose document this is: their own identity data is shown, the other party's name only (decision 052) */
  reader: 'borrower' | 'coborrower';
  terms: RenewalTerms;
  /** the posting date the terms are for, 'YYYY-MM-DD' */
  businessDate: string;
  language: TLanguage;
  now: Date;
}

const addressOf = (address: CustomerRecord['address']) =>
  address
    ? [address.line1, address.line2, address.city, `${address.state} ${address.zip}`]
        .filter(Boolean)
        .join(', ')
    : null;

function partyBlocks(
  title: string,
  { party, record }: DisclosureParty,
  language: TLanguage,
  own: boolean,
): PdfBlock[] {
  const t = DISCLOSURE_TEXTS[language];
  // another person's identity data is theirs: the reader sees the other party's name only
  if (!own)
    return [heading(title), rows(row(t.name, `${party.firstName} ${party.lastName}`, true))];
  const date = dateIn(language);
  const ssn = record?.ssnLast4 ? maskSsn(record.ssnLast4) : null;
  return [
    heading(title),
    rows(
      row(t.name, `${party.firstName} ${party.lastName}`, true),
      row(t.customerNumber, party.customerId),
      row(t.dob, record ? date(record.dob) : t.notOnFile),
      row(t.ssn, ssn ?? t.notOnFile),
      row(t.phone, record ? formatPhoneDisplay(record.phone) : t.notOnFile),
      row(t.homeAddress, addressOf(record?.address ?? null) ?? t.notOnFile),
    ),
  ];
}

export function refinanceDisclosure(lenders: Lenders, input: DisclosureInput): PdfDocumentModel {
  const { loan, terms, language } = input;
  const t = DISCLOSURE_TEXTS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const date = dateIn(language);
  return {
    title: t.title,
    author: loan.brandDisplayName,
    subject: `${t.title} – ${loan.lmsId}`,
    language: language === 'es' ? 'es-US' : 'en-US',
    createdAt: input.now,
    letterhead: letterheadOf(lenders, loan, language),
    timeZone: storeTimeZone(loan.storeState, loan.storeCity),
    blocks: [
      paragraph(t.intro(loan.brandDisplayName)),
      ...partyBlocks(t.borrower, input.borrower, language, input.reader === 'borrower'),
      ...(input.coborrower
        ? partyBlocks(t.coborrower, input.coborrower, language, input.reader === 'coborrower')
        : []),
      heading(t.currentLoan),
      rows(
        row(t.loanNumber, loan.lmsId),
        row(t.store, `${loan.storeName}, ${loan.storeCity}, ${loan.storeState}`),
        row(t.payoffToday, money(loan.payoffCents)),
        row(t.currentDueDate, date(loan.dueDate)),
      ),
      heading(t.paymentToday),
      rows(
        row(t.amountPaidNow, money(terms.amountPaidCents), true),
        ...(terms.cashOutCents > 0 ? [row(t.cashOut, money(terms.cashOutCents), true)] : []),
        row(t.postingDate, date(input.businessDate)),
      ),
      heading(t.newLoan),
      rows(
        row(t.newPrincipal, money(terms.newPrincipalCents)),
        row(t.financeCharge, money(terms.financeChargeCents)),
        row(t.newPayoff, money(terms.newPayoffCents), true),
        row(t.estimatedPayment, money(terms.estimatedPaymentCents)),
        row(t.newDueDate, date(terms.newDueDate), true),
      ),
      paragraph(
        t.newLoanTerms(
          money(terms.newPrincipalCents),
          money(terms.financeChargeCents),
          money(terms.newPayoffCents),
          date(terms.newDueDate),
        ),
      ),
      ...(terms.cashOutCents > 0 ? [paragraph(t.cashOutTerms(money(terms.cashOutCents)))] : []),
      ...federalBoxBlocks(
        renewalDisclosure(
          loan.payoffCents,
          terms.amountPaidCents,
          input.businessDate,
          terms.cashOutCents,
        ),
        language,
        loan.collateral
          ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}`
          : undefined,
      ),
      heading(t.olpaTitle),
      paragraph(t.olpa(money(terms.amountPaidCents), loan.lmsId)),
      paragraph(t.olpaCancel),
      paragraph(t.olpaPosting, true),
    ],
  };
}
