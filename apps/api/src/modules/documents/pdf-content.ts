/**
 * The text of each account document as PDF lines: monthly statements (from the ledger), the loan
 * agreement and the disclosures (from the loan record).
 */
import { DISCLOSURES, formatCents, formatPhoneDisplay, loanStatusName, monthLabel, type MonthlyStatement } from '@lender/domain';
import type { LoanRecord } from '../../integrations/loan-systems';
import type { PdfLine } from '../../integrations/pdf';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const heading = (loan: LoanRecord, title: string): PdfLine[] => [
  { text: loan.brandDisplayName, size: 18, bold: true },
  { text: title, size: 14, bold: true, gapBefore: 4 },
  { text: `Borrower: ${loan.borrower.firstName} ${loan.borrower.lastName}`, gapBefore: 10 },
  { text: `Loan number: ${loan.lmsId}` },
  { text: `Store: ${loan.storeName}, ${loan.storeCity}, ${loan.storeState}` },
  { text: `Store phone: ${formatPhoneDisplay(loan.storePhoneNumber)}` },
];
const row = (text: string, value: string, bold = false): PdfLine => ({ text, value, bold });

export function statementLines(loan: LoanRecord, s: MonthlyStatement): PdfLine[] {
  return [
    ...heading(loan, `Monthly statement - ${monthLabel(s.month)}`),
    { text: `Statement period: ${usDate(s.periodStart)} to ${usDate(s.periodEnd)}`, gapBefore: 10 },
    { text: 'Account summary', bold: true, size: 12, gapBefore: 10 },
    row('Opening balance', formatCents(s.openingBalanceCents)),
    row('Advances', formatCents(s.advancesCents)),
    row('Interest charged', formatCents(s.interestCents)),
    row('Fees charged', formatCents(s.feesCents)),
    row('Payments received', formatCents(-s.paymentsCents)),
    row('Closing balance', formatCents(s.closingBalanceCents), true),
    { text: 'Payment due', bold: true, size: 12, gapBefore: 10 },
    row('Minimum amount due', formatCents(s.minimumDueCents)),
    row('Due date', usDate(s.dueDate)),
    { text: 'Activity', bold: true, size: 12, gapBefore: 10 },
    ...(s.entries.length === 0
      ? [{ text: 'No activity this period.' }]
      : s.entries.map((e) => row(`${usDate(e.date)}  ${e.description}`, formatCents(e.amountCents)))),
    { text: 'Questions? Call your store at the number above.', size: 9, gapBefore: 16 },
  ];
}

export function loanAgreementLines(loan: LoanRecord): PdfLine[] {
  const collateral = loan.collateral ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}` : null;
  return [
    ...heading(loan, 'Loan agreement'),
    { text: 'Terms', bold: true, size: 12, gapBefore: 10 },
    row('Date of agreement', usDate(loan.openedOn)),
    row('Amount financed', formatCents(loan.principalCents)),
    row('Product', loan.productType),
    ...(loan.creditLimitCents !== null ? [row('Credit limit', formatCents(loan.creditLimitCents))] : []),
    ...(collateral ? [row('Collateral', collateral)] : []),
    row('Current status', loanStatusName(loan.status) ?? String(loan.status)),
    { text: 'The borrower promises to pay the lender the amount financed with the finance charges', gapBefore: 10 },
    { text: 'disclosed in the Truth in Lending disclosure, on the due dates shown in each statement.' },
    ...(loan.cosigner ? [{ text: `Co-signer: ${loan.cosigner.firstName} ${loan.cosigner.lastName}`, gapBefore: 6 }] : []),
  ];
}

export function disclosureLines(loan: LoanRecord, code: string): PdfLine[] {
  const name = DISCLOSURES.find((d) => d.code === code)?.name ?? 'Disclosure';
  const body: PdfLine[] =
    code === 'truth-in-lending'
      ? [
          row('Amount financed', formatCents(loan.principalCents)),
          row('Finance charge', formatCents(loan.interestCents + loan.feesCents)),
          row('Total of payments', formatCents(loan.principalCents + loan.interestCents + loan.feesCents)),
          row('First due date', usDate(loan.dueDate)),
        ]
      : [
          { text: 'We collect the information you give us to service your loan. We share it only as the law' },
          { text: 'allows and never sell it. You may limit sharing by calling your store.' },
        ];
  return [...heading(loan, name), { text: '', gapBefore: 6 }, ...body];
}
