/**
 * Each account document as the PDF renderer's blocks: monthly statements (from the ledger), the loan
 * agreement and the disclosures (from the loan record). A statement is in the reader's language (its dates spelled
 * out in Spanish, never MM/DD); the agreement and the disclosures stay English, as issued (decision 014).
 */
import type { TLanguage } from '@lender/contract';
import {
  closedEndDisclosure,
  formatCents,
  formatPhoneDisplay,
  loanStatusName,
  payoffOn,
  type DisclosureCode,
  type MonthlyStatement,
} from '@lender/domain';
import { formatMonthYear, text, translate } from '../../../i18n';
import type { LoanRecord } from '../../../integrations/loan-systems';
import type { PdfBlock } from '../../../integrations/pdf';
import { federalBoxBlocks } from './federal-box';
import {
  dateIn,
  heading,
  shortDateIn,
  paragraph,
  row,
  rows,
  usDate,
  type DocumentContent,
} from './blocks';

const fullName = (party: { firstName: string; lastName: string }) =>
  `${party.firstName} ${party.lastName}`;

const STATEMENT_TEXTS = {
  en: {
    title: (month: string) => `Monthly statement – ${month}`,
    borrower: 'Borrower',
    loan: 'Loan number',
    store: 'Store',
    storePhone: 'Store phone',
    period: 'Statement period',
    periodRange: (from: string, to: string) => `${from} to ${to}`,
    summary: 'Account summary',
    opening: 'Opening balance',
    advances: 'Advances',
    interest: 'Interest charged',
    fees: 'Fees charged',
    payments: 'Payments received',
    closing: 'Closing balance',
    due: 'Payment due',
    minimum: 'Minimum amount due',
    dueDate: 'Due date',
    activity: 'Activity',
    noActivity: 'No activity this period.',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    questions: 'Questions? Call your store at the number above.',
  },
  es: {
    title: (month: string) => `Estado de cuenta mensual – ${month}`,
    borrower: 'Prestatario',
    loan: 'Número de préstamo',
    store: 'Tienda',
    storePhone: 'Teléfono de la tienda',
    period: 'Período del estado de cuenta',
    periodRange: (from: string, to: string) => `del ${from} al ${to}`,
    summary: 'Resumen de la cuenta',
    opening: 'Saldo inicial',
    advances: 'Adelantos',
    interest: 'Intereses cobrados',
    fees: 'Cargos cobrados',
    payments: 'Pagos recibidos',
    closing: 'Saldo final',
    due: 'Pago adeudado',
    minimum: 'Monto mínimo adeudado',
    dueDate: 'Fecha de vencimiento',
    activity: 'Movimientos',
    noActivity: 'No hubo movimientos en este período.',
    date: 'Fecha',
    description: 'Descripción',
    amount: 'Monto',
    questions: '¿Preguntas? Llame a su tienda al número de arriba.',
  },
} as const;

/** The loan's facts every document opens with. */
function loanFacts(loan: LoanRecord, language: TLanguage = 'en'): PdfBlock {
  const t = STATEMENT_TEXTS[language];
  return rows(
    row(t.borrower, fullName(loan.borrower)),
    row(t.loan, loan.lmsId),
    row(t.store, `${loan.storeName}, ${loan.storeCity}, ${loan.storeState}`),
    row(t.storePhone, formatPhoneDisplay(loan.storePhoneNumber)),
  );
}

/** A monthly statement in the reader's language; the ledger's entry descriptions too where the message table knows them. */
export function statementContent(
  loan: LoanRecord,
  s: MonthlyStatement,
  language: TLanguage = 'en',
): DocumentContent {
  const t = STATEMENT_TEXTS[language];
  const date = dateIn(language);
  return {
    title: t.title(formatMonthYear(`${s.month}-01`, language)),
    blocks: [
      loanFacts(loan, language),
      rows(row(t.period, t.periodRange(date(s.periodStart), date(s.periodEnd)))),
      heading(t.summary),
      rows(
        row(t.opening, formatCents(s.openingBalanceCents)),
        row(t.advances, formatCents(s.advancesCents)),
        row(t.interest, formatCents(s.interestCents)),
        row(t.fees, formatCents(s.feesCents)),
        row(t.payments, formatCents(-s.paymentsCents)),
        row(t.closing, formatCents(s.closingBalanceCents), true),
      ),
      heading(t.due),
      rows(row(t.minimum, formatCents(s.minimumDueCents)), row(t.dueDate, date(s.dueDate))),
      heading(t.activity),
      s.entries.length === 0
        ? paragraph(t.noActivity)
        : {
            kind: 'table',
            columns: [
              { header: t.date, width: 0.2 },
              { header: t.description, width: 0.55 },
              { header: t.amount, width: 0.25, align: 'right' },
            ],
            rows: s.entries.map((e) => [
              shortDateIn(language)(e.date),
              translate(language, e.description),
              formatCents(e.amountCents),
            ]),
          },
      paragraph(t.questions, true),
    ],
  };
}

/** A document's name in the reader's language: its kind and its parameters (a statement's month, a disclosure's code). */
export function documentName(
  ref: { kind: string; month?: string | undefined; disclosure?: DisclosureCode | undefined },
  language: TLanguage,
): string {
  if (ref.kind === 'monthlyStatement')
    return translate(
      language,
      text('documents.name.monthlyStatement', {
        month: formatMonthYear(`${ref.month ?? ''}-01`, language),
      }),
    );
  if (ref.kind === 'disclosure' && ref.disclosure)
    return translate(language, text(`documents.name.${ref.disclosure}`));
  return translate(language, text('documents.name.loanAgreement'));
}

export function loanAgreementContent(loan: LoanRecord): DocumentContent {
  const collateral = loan.collateral
    ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}`
    : null;
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
        ...(loan.creditLimitCents !== null
          ? [row('Credit limit', formatCents(loan.creditLimitCents))]
          : []),
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
  const title =
    code === 'truth-in-lending' || code === 'privacy-notice'
      ? documentName({ kind: 'disclosure', disclosure: code }, 'en')
      : 'Disclosure';
  const body: PdfBlock[] =
    code === 'truth-in-lending'
      ? [
          ...federalBoxBlocks(
            closedEndDisclosure({
              amountFinancedCents: loan.principalCents,
              consummationDate: loan.openedOn,
              schedule: [
                {
                  dueDate: loan.dueDate,
                  // the total to the due date: the interest accrued by then and the fees (decision 050)
                  amountCents: payoffOn(loan.accrual, loan.dueDate),
                },
              ],
            }),
            'en',
            loan.collateral
              ? `${loan.collateral.year} ${loan.collateral.make} ${loan.collateral.model}`
              : undefined,
          ),
          rows(row('First due date', usDate(loan.dueDate))),
        ]
      : [
          paragraph(
            'We collect the information you give us to service your loan. We share it only as the law allows and never sell it. You may limit sharing by calling your store.',
          ),
        ];
  return { title, blocks: [loanFacts(loan), ...body] };
}
