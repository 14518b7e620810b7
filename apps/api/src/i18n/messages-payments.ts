/**
 * Payments and cards: the payment's refusals and outcomes, the ledger's entry descriptions, the card processor's
 * answers, saved cards, and the receipt sent by email or SMS.
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** payments */
export const PAYMENT_MESSAGES = {
  'payments.amount.notPayable': {
    en: 'This loan cannot be paid online.',
    es: 'Este préstamo no se puede pagar en línea.',
  },
  'payments.amount.amountRequired': {
    en: 'Enter a payment amount.',
    es: 'Ingrese un monto de pago.',
  },
  'payments.amount.abovePayoff': {
    en: 'The payment cannot be more than the payoff amount of {amount}.',
    es: 'El pago no puede ser mayor que el saldo de liquidación de {amount}.',
  },
  'payments.amount.belowMinimum': {
    en: 'The payment must be at least the minimum due of {amount}.',
    es: 'El pago debe ser al menos el mínimo adeudado de {amount}.',
  },
  'payments.inProgress': {
    en: 'Payments of {inFlight} in all are already being processed on this loan. You can pay up to {remaining} now.',
    es: 'Ya se están procesando pagos por un total de {inFlight} en este préstamo. Ahora puede pagar hasta {remaining}.',
  },
  'payments.inProgressCovered': {
    en: 'Payments of {inFlight} in all are already being processed on this loan and cover its payoff. Please wait until they are finished.',
    es: 'Ya se están procesando pagos por un total de {inFlight} en este préstamo y cubren su saldo de liquidación. Espere a que terminen.',
  },
  'payments.retryRestricted': {
    en: 'This card was just declined for this loan. Try it again in {minutes} minutes, or pay with another card.',
    es: 'Esta tarjeta acaba de ser rechazada para este préstamo. Vuelva a intentarlo en {minutes} minutos o pague con otra tarjeta.',
  },
  'payments.verificationRequired': {
    en: 'Please verify that you are the co-signer before paying this loan.',
    es: 'Verifique que usted es el codeudor antes de pagar este préstamo.',
  },
  'payments.alternateBlocked': {
    en: 'Another party is making a payment on this loan. Please try again later.',
    es: 'Otra persona está haciendo un pago en este préstamo. Inténtelo de nuevo más tarde.',
  },
  'payments.notFound': { en: 'Payment not found.', es: 'No se encontró el pago.' },
  'payments.notFinished': { en: 'The payment is not finished.', es: 'El pago no ha terminado.' },
  'payments.cardMismatch': { en: 'does not match the card', es: 'no coincide con la tarjeta' },
  'payments.keyReused': {
    en: 'was already used for another payment',
    es: 'ya se usó para otro pago',
  },
  'payments.notCosigner': {
    en: 'Only the co-signer of this loan can be verified to pay it.',
    es: 'Solo el codeudor de este préstamo puede verificarse para pagarlo.',
  },
  'payments.notYourCustomerId': {
    en: 'The customer id is not yours.',
    es: 'El número de cliente no es suyo.',
  },
  'payments.noContactForCode': {
    en: 'There is no phone or email on the loan to send a code to',
    es: 'El préstamo no tiene un teléfono ni un correo electrónico al que enviar un código',
  },
  'payments.unreachable': {
    en: 'We could not reach the card processor. Your card was not charged. Please try again.',
    es: 'No pudimos comunicarnos con el procesador de tarjetas. No se hizo ningún cargo a su tarjeta. Inténtelo de nuevo.',
  },
  'payments.failed': { en: 'The payment failed.', es: 'El pago no se realizó.' },
  'payments.exceedsRemaining': {
    en: 'The payment is more than is left to pay once the payments already being processed are counted. Your card was not charged.',
    es: 'El pago es mayor que lo que queda por pagar, contando los pagos que ya se están procesando. No se hizo ningún cargo a su tarjeta.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** the ledger's entry descriptions (a statement's activity); another loan system's own texts print as they are */
export const LEDGER_MESSAGES = {
  'ledger.disbursement': { en: 'Loan disbursement', es: 'Desembolso del préstamo' },
  'ledger.cashAdvance': { en: 'Cash advance', es: 'Adelanto de efectivo' },
  'ledger.interest': { en: 'Interest charged', es: 'Intereses cobrados' },
  'ledger.lateFee': { en: 'Late fee', es: 'Cargo por pago tardío' },
  'ledger.fee': { en: 'Fee', es: 'Cargo' },
  'ledger.payment': { en: 'Payment', es: 'Pago' },
  'ledger.payoffPayment': { en: 'Payoff payment', es: 'Pago de liquidación' },
} as const satisfies Record<string, { en: string; es: string }>;

/** what the card processor answers (its reasons, said to the borrower) */
export const PROCESSOR_MESSAGES = {
  'processor.cardDeclined': { en: 'Card declined', es: 'Tarjeta rechazada' },
  'processor.insufficientFunds': { en: 'Insufficient funds', es: 'Fondos insuficientes' },
  'processor.cardNotRecognized': { en: 'Card not recognized', es: 'Tarjeta no reconocida' },
  'processor.cannotReceiveFunds': {
    en: 'This card cannot receive funds',
    es: 'Esta tarjeta no puede recibir fondos',
  },
  'payments.voided': {
    en: 'The payment could not be applied to the loan, so it was cancelled: your card was not charged, and any hold on it will be released.',
    es: 'El pago no se pudo aplicar al préstamo, así que se canceló: no se hizo ningún cargo a su tarjeta y cualquier retención se liberará.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** cards */
export const CARD_MESSAGES = {
  'cards.infoFailed': {
    en: 'Failed to get card information',
    es: 'No se pudo obtener la información de la tarjeta',
  },
  'cards.tokenRequired': {
    en: 'Please confirm card information is entered correctly',
    es: 'Confirme que la información de la tarjeta se ingresó correctamente',
  },
  'cards.expired': { en: 'This card has expired.', es: 'Esta tarjeta está vencida.' },
  'cards.badOrigin': {
    en: 'must be this app’s own origin',
    es: 'debe ser el origen de esta misma aplicación',
  },
  'cards.cannotReceiveFunds': {
    en: 'This card cannot receive funds. Use a debit card.',
    es: 'Esta tarjeta no puede recibir fondos. Use una tarjeta de débito.',
  },
  'cards.limit': {
    en: 'You have reached the maximum number of cards. Remove a card to add another.',
    es: 'Alcanzó el número máximo de tarjetas. Elimine una tarjeta para agregar otra.',
  },
  'cards.disburseLimit': {
    en: 'You can have at most {max} debit cards that receive funds. Remove one to add another.',
    es: 'Puede tener como máximo {max} tarjetas de débito que reciben fondos. Elimine una para agregar otra.',
  },
  'cards.tooManyRequests': {
    en: 'Too many attempts to add or remove a card. Please wait and try again.',
    es: 'Demasiados intentos de agregar o eliminar una tarjeta. Espere e inténtelo de nuevo.',
  },
  'cards.notFound': { en: 'Card not found', es: 'No se encontró la tarjeta' },
  'cards.unavailable': {
    en: 'The card service is unavailable. Please try again later.',
    es: 'El servicio de tarjetas no está disponible. Inténtelo de nuevo más tarde.',
  },
  'cards.guestCannotSave': {
    en: 'A guest payment cannot save a card.',
    es: 'Un pago de invitado no puede guardar una tarjeta.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** the payment receipt by email or SMS (the PDF has its own texts: areas/documents/documents/receipt-content.ts) */
export const RECEIPT_MESSAGES = {
  'receipt.subject': {
    en: '{brand} payment receipt {number}',
    es: 'Recibo de pago de {brand} {number}',
  },
  'receipt.body': {
    en: '{brand}: we received your payment of {amount} on loan {loan} (card ending {card}) on {date}. Confirmation number {number}. {outcome}',
    es: '{brand}: recibimos su pago de {amount} en el préstamo {loan} (tarjeta que termina en {card}) el {date}. Número de confirmación {number}. {outcome}',
  },
  'receipt.paidOff': { en: 'Your loan is paid off.', es: 'Su préstamo está liquidado.' },
  'receipt.remaining': {
    en: 'Remaining payoff: {amount}.',
    es: 'Saldo de liquidación restante: {amount}.',
  },
  'receipt.settled': {
    en: 'Your loan is settled: nothing more is owed on it.',
    es: 'Su préstamo quedó saldado según el acuerdo de liquidación: no debe nada más.',
  },
  'receipt.reinstated': {
    en: 'The repossession has stopped: your loan is up to date and you keep your vehicle. Remaining payoff: {amount}.',
    es: 'El embargo se detuvo: su préstamo está al día y usted conserva su vehículo. Saldo de liquidación restante: {amount}.',
  },
  'receipt.settlementRemaining': {
    en: 'Left to pay on your settlement: {amount}.',
    es: 'Falta pagar de su acuerdo de liquidación: {amount}.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** the receipt of a renewal */
export const RENEWAL_RECEIPT_MESSAGES = {
  'receipt.renewal': {
    en: 'Your loan was renewed: new loan {loan}, {amount} due on {date}.',
    es: 'Su préstamo se renovó: préstamo nuevo {loan}, {amount} con vencimiento el {date}.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
