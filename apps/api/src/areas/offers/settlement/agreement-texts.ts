/**
 * The settlement agreement's words (decision 062): the English original and its Spanish translation, clause by
 * clause (agreement-texts.test.ts fails on a clause without its translation). The figures are the template's.
 */
import type { TLanguage } from '@lender/contract';

export const SETTLEMENT_AGREEMENT_TEXTS = {
  en: {
    title: 'Settlement agreement',
    borrower: 'Borrower',
    loanNumber: 'Loan number',
    balanceToday: 'Balance owed today',
    settlementAmount: 'Settlement amount',
    validThrough: 'Offer valid through',
    terms: 'Terms',
    accept: (lender: string, amount: string, loan: string) =>
      `${lender} agrees to accept ${amount} in full settlement of loan ${loan}. Once this payment posts, the loan is Settled: the rest of the balance is forgiven and nothing more is owed on it.`,
    notPaid:
      'If the settlement payment is not made, this agreement does not reduce the balance, and the loan stays as it is.',
    reporting:
      'A settled loan may be reported to credit bureaus as settled for less than the full balance. Forgiven debt may be taxable; ask a tax adviser.',
  },
  es: {
    title: 'Acuerdo de liquidación',
    borrower: 'Prestatario',
    loanNumber: 'Número de préstamo',
    balanceToday: 'Saldo adeudado hoy',
    settlementAmount: 'Monto de liquidación',
    validThrough: 'Oferta válida hasta',
    terms: 'Términos',
    accept: (lender: string, amount: string, loan: string) =>
      `${lender} acepta recibir ${amount} como liquidación total del préstamo ${loan}. Una vez que se registre este pago, el préstamo queda Liquidado: se perdona el resto del saldo y no se debe nada más por él.`,
    notPaid:
      'Si no se hace el pago de liquidación, este acuerdo no reduce el saldo y el préstamo se queda como está.',
    reporting:
      'Un préstamo liquidado puede reportarse a las agencias de crédito como liquidado por menos del saldo total. La deuda perdonada puede estar sujeta a impuestos; consulte a un asesor fiscal.',
  },
} as const satisfies Record<TLanguage, unknown>;
