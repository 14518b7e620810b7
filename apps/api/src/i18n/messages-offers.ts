/**
 * The offers' messages (issue 12), in the one table (messages.ts spreads them in their place among the others): the
 * settlement offer, its agreement and its payment, the e-signature session, and a new title loan from an appraisal
 * offer (decision 025): its refusals, its signing and what became of it.
 */
export const OFFER_MESSAGES = {
  // offers, settlement and e-signature (issue 12)
  'settlement.notFound': {
    en: 'No settlement offer was found for this loan.',
    es: 'No se encontró una oferta de liquidación para este préstamo.',
  },
  'settlement.offerExpired': {
    en: 'This settlement offer expired on {date}. It can no longer be signed or paid.',
    es: 'Esta oferta de liquidación venció el {date}. Ya no se puede firmar ni pagar.',
  },
  'settlement.alreadySigned': {
    en: 'The settlement agreement is already signed. Make the settlement payment.',
    es: 'El acuerdo de liquidación ya está firmado. Haga el pago de liquidación.',
  },
  'settlement.alreadySettled': {
    en: 'This loan is already settled.',
    es: 'Este préstamo ya está liquidado.',
  },
  'settlement.notSigned': {
    en: 'Sign the settlement agreement before paying the settlement.',
    es: 'Firme el acuerdo de liquidación antes de pagar la liquidación.',
  },
  'settlement.retriesExhausted': {
    en: 'The settlement payment failed too many times ({limit} retries). Please call your store.',
    es: 'El pago de liquidación falló demasiadas veces ({limit} reintentos). Llame a su tienda.',
  },
  'settlement.amountMismatch': {
    en: 'must be what is left to pay on the settlement, {amount}',
    es: 'debe ser lo que falta pagar de la liquidación, {amount}',
  },
  'settlement.aboveRemaining': {
    en: 'is more than is left to pay on your signed settlement. Pay {amount} or less: {amount} settles the loan.',
    es: 'es más de lo que falta pagar de su liquidación firmada. Pague {amount} o menos: con {amount} el préstamo queda liquidado.',
  },
  'settlement.amountRequired': { en: 'must be more than $0.00', es: 'debe ser mayor que $0.00' },
  'settlement.paymentInFlight': {
    en: 'A payment of {amount} toward this settlement is already being processed. Wait for it to finish, then pay what is left.',
    es: 'Ya se está procesando un pago de {amount} para esta liquidación. Espere a que termine y luego pague lo que falte.',
  },
  'settlement.claimNotSigned': {
    en: 'the settlement agreement is not signed',
    es: 'el acuerdo de liquidación no está firmado',
  },
  'settlement.claimNotPaid': {
    en: 'no settlement payment has posted',
    es: 'no se ha registrado ningún pago de liquidación',
  },
  'esign.envelopeNotFound': {
    en: 'Signing session not found.',
    es: 'No se encontró la sesión de firma.',
  },
  'esign.unavailable': {
    en: 'The signing service is not answering right now. Nothing was charged, and anything you already signed is kept. Please try again in a moment.',
    es: 'El servicio de firma no responde en este momento. No se cobró nada y lo que ya firmó se conserva. Inténtelo de nuevo en un momento.',
  },
  // a new title loan from an appraisal offer (issue 12, decision 025)
  'origination.notFound': {
    en: 'No appraisal offer was found for this application.',
    es: 'No se encontró una oferta de avalúo para esta solicitud.',
  },
  'origination.originationNotFound': {
    en: 'No loan request has this key.',
    es: 'Ninguna solicitud de préstamo tiene esta clave.',
  },
  'origination.belowMinimum': {
    en: 'The loan amount must be at least {amount}.',
    es: 'El monto del préstamo debe ser de al menos {amount}.',
  },
  'origination.aboveMaximum': {
    en: 'The loan amount can be at most {amount}.',
    es: 'El monto del préstamo puede ser como máximo {amount}.',
  },
  'origination.amountNotCents': {
    en: 'The loan amount must be in dollars and cents.',
    es: 'El monto del préstamo debe estar en dólares y centavos.',
  },
  'origination.methodUnavailable': {
    en: 'This offer cannot send the money that way. Choose another way to receive it.',
    es: 'Esta oferta no puede enviar el dinero de esa forma. Elija otra forma de recibirlo.',
  },
  'origination.cardRequired': {
    en: 'Choose the debit card that should receive the money.',
    es: 'Elija la tarjeta de débito que debe recibir el dinero.',
  },
  'origination.tooManyCards': {
    en: 'Choose one card (at most {max} card ids).',
    es: 'Elija una tarjeta (como máximo {max} identificadores de tarjeta).',
  },
  'origination.cardCannotReceive': {
    en: 'This card cannot receive money. Choose a debit card that can.',
    es: 'Esta tarjeta no puede recibir dinero. Elija una tarjeta de débito que pueda.',
  },
  'origination.offerExpired': {
    en: 'This offer expired on {date}. Please call your store for a new one.',
    es: 'Esta oferta venció el {date}. Llame a su tienda para obtener una nueva.',
  },
  'origination.offerDeclined': {
    en: 'You declined this offer. Please call your store if you changed your mind.',
    es: 'Usted rechazó esta oferta. Llame a su tienda si cambió de opinión.',
  },
  'origination.inProgress': {
    en: 'A loan from this offer is already being made.',
    es: 'Ya se está haciendo un préstamo con esta oferta.',
  },
  'origination.keyReused': {
    en: 'This request key was already used for a different loan request.',
    es: 'Esta clave de solicitud ya se usó para otra solicitud de préstamo.',
  },
  'origination.mismatch': { en: 'does not match the offer', es: 'no coincide con la oferta' },
  'origination.spouseNotAsked': {
    en: 'This loan does not ask for a spouse’s address.',
    es: 'Este préstamo no pide la dirección del cónyuge.',
  },
  'origination.spouseAddressRequired': {
    en: 'Tell us whether you are married (and your spouse’s address if you are) before the loan is made.',
    es: 'Díganos si está casado(a) (y la dirección de su cónyuge si lo está) antes de hacer el préstamo.',
  },
  'origination.demographicsRequired': {
    en: 'Answer the demographic questions (you may choose “prefer not to say”) before the loan is made.',
    es: 'Responda las preguntas demográficas (puede elegir “prefiero no decir”) antes de hacer el préstamo.',
  },
  // decision 064: a new loan needs the identity check to pass (domain identityCheckRefusal), by who can complete it
  'identity.incomplete.profile': {
    en: 'Before we can make a new loan, we need your home address. Add it on My profile, then try again.',
    es: 'Antes de hacer un préstamo nuevo, necesitamos su domicilio. Agréguelo en Mi perfil y vuelva a intentarlo.',
  },
  'identity.incomplete.store': {
    en: 'Before we can make a new loan, your store must complete your name, date of birth or Social Security number on file. Please call {store} at {phone}.',
    es: 'Antes de hacer un préstamo nuevo, su tienda debe completar su nombre, fecha de nacimiento o número de Seguro Social en nuestros registros. Llame a {store} al {phone}.',
  },
  'identity.incomplete.both': {
    en: 'Before we can make a new loan, we need your home address (add it on My profile), and your store must complete your name, date of birth or Social Security number on file (call {store} at {phone}).',
    es: 'Antes de hacer un préstamo nuevo, necesitamos su domicilio (agréguelo en Mi perfil), y su tienda debe completar su nombre, fecha de nacimiento o número de Seguro Social en nuestros registros (llame a {store} al {phone}).',
  },
  'origination.notAwaitingSignature': {
    en: 'This loan has no agreement waiting to be signed.',
    es: 'Este préstamo no tiene un contrato pendiente de firma.',
  },
  'origination.declineInProgress': {
    en: 'A loan from this offer is being made; it can no longer be declined.',
    es: 'Se está haciendo un préstamo con esta oferta; ya no se puede rechazar.',
  },
  'origination.loanFailed': {
    en: 'The loan could not be made. Please call your store.',
    es: 'No se pudo hacer el préstamo. Llame a su tienda.',
  },
  'origination.payoutDeclined': {
    en: 'Your loan is made, but your card declined the money: {reason}. Please call your store to receive it another way.',
    es: 'Su préstamo está hecho, pero su tarjeta rechazó el dinero: {reason}. Llame a su tienda para recibirlo de otra forma.',
  },
  'origination.signingDeclined': {
    en: 'You declined to sign the loan agreement, so no loan was made.',
    es: 'Usted no firmó el contrato del préstamo, así que no se hizo ningún préstamo.',
  },
  'origination.signingExpired': {
    en: 'The time to sign the loan agreement ran out, so no loan was made. You can start again while the offer lasts.',
    es: 'Se acabó el tiempo para firmar el contrato del préstamo, así que no se hizo ningún préstamo. Puede empezar de nuevo mientras dure la oferta.',
  },
  'origination.waitingAtStore': {
    en: 'Your money is waiting for you at the store.',
    es: 'Su dinero le espera en la tienda.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
