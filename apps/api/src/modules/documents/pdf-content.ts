/**
 * Each account document as the PDF renderer's blocks: monthly statements (from the ledger), the loan
 * agreement and the disclosures (from the loan record). Amounts in the existing money format; dates MM/DD/YYYY.
 */
import { DISCLOSURES, formatCents, formatPhoneDisplay, loanStatusName, monthLabel, type MonthlyStatement } from '@lender/domain';
import type { LoanRecord } from '../../integrations/loan-systems';
import type { PdfBlock } from '../../integrations/pdf';
import { heading, paragraph, row, rows, usDate, type DocumentContent } from './blocks';

const fullName = (party: { firstName: string; lastName: string }) => `${party.firstName} ${party.lastName}`;

/** The loan's facts every document opens with. */
function loanFacts(loan: LoanRecord): PdfBlock {
  return rows(
    row('Borrower', fullName(loan.borrower)),
    row('Loan number', loan.lmsId),
    row('Store', `${loan.storeName}, ${loan.storeCity}, ${loan.storeState}`),
    row('Store phone', formatPhoneDisplay(loan.storePhoneNumber)),
  );
}

export function statementContent(loan: LoanRecord, s: MonthlyStatement): DocumentContent {
  return {
    title: `Monthly statement – ${monthLabel(s.month)}`,
    blocks: [
      loanFacts(loan),
      rows(row('Statement period', `${usDate(s.periodStart)} to ${usDate(s.periodEnd)}`)),
      heading('Account summary'),
      rows(
        row('Opening balance', formatCents(s.openingBalanceCents)),
        row('Advances', formatCents(s.advancesCents)),
        row('Interest charged', formatCents(s.interestCents)),
        row('Fees charged', formatCents(s.feesCents)),
        row('Payments received', formatCents(-s.paymentsCents)),
        row('Closing balance', formatCents(s.closingBalanceCents), true),
      ),
      heading('Payment due'),
      rows(row('Minimum amount due', formatCents(s.minimumDueCents)), row('Due date', usDate(s.dueDate))),
      heading('Activity'),
      s.entries.length === 0
        ? paragraph('No activity this period.')
        : {
            kind: 'table',
            columns: [
              { header: 'Date', width: 0.2 },
              { header: 'Description', width: 0.55 },
              { header: 'Amount', width: 0.25, align: 'right' },
            ],
            rows: s.entries.map((e) => [usDate(e.date), e.description, formatCents(e.amountCents)]),
          },
      paragraph('Questions? Call your store at the number above.', true),
    ],
  };
}

export function loanAgreementContent(loan: LoanRecord): DocumentContent {
  const collateral = loan.collateral ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}` : null;
  return {
    title: 'Loan agreement',
    blocks: [
      loanFacts(loan),
      ...(loan.cosigner ? [rows(row('Co-signer', fullName(loan.cosigner)))] : []),
      heading('Terms'),
      rows(
        row('Date of agreement', usDate(loan.openedOn)),
        row('Amount financed', formatCents(loan.principalCents)),
        row('Product', loan.productType),
        ...(loan.creditLimitCents !== null ? [row('Credit limit', formatCents(loan.creditLimitCents))] : []),
        ...(collateral ? [row('Collateral', collateral)] : []),
        row('Current status', loanStatusName(loan.status) ?? String(loan.status)),
      ),
      paragraph(
        `${fullName(loan.borrower)} (the borrower) promises to pay ${loan.brandDisplayName} (the lender) the amount financed with the ` +
          'finance charges disclosed in the Truth in Lending disclosure, on the due dates shown in each statement.',
      ),
    ],
  };
}

export function disclosureContent(loan: LoanRecord, code: string): DocumentContent {
  const title = DISCLOSURES.find((d) => d.code === code)?.name ?? 'Disclosure';
  const body: PdfBlock[] =
    code === 'truth-in-lending'
      ? [
          heading('Cost of credit'),
          rows(
            row('Amount financed', formatCents(loan.principalCents)),
            row('Finance charge', formatCents(loan.interestCents + loan.feesCents)),
            row('Total of payments', formatCents(loan.principalCents + loan.interestCents + loan.feesCents)),
            row('First due date', usDate(loan.dueDate)),
          ),
        ]
      : [paragraph('We collect the information you give us to service your loan. We share it only as the law allows and never sell it. You may limit sharing by calling your store.')];
  return { title, blocks: [loanFacts(loan), ...body] };
}
