/**
 * The payoff quote PDF (issue 13): the amount that pays the loan off on the good-through date, how it is
 * made (today's payoff and the interest that accrues to that date, decision 050), in the reader's language.
 */
import type { TLanguage, TPayoffQuoteResponse } from '@lender/contract';
import { formatCents, formatPhoneDisplay } from '@lender/domain';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { dateIn, heading, paragraph, row, rows, type DocumentContent } from './blocks';

const TEXTS = {
  en: {
    title: 'Payoff quote',
    lead: (amount: string, date: string) => `To pay off your loan, pay ${amount} by ${date}.`,
    details: 'Quote details',
    borrower: 'Borrower',
    loan: 'Loan number',
    quotedOn: 'Quoted on',
    goodThrough: 'Good through',
    payoffToday: 'Payoff today',
    perDiem: 'Interest per day',
    accrued: (days: number) => `Interest for ${days} ${days === 1 ? 'day' : 'days'}`,
    payoff: 'Payoff amount',
    note: 'This quote assumes no other payments, fees or charges post before the good-through date. A payment made after 5:00 PM Central time, on a weekend or on a holiday posts on the next business day.',
    questions: (phone: string) => `Questions? Call your store at ${phone}.`,
  },
  es: {
    title: 'Cotización de liquidación',
    lead: (amount: string, date: string) =>
      `Para liquidar su préstamo, pague ${amount} a más tardar el ${date}.`,
    details: 'Detalles de la cotización',
    borrower: 'Prestatario',
    loan: 'Número de préstamo',
    quotedOn: 'Fecha de la cotización',
    goodThrough: 'Válida hasta',
    payoffToday: 'Liquidación hoy',
    perDiem: 'Interés por día',
    accrued: (days: number) => `Interés de ${days} ${days === 1 ? 'día' : 'días'}`,
    payoff: 'Monto de liquidación',
    note: 'Esta cotización supone que no se registran otros pagos, cargos ni comisiones antes de la fecha de validez. Un pago hecho después de las 5:00 p. m. hora del Centro, en fin de semana o en un día festivo se registra el siguiente día hábil.',
    questions: (phone: string) => `¿Preguntas? Llame a su tienda al ${phone}.`,
  },
} as const;

export function payoffQuoteContent(
  loan: LoanRecord,
  quote: TPayoffQuoteResponse,
  language: TLanguage,
): DocumentContent {
  const t = TEXTS[language];
  const date = dateIn(language);
  const amount = formatCents(quote.payoffAmountCents);
  return {
    title: t.title,
    blocks: [
      paragraph(t.lead(amount, date(quote.goodThrough))),
      heading(t.details),
      rows(
        row(t.borrower, `${loan.borrower.firstName} ${loan.borrower.lastName}`),
        row(t.loan, loan.lmsId),
        row(t.quotedOn, date(quote.quotedOn)),
        row(t.goodThrough, date(quote.goodThrough)),
        row(t.payoffToday, formatCents(quote.payoffTodayCents)),
        row(t.perDiem, formatCents(quote.perDiemCents)),
        row(t.accrued(quote.days), formatCents(quote.accruedInterestCents)),
        row(t.payoff, amount, true),
      ),
      paragraph(t.note, true),
      paragraph(t.questions(formatPhoneDisplay(loan.storePhoneNumber)), true),
    ],
  };
}
