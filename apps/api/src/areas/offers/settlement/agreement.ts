/**
 * The settlement agreement the borrower signs, in the reader's language (decision 062: one template, the English
 * original and its Spanish translation from the same figures): the loan, what it owes, the agreed amount, the date the
 * offer ends, and what settling means.
 */
import type { TLanguage } from '@lender/contract';
import { DEFAULT_TIME_ZONE, formatLocalDateTime } from '@lender/domain';
import type { LoanRecord, OfferRecord } from '../../../integrations/loan-systems';
import type { PdfDocumentModel } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import { agreementHead, type Lenders } from '../../documents';
import { SETTLEMENT_AGREEMENT_TEXTS } from './agreement-texts';

export function settlementAgreement(
  lenders: Lenders,
  loan: LoanRecord,
  offer: OfferRecord & { settlementAmountCents: number },
  now: Date,
  language: TLanguage = 'en',
): PdfDocumentModel {
  const t = SETTLEMENT_AGREEMENT_TEXTS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const borrower = `${loan.borrower.firstName} ${loan.borrower.lastName}`;
  const head = agreementHead(lenders, loan, t.title, now, language);
  // the store's clock, as the settlement screen shows it (never UTC)
  const until = formatLocalDateTime(offer.docExp, head.timeZone ?? DEFAULT_TIME_ZONE, language);
  return {
    ...head,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: t.borrower, value: borrower },
          { label: t.loanNumber, value: loan.lmsId },
          { label: t.balanceToday, value: money(loan.payoffCents) },
          { label: t.settlementAmount, value: money(offer.settlementAmountCents), bold: true },
          { label: t.validThrough, value: until },
        ],
      },
      { kind: 'heading', text: t.terms },
      {
        kind: 'paragraph',
        text: t.accept(loan.brandDisplayName, money(offer.settlementAmountCents), loan.lmsId),
      },
      { kind: 'paragraph', text: t.notPaid },
      { kind: 'paragraph', text: t.reporting, small: true },
    ],
  };
}
