/**
 * The loan agreement of a new title loan (a legal document: English, as issued — decision 014): the borrower, the
 * loan, the amount, the finance charge, what is owed on the due date, the vehicle pledged (with its VIN) and the
 * store, then the federal box (domain titleLoanDisclosure: the APR and the figures the screens showed). The borrower signs it through the e-sign port (purpose 'loanAgreement') before any money is sent.
 */
import { titleLoanDisclosure, type OriginationTerms } from '@lender/domain';
import type { LoanRecord } from '../../../integrations/loan-systems';
import type { PdfDocumentModel } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import { agreementHead, federalBoxBlocks, type Lenders } from '../../documents';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export function loanAgreement(
  lenders: Lenders,
  loan: LoanRecord,
  terms: OriginationTerms,
  disbursement: string,
  now: Date,
): PdfDocumentModel {
  const money = (cents: number) => formatMoney(cents, 'en');
  const borrower = `${loan.borrower.firstName} ${loan.borrower.lastName}`;
  const vehicle = loan.collateral
    ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}`
    : 'None';
  return {
    ...agreementHead(lenders, loan, 'Title loan agreement', now),
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Borrower', value: borrower },
          { label: 'Loan number', value: loan.lmsId },
          { label: 'Loan date', value: usDate(loan.openedOn) },
          { label: 'Due date', value: usDate(terms.dueDate), bold: true },
          { label: 'Vehicle', value: vehicle },
          { label: 'VIN', value: loan.collateral?.vin ?? 'Not recorded' },
          { label: 'Store', value: `${loan.storeName}, ${loan.storeCity}, ${loan.storeState}` },
          { label: 'Money sent by', value: disbursement },
        ],
      },
      ...federalBoxBlocks(
        titleLoanDisclosure(terms.amountCents, loan.openedOn),
        'en',
        loan.collateral ? vehicle : undefined,
      ),
      { kind: 'heading', text: 'Terms' },
      {
        kind: 'paragraph',
        text: `${borrower} borrows ${money(terms.amountCents)} from ${loan.brandDisplayName} and promises to pay ${money(terms.payoffCents)} (the amount and a finance charge of ${money(terms.financeChargeCents)}) on ${usDate(terms.dueDate)}.`,
      },
      {
        kind: 'paragraph',
        text: `The borrower pledges the ${vehicle} as security for this loan and keeps driving it. If the loan is not repaid, the vehicle may be repossessed as the law of the store's state allows.`,
      },
      {
        kind: 'paragraph',
        text: 'No money is sent until this agreement is signed. If it is declined or not signed in time, no loan is made and nothing is owed.',
      },
      {
        kind: 'paragraph',
        text: 'The borrower may repay early at any time; the finance charge is then reduced as the law of the store’s state requires.',
        small: true,
      },
    ],
  };
}
