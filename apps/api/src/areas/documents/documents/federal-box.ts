/**
 * The federal box of a closed-end credit in a PDF (Regulation Z § 1026.18), in the document's language: the
 * annual percentage rate, finance charge, amount financed and total of payments (the domain's closedEndDisclosure,
 * the same figures the screens show), the payment schedule, the security interest and the prepayment statement.
 */
import type { TLanguage } from '@lender/contract';
import { paymentScheduleRows, type ClosedEndDisclosure } from '@lender/domain';
import type { PdfBlock } from '../../../integrations/pdf';
import { formatMoney } from '../../../i18n';
import { dateIn, heading, paragraph, row, rows } from './blocks';

export const FEDERAL_BOX_TEXTS = {
  en: {
    heading: 'Truth in Lending disclosure',
    apr: 'Annual percentage rate',
    financeCharge: 'Finance charge',
    amountFinanced: 'Amount financed',
    totalOfPayments: 'Total of payments',
    meanings:
      'The annual percentage rate is the cost of your credit as a yearly rate; the finance charge, the dollar amount the credit will cost you; the amount financed, the amount of credit provided to you or on your behalf; the total of payments, the amount you will have paid after you have made all payments as scheduled.',
    schedule: (count: number, amount: string, due: string) =>
      `Your payment schedule: ${count} ${count === 1 ? 'payment' : 'payments'} of ${amount}, due ${due}.`,
    security: (collateral: string) =>
      `Security: you are giving a security interest in your ${collateral}.`,
    prepayment:
      'Prepayment: if you pay off early, you will not have to pay a penalty, and you may be entitled to a refund of part of the finance charge.',
    to: (first: string, last: string) => `${first} to ${last}`,
  },
  es: {
    heading: 'Divulgación de la Ley de Veracidad en los Préstamos',
    apr: 'Tasa de porcentaje anual',
    financeCharge: 'Cargo financiero',
    amountFinanced: 'Monto financiado',
    totalOfPayments: 'Total de pagos',
    meanings:
      'La tasa de porcentaje anual es el costo de su crédito como tasa anual; el cargo financiero, la cantidad en dólares que le costará el crédito; el monto financiado, el monto del crédito que se le otorga a usted o en su nombre; el total de pagos, la cantidad que habrá pagado después de hacer todos los pagos según lo programado.',
    schedule: (count: number, amount: string, due: string) =>
      `Su calendario de pagos: ${count} ${count === 1 ? 'pago' : 'pagos'} de ${amount}, con vencimiento ${due}.`,
    security: (collateral: string) => `Garantía: usted otorga una garantía sobre su ${collateral}.`,
    prepayment:
      'Pago anticipado: si paga antes, no tendrá que pagar una penalidad y podría tener derecho a un reembolso de parte del cargo financiero.',
    to: (first: string, last: string) => `del ${first} al ${last}`,
  },
} as const;

/** 304.17 → '304.17%' (en) / '304.17 %' (es). */
export function formatAprIn(aprPercent: number, language: TLanguage): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(aprPercent / 100);
}

export function federalBoxBlocks(
  disclosure: ClosedEndDisclosure,
  language: TLanguage,
  collateral?: string,
): PdfBlock[] {
  const t = FEDERAL_BOX_TEXTS[language];
  const money = (cents: number) => formatMoney(cents, language);
  const date = dateIn(language);
  const groups = paymentScheduleRows(disclosure.schedule);
  return [
    heading(t.heading),
    rows(
      row(t.apr, formatAprIn(disclosure.aprPercent, language), true),
      row(t.financeCharge, money(disclosure.financeChargeCents), true),
      row(t.amountFinanced, money(disclosure.amountFinancedCents)),
      row(t.totalOfPayments, money(disclosure.totalOfPaymentsCents)),
    ),
    paragraph(t.meanings, true),
    ...groups.map((group) =>
      paragraph(
        t.schedule(
          group.count,
          money(group.amountCents),
          group.count === 1 ? date(group.first) : t.to(date(group.first), date(group.last)),
        ),
      ),
    ),
    ...(collateral ? [paragraph(t.security(collateral))] : []),
    paragraph(t.prepayment),
  ];
}
