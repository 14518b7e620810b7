/**
 * The payment receipt (issue 19): what the confirmation shows (spec §3 Payment confirmation), in the
 * reader's language — the card by its last 4 only.
 */
import type { TLanguage, TPaymentConfirmation } from '@lender/contract';
import { formatCents, formatPhoneDisplay, maskedCardNumber, paymentOutcome } from '@lender/domain';
import { dateIn, heading, paragraph, row, rows, type DocumentContent } from './blocks';

const TEXTS = {
  en: {
    title: 'Payment receipt',
    thanks: (amount: string) => `Thank you! Your payment of ${amount} was received.`,
    paidOff: (amount: string) => `Thank you! Your payment of ${amount} paid off your loan.`,
    settled: (amount: string) =>
      `Thank you! Your payment of ${amount} completed your settlement: your loan is settled and nothing more is owed on it.`,
    reinstated: (amount: string, loan: string) =>
      `Thank you! Your payment of ${amount} brought loan ${loan} up to date: the repossession has stopped and you keep your vehicle.`,
    loanStatus: 'Loan status',
    statusReinstated: 'Open again — the repossession has stopped',
    details: 'Payment details',
    customer: 'Borrower',
    cardholder: 'Cardholder',
    loan: 'Loan number',
    collateral: 'Vehicle',
    confirmationNumber: 'Confirmation number',
    postingDate: 'Posting date',
    card: 'Card',
    amountPaid: 'Amount paid',
    afterPayment: 'After this payment',
    remainingPayoff: 'Remaining payoff',
    settlementRemaining: 'Left to pay on your settlement',
    nextDueDate: 'Next due date',
    partialNote:
      'This was a partial payment: your loan stays past due until the minimum required is paid.',
    postingRule:
      'Payments made after 5:00 PM Central time, on a weekend or on a holiday post on the next business day.',
    questions: (phone: string) => `Questions? Call your store at ${phone}.`,
  },
  es: {
    title: 'Recibo de pago',
    thanks: (amount: string) => `¡Gracias! Recibimos su pago de ${amount}.`,
    paidOff: (amount: string) => `¡Gracias! Su pago de ${amount} liquidó su préstamo.`,
    settled: (amount: string) =>
      `¡Gracias! Su pago de ${amount} completó su acuerdo de liquidación: su préstamo quedó saldado y no debe nada más.`,
    reinstated: (amount: string, loan: string) =>
      `¡Gracias! Su pago de ${amount} puso al día el préstamo ${loan}: el embargo se detuvo y usted conserva su vehículo.`,
    loanStatus: 'Estado del préstamo',
    statusReinstated: 'Abierto de nuevo: el embargo se detuvo',
    details: 'Detalles del pago',
    customer: 'Prestatario',
    cardholder: 'Titular de la tarjeta',
    loan: 'Número de préstamo',
    collateral: 'Vehículo',
    confirmationNumber: 'Número de confirmación',
    postingDate: 'Fecha de registro',
    card: 'Tarjeta',
    amountPaid: 'Monto pagado',
    afterPayment: 'Después de este pago',
    remainingPayoff: 'Saldo de liquidación restante',
    settlementRemaining: 'Falta pagar de su acuerdo de liquidación',
    nextDueDate: 'Próxima fecha de vencimiento',
    partialNote:
      'Este fue un pago parcial: su préstamo sigue vencido hasta que se pague el mínimo requerido.',
    postingRule:
      'Los pagos hechos después de las 5:00 p. m. hora del Centro, en fin de semana o en un día festivo se registran el siguiente día hábil.',
    questions: (phone: string) => `¿Preguntas? Llame a su tienda al ${phone}.`,
  },
} as const;

/** the card networks' own names (the same in both languages) */
const CARD_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  amex: 'American Express',
};

export function receiptContent(c: TPaymentConfirmation, language: TLanguage): DocumentContent {
  const t = TEXTS[language];
  const date = dateIn(language);
  const amount = formatCents(c.amountPaidCents);
  const vehicle = [c.collateralYear, c.collateralMake, c.collateralModel]
    .filter((part) => part !== null)
    .join(' ');
  // what the payment did, as the confirmation screen titles it (the domain's paymentOutcome)
  const did = paymentOutcome({
    isRefi: Boolean(c.renewal),
    settlementRemainingCents: c.settlementRemainingCents,
    isPayoff: c.isPayoff,
    reinstates: c.reinstated,
  });
  const thanks = {
    settled: () => t.settled(amount),
    paidOff: () => t.paidOff(amount),
    reinstated: () => t.reinstated(amount, c.lmsId),
    renewed: () => t.thanks(amount),
    paid: () => t.thanks(amount),
  }[did]();
  return {
    title: t.title,
    blocks: [
      paragraph(thanks),
      heading(t.details),
      rows(
        row(t.customer, c.customerName),
        row(t.cardholder, c.cardHolderName),
        row(t.loan, c.lmsId),
        ...(vehicle ? [row(t.collateral, vehicle)] : []),
        row(t.confirmationNumber, c.confirmationNumber),
        row(t.postingDate, date(c.paymentDate)),
        row(t.card, `${CARD_NAMES[c.cardType] ?? c.cardType} ${maskedCardNumber(c.cardNumber)}`),
        row(t.amountPaid, amount, true),
      ),
      heading(t.afterPayment),
      // a payment toward a signed settlement: what is left of it (decision 045) instead of the loan's payoff
      rows(
        ...(did === 'reinstated' ? [row(t.loanStatus, t.statusReinstated)] : []),
        c.settlementRemainingCents === null
          ? row(t.remainingPayoff, formatCents(c.remainingPayoffCents))
          : row(t.settlementRemaining, formatCents(c.settlementRemainingCents)),
        ...(c.paymentDueDate ? [row(t.nextDueDate, date(c.paymentDueDate))] : []),
      ),
      ...(c.isPartial ? [paragraph(t.partialNote)] : []),
      paragraph(t.postingRule, true),
      paragraph(t.questions(formatPhoneDisplay(c.storePhoneNumber)), true),
    ],
  };
}
