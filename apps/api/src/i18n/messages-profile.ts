/**
 * Profile: the customer profile's rule codes field by field, the address type-ahead and marketing events (issue
 * 15, decision 021), and due-date reminders (decision 020).
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** the customer profile (issue 15): the domain's rule codes, field by field */
export const CUSTOMER_PROFILE_MESSAGES = {
  'profile.nameInvalid': {
    en: 'Use letters, spaces, apostrophes and hyphens only.',
    es: 'Use solo letras, espacios, apóstrofos y guiones.',
  },
  'profile.phoneInvalid': {
    en: 'Enter a 10-digit phone number.',
    es: 'Ingrese un número de teléfono de 10 dígitos.',
  },
  'profile.phoneAreaCode': {
    en: 'The area code cannot start with 0 or 1.',
    es: 'El código de área no puede empezar con 0 ni con 1.',
  },
  'profile.zipInvalid': {
    en: 'Enter a 5-digit ZIP code.',
    es: 'Ingrese un código postal de 5 dígitos.',
  },
  'profile.zipNotInState': {
    en: 'ZIP code {zip} is not in {state}. Check the ZIP code and the state.',
    es: 'El código postal {zip} no corresponde a {state}. Revise el código postal y el estado.',
  },
  'profile.stateInvalid': { en: 'Choose a US state.', es: 'Elija un estado de EE. UU.' },
  'profile.addressRequired': { en: 'Enter the street address.', es: 'Ingrese la dirección.' },
  'profile.cityInvalid': { en: 'Enter the city.', es: 'Ingrese la ciudad.' },
  'profile.voiceNotAllowed': {
    en: 'Voice messages are not available.',
    es: 'Los mensajes de voz no están disponibles.',
  },
  'profile.voiceNeedsText': {
    en: 'Voice messages need text messages turned on.',
    es: 'Los mensajes de voz requieren que los mensajes de texto estén activados.',
  },
  'profile.routingNumberInvalid': {
    en: 'Enter a valid 9-digit routing number.',
    es: 'Ingrese un número de ruta válido de 9 dígitos.',
  },
  'profile.routingNumberUnknown': {
    en: 'We could not find a bank with this routing number.',
    es: 'No encontramos un banco con este número de ruta.',
  },
  'profile.accountNumberInvalid': {
    en: 'Enter an account number of 4 to 17 digits.',
    es: 'Ingrese un número de cuenta de 4 a 17 dígitos.',
  },
  'profile.tooManySaves': {
    en: 'Too many attempts to save account information. Please wait and try again.',
    es: 'Demasiados intentos de guardar la información de la cuenta. Espere e inténtelo de nuevo.',
  },
  'profile.bankLookupFailed': {
    en: 'The bank name could not be looked up. Please try again.',
    es: 'No se pudo buscar el nombre del banco. Inténtelo de nuevo.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** the address type-ahead and the marketing events (issue 15, decision 021) */
export const ADDRESS_AND_MARKETING_MESSAGES = {
  'address.searchTooShort': {
    en: 'Type at least 3 characters of the address.',
    es: 'Escriba al menos 3 caracteres de la dirección.',
  },
  'address.searchTooLong': {
    en: 'Type at most 100 characters of the address.',
    es: 'Escriba como máximo 100 caracteres de la dirección.',
  },
  'address.placeUnknown': {
    en: 'We could not find this address. Please type it in full.',
    es: 'No encontramos esta dirección. Escríbala completa.',
  },
  'address.lookupFailed': {
    en: 'Address suggestions are not available right now. Please type the address in full.',
    es: 'Las sugerencias de direcciones no están disponibles ahora. Escriba la dirección completa.',
  },
  'marketing.eventNotAllowed': {
    en: 'This event is not recorded.',
    es: 'Este evento no se registra.',
  },
  'marketing.fieldNotAllowed': {
    en: 'This data field is not recorded.',
    es: 'Este campo de datos no se registra.',
  },
  'marketing.secretValue': {
    en: 'This value looks like private information and is not recorded.',
    es: 'Este valor parece información privada y no se registra.',
  },
  'marketing.notYourEmail': {
    en: 'The email is not yours.',
    es: 'El correo electrónico no es suyo.',
  },
  'updateUser.emailChanged': {
    en: 'Your sign-in email was changed to {alias}. If you did not make this change, contact customer service.',
    es: 'Su correo electrónico de inicio de sesión se cambió a {alias}. Si usted no hizo este cambio, comuníquese con servicio al cliente.',
  },
  'updateUser.phoneChanged': {
    en: 'Your sign-in phone number was changed to {alias}. If you did not make this change, contact customer service.',
    es: 'Su número de teléfono de inicio de sesión se cambió a {alias}. Si usted no hizo este cambio, comuníquese con servicio al cliente.',
  },
  'updateUser.changedSubject': {
    en: 'Your sign-in was changed',
    es: 'Se cambiaron sus datos de inicio de sesión',
  },
} as const satisfies Record<string, { en: string; es: string }>;

/** due-date reminders (issue 15; decision 020) */
export const REMINDER_MESSAGES = {
  'reminders.daysBeforeRange': {
    en: 'Choose from {min} to {max} days before the due date.',
    es: 'Elija de {min} a {max} días antes de la fecha de vencimiento.',
  },
  'reminders.pushUnavailable': {
    en: 'Reminders by notification are not available. We remind you by email or text.',
    es: 'Los recordatorios por notificación no están disponibles. Le recordamos por correo electrónico o mensaje de texto.',
  },
  'reminders.endpointRefused': {
    en: 'Reminders cannot be sent to this browser’s notification service. We remind you by email or text.',
    es: 'No podemos enviar recordatorios al servicio de notificaciones de este navegador. Le recordamos por correo electrónico o mensaje de texto.',
  },
  'reminders.endpointUnresolved': {
    en: 'We could not reach this browser’s notification service. Try again in a few minutes.',
    es: 'No pudimos comunicarnos con el servicio de notificaciones de este navegador. Inténtelo de nuevo en unos minutos.',
  },
  'reminders.subscriptionNotFound': {
    en: 'This device receives no reminders on this profile.',
    es: 'Este dispositivo no recibe recordatorios en este perfil.',
  },
  'reminders.subject': {
    en: '{brand}: payment due {date}',
    es: '{brand}: pago con vencimiento el {date}',
  },
  'reminders.title': { en: 'Payment due {date}', es: 'Pago con vencimiento el {date}' },
  'reminders.body': {
    en: 'Your payment of {amount} on loan {loan} is due {date}. Pay in the app before then.',
    es: 'Su pago de {amount} del préstamo {loan} vence el {date}. Pague en la aplicación antes de esa fecha.',
  },
  'reminders.message': {
    en: '{brand}: your payment of {amount} on loan {loan} is due {date}. Pay in the app: {url}',
    es: '{brand}: su pago de {amount} del préstamo {loan} vence el {date}. Pague en la aplicación: {url}',
  },
} as const satisfies Record<string, { en: string; es: string }>;
