/**
 * The loan agreement's words (decision 062): the English original and its Spanish translation, clause by clause
 * (agreement-texts.test.ts fails on a clause without its translation). The figures are not here: the template
 * (agreement.ts) writes the same computed ones into either.
 */
import type { TLanguage } from '@lender/contract';

/** The borrower's promise, from its figures written out (money and dates as the reader's language writes them). */
type LoanPromise = (
  borrower: string,
  amount: string,
  lender: string,
  payoff: string,
  charge: string,
  due: string,
) => string;

export const LOAN_AGREEMENT_TEXTS = {
  en: {
    title: 'Title loan agreement',
    borrower: 'Borrower',
    loanNumber: 'Loan number',
    loanDate: 'Loan date',
    dueDate: 'Due date',
    vehicle: 'Vehicle',
    vin: 'VIN',
    store: 'Store',
    moneySentBy: 'Money sent by',
    noVehicle: 'None',
    notRecorded: 'Not recorded',
    terms: 'Terms',
    promise: (borrower, amount, lender, payoff, charge, due) =>
      `${borrower} borrows ${amount} from ${lender} and promises to pay ${payoff} (the amount and a finance charge of ${charge}) on ${due}.`,
    pledge: (vehicle: string) =>
      `The borrower pledges the ${vehicle} as security for this loan and keeps driving it. If the loan is not repaid, the vehicle may be repossessed as the law of the store's state allows.`,
    noMoneyUntilSigned:
      'No money is sent until this agreement is signed. If it is declined or not signed in time, no loan is made and nothing is owed.',
    earlyRepayment:
      'The borrower may repay early at any time; the finance charge is then reduced as the law of the store’s state requires.',
    debitCard: 'Debit card',
    moneyTransfer: 'Money transfer',
    cashAtStore: 'Cash at the store',
    atStore: 'Store',
    cardEnding: (name: string, last4: string) => `${name} ending ${last4}`,
  },
  es: {
    title: 'Contrato de préstamo con garantía de título',
    borrower: 'Prestatario',
    loanNumber: 'Número de préstamo',
    loanDate: 'Fecha del préstamo',
    dueDate: 'Fecha de vencimiento',
    vehicle: 'Vehículo',
    vin: 'Número VIN',
    store: 'Tienda',
    moneySentBy: 'Dinero enviado por',
    noVehicle: 'Ninguno',
    notRecorded: 'No registrado',
    terms: 'Términos',
    promise: (borrower, amount, lender, payoff, charge, due) =>
      `${borrower} recibe en préstamo ${amount} de ${lender} y promete pagar ${payoff} (el monto y un cargo financiero de ${charge}) el ${due}.`,
    pledge: (vehicle: string) =>
      `El prestatario otorga el ${vehicle} como garantía de este préstamo y lo sigue manejando. Si el préstamo no se paga, el vehículo puede ser embargado según lo permita la ley del estado de la tienda.`,
    noMoneyUntilSigned:
      'No se envía dinero hasta que se firme este contrato. Si se rechaza o no se firma a tiempo, no se otorga ningún préstamo y no se debe nada.',
    earlyRepayment:
      'El prestatario puede pagar por adelantado en cualquier momento; en ese caso, el cargo financiero se reduce como lo exige la ley del estado de la tienda.',
    debitCard: 'Tarjeta de débito',
    moneyTransfer: 'Transferencia de dinero',
    cashAtStore: 'Efectivo en la tienda',
    atStore: 'Tienda',
    cardEnding: (name: string, last4: string) => `${name} que termina en ${last4}`,
  },
} as const satisfies Record<TLanguage, { promise: LoanPromise; [clause: string]: unknown }>;
