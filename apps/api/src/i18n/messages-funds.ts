/**
 * Funds: draws and cash advances.
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** funds (draws and cash advances) */
export const FUNDS_MESSAGES = {
  'funds.notLineOfCredit': {
    en: 'loanId: only a line of credit can be drawn on.',
    es: 'loanId: solo se puede retirar de una línea de crédito.',
  },
  'funds.belowMinimum': {
    en: 'amount: the smallest draw is {amount}.',
    es: 'amount: el retiro mínimo es de {amount}.',
  },
  'funds.aboveMaximum': {
    en: 'amount: the largest draw to a card is {amount}.',
    es: 'amount: el retiro máximo a una tarjeta es de {amount}.',
  },
  'funds.aboveAvailable': {
    en: 'amount: is more than your available credit of {amount}.',
    es: 'amount: es mayor que su crédito disponible de {amount}.',
  },
  'funds.disbursementUnavailable': {
    en: 'loanId: this line of credit cannot send cash to a card. Please contact your store.',
    es: 'loanId: esta línea de crédito no puede enviar efectivo a una tarjeta. Comuníquese con su tienda.',
  },
  'funds.cardCannotReceive': {
    en: 'cardIds: this card cannot receive funds. Use a debit card.',
    es: 'cardIds: esta tarjeta no puede recibir fondos. Use una tarjeta de débito.',
  },
  'funds.addOnLockRequired': {
    en: 'The check before a draw has expired. Start the draw again.',
    es: 'La verificación previa al retiro venció. Comience el retiro de nuevo.',
  },
  'funds.drawInProgress': {
    en: 'A draw on this line is being paid out. Wait for it to finish.',
    es: 'Se está pagando un retiro de esta línea. Espere a que termine.',
  },
  'funds.keyReused': {
    en: 'idempotencyKey: was already used for another draw.',
    es: 'idempotencyKey: ya se usó para otro retiro.',
  },
  'funds.drawFailed': { en: 'The draw could not be paid.', es: 'No se pudo pagar el retiro.' },
  'funds.drawDeclined': {
    en: 'Your card declined the transfer: {reason}. Nothing was drawn.',
    es: 'Su tarjeta rechazó la transferencia: {reason}. No se retiró nada.',
  },
  'funds.advanceBatched': {
    en: 'This cash advance is already being processed and can no longer be cancelled.',
    es: 'Este adelanto de efectivo ya se está procesando y ya no se puede cancelar.',
  },
  'funds.advanceNotPending': {
    en: 'This cash advance is no longer pending.',
    es: 'Este adelanto de efectivo ya no está pendiente.',
  },
  'funds.notYourCard': { en: 'is not one of your cards', es: 'no es una de sus tarjetas' },
  'funds.drawNotFound': { en: 'No draw has this key.', es: 'Ningún retiro tiene esta clave.' },
  'funds.advanceNotFound': {
    en: 'No cash advance has this transaction id.',
    es: 'Ningún adelanto de efectivo tiene este número de transacción.',
  },
  'funds.disbursementNotFound': {
    en: 'No disbursement of this type was sent on this loan.',
    es: 'No se envió ningún desembolso de este tipo en este préstamo.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
