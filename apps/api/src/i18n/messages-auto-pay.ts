/**
 * Auto-pay's messages (issue 49, decision 056), in the one table (messages.ts spreads them): the refusals of the
 * enrolment rule (domain autoPayRefusal codes) and the notice of an auto-payment that did not go through.
 */
export const AUTO_PAY_MESSAGES = {
  'autoPay.unavailable': {
    en: 'Auto-pay is not available right now.',
    es: 'El pago automático no está disponible en este momento.',
  },
  'autoPay.alternateParty': {
    en: 'A co-signer cannot set up auto-pay: only the borrower can change it on this loan.',
    es: 'Un codeudor no puede activar el pago automático: solo el prestatario puede cambiarlo en este préstamo.',
  },
  'autoPay.loanNotServiced': {
    en: 'This loan cannot be paid by auto-pay. Please call your store.',
    es: 'Este préstamo no se puede pagar con pago automático. Llame a su tienda.',
  },
  'autoPay.notPayable': {
    en: 'Auto-pay cannot be set up: this loan cannot be paid online.',
    es: 'No se puede activar el pago automático: este préstamo no se puede pagar en línea.',
  },
  'autoPay.nothingOwed': {
    en: 'Nothing is owed on this loan.',
    es: 'No se debe nada en este préstamo.',
  },
  'autoPay.guestCard': {
    en: 'Choose a card saved to your profile for auto-pay.',
    es: 'Elija una tarjeta guardada en su perfil para el pago automático.',
  },
  'autoPay.cardRemoved': {
    en: 'The auto-pay card was removed from your profile. Choose another card.',
    es: 'La tarjeta del pago automático se eliminó de su perfil. Elija otra tarjeta.',
  },
  'autoPay.cardExpiresBeforeDueDate': {
    en: 'This card expires before your next due date ({date}). Choose another card.',
    es: 'Esta tarjeta vence antes de su próxima fecha de pago ({date}). Elija otra tarjeta.',
  },
  'autoPay.declinedSubject': {
    en: '{brand}: your automatic payment did not go through',
    es: '{brand}: su pago automático no se realizó',
  },
  'autoPay.declinedMessage': {
    en: '{brand}: your automatic payment of {amount} on loan {loan}, due {date}, with the card ending in {last4} did not go through. Your payment is still due: pay in the app or change your auto-pay card: {url}',
    es: '{brand}: su pago automático de {amount} del préstamo {loan}, con vencimiento el {date}, con la tarjeta terminada en {last4} no se realizó. Su pago sigue pendiente: pague en la aplicación o cambie la tarjeta del pago automático: {url}',
  },
} as const satisfies Record<string, { en: string; es: string }>;
