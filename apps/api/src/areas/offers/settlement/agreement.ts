/**
 * The settlement agreement the borrower signs (a legal document: English, as issued — decision 014): the loan, what
 * it owes, the agreed amount, the date the offer ends, and what settling means.
 */
import { DEFAULT_TIME_ZONE, formatLocalDateTime } from '@lender/domain';
import type { LoanRecord, OfferRecord } from '../../../integrations/loan-systems';
import type { PdfDocumentModel } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import { agreementHead, type Lenders } from '../../documents';

export function settlementAgreement(
  lenders: Lenders,
  loan: LoanRecord,
  offer: OfferRecord & { settlementAmountCents: number },
  now: Date,
): PdfDocumentModel {
  const money = (cents: number) => formatMoney(cents, 'en');
  const borrower = `${loan.borrower.firstName} ${loan.borrower.lastName}`;
  const head = agreementHead(lenders, loan, 'Settlement agreement', now);
  // the store's clock, as the settlement screen shows it (never UTC)
  const until = formatLocalDateTime(offer.docExp, head.timeZone ?? DEFAULT_TIME_ZONE, 'en');
  return {
    ...head,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Borrower', value: borrower },
          { label: 'Loan number', value: loan.lmsId },
          { label: 'Balance owed today', value: money(loan.payoffCents) },
          { label: 'Settlement amount', value: money(offer.settlementAmountCents), bold: true },
          { label: 'Offer valid through', value: until },
        ],
      },
      { kind: 'heading', text: 'Terms' },
      {
        kind: 'paragraph',
        text: `${loan.brandDisplayName} agrees to accept ${money(offer.settlementAmountCents)} in full settlement of loan ${loan.lmsId}. Once this payment posts, the loan is Settled: the rest of the balance is forgiven and nothing more is owed on it.`,
      },
      {
        kind: 'paragraph',
        text: 'If the settlement payment is not made, this agreement does not reduce the balance, and the loan stays as it is.',
      },
      {
        kind: 'paragraph',
        text: 'A settled loan may be reported to credit bureaus as settled for less than the full balance. Forgiven debt may be taxable; ask a tax adviser.',
        small: true,
      },
    ],
  };
}
