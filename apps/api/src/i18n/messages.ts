/**
 * The one table of what the server says to a person (decision 014): each message by its id, in English and in
 * Spanish, with {name} placeholders. Services throw errors naming an id (or, for a message without parameters,
 * its English text, found here by that text); the error handlers answer in the request's language.
 */
import { AUTO_PAY_MESSAGES } from './messages-auto-pay';
import { OFFER_MESSAGES } from './messages-offers';
import { REFINANCE_MESSAGES } from './messages-refinance';

export const MESSAGES = {
  // the renewal's steps (issue 13): their own file, spread first
  ...REFINANCE_MESSAGES,
  // auto-pay (issue 49; decision 056)
  ...AUTO_PAY_MESSAGES,
  // generic
  'generic.unauthorized': { en: 'Unauthorized', es: 'No autorizado' },
  'generic.accessDenied': { en: 'Access denied', es: 'Acceso denegado' },
  'generic.accessDeniedPeriod': { en: 'Access denied.', es: 'Acceso denegado.' },
  'generic.notFound': { en: 'Not found', es: 'No encontrado' },
  'generic.unavailable': { en: 'Service unavailable', es: 'Servicio no disponible' },
  'generic.internal': {
    en: 'There was an internal server error.',
    es: 'Hubo un error interno del servidor.',
  },
  'generic.internalRetry': {
    en: 'There was an internal server error. Please try again.',
    es: 'Hubo un error interno del servidor. Inténtelo de nuevo.',
  },
  'generic.busy': {
    en: 'The service is busy. Please try again shortly.',
    es: 'El servicio está ocupado. Inténtelo de nuevo en unos momentos.',
  },
  'generic.tooManyAttempts': {
    en: 'Too many attempts. Please wait and try again.',
    es: 'Demasiados intentos. Espere e inténtelo de nuevo.',
  },
  'generic.databaseUnavailable': { en: 'Database unavailable', es: 'Base de datos no disponible' },
  // field rules (the field name before them stays as the API names it)
  'field.required': { en: 'Required', es: 'Obligatorio' },
  'field.unknown': { en: 'Unknown field', es: 'Campo desconocido' },
  'field.unrecognizedKey': { en: 'Unrecognized key', es: 'Clave no reconocida' },
  'field.invalidUuid': { en: 'Invalid UUID', es: 'UUID no válido' },
  'field.invalidValue': { en: 'Invalid value', es: 'Valor no válido' },
  'field.malformed': { en: 'is malformed', es: 'tiene un formato incorrecto' },
  'field.tooLong': { en: 'is too long', es: 'es demasiado largo' },
  'field.controlCharacters': {
    en: 'must not contain control characters',
    es: 'no debe contener caracteres de control',
  },
  'field.loneSurrogate': {
    en: 'must not contain a broken character (half of an emoji or symbol)',
    es: 'no debe contener un carácter roto (la mitad de un emoji o un símbolo)',
  },
  'field.nestedTooDeep': {
    en: 'must not be nested more than {maxDepth} levels deep',
    es: 'no debe tener más de {maxDepth} niveles de anidamiento',
  },
  'field.dateRange': {
    en: 'must be a date from 1900 to 2999',
    es: 'debe ser una fecha entre 1900 y 2999',
  },
  'field.multipart': { en: 'must be multipart/form-data', es: 'debe ser multipart/form-data' },
  'field.mustBeTrue': { en: 'must be true for this amount', es: 'debe ser true para este monto' },
  'field.mustBeFalse': {
    en: 'must be false for this amount',
    es: 'debe ser false para este monto',
  },
  // sign-in and codes (spec §8)
  'auth.incorrectCredentials': {
    en: 'Incorrect username or password.',
    es: 'Usuario o contraseña incorrectos.',
  },
  'auth.invalidSession': { en: 'Invalid session', es: 'Sesión no válida' },
  'auth.userNotConfirmed': { en: 'User is not confirmed.', es: 'El usuario no está confirmado.' },
  'auth.passwordResetRequired': {
    en: 'Password reset required for the user.',
    es: 'El usuario debe restablecer su contraseña.',
  },
  'auth.profileLocked': {
    en: 'Your profile is locked. Please contact customer service.',
    es: 'Su perfil está bloqueado. Comuníquese con servicio al cliente.',
  },
  'auth.locked': {
    en: 'User is locked. Please contact customer service.',
    es: 'El usuario está bloqueado. Comuníquese con servicio al cliente.',
  },
  'auth.missingDeviceKey': { en: 'MissingDeviceKey', es: 'Falta la clave del dispositivo' },
  'auth.deviceKeyNotFound': {
    en: 'Device key not found',
    es: 'No se encontró la clave del dispositivo',
  },
  'auth.codeMismatch': {
    en: 'Invalid verification code provided, please try again.',
    es: 'El código de verificación no es válido. Inténtelo de nuevo.',
  },
  'auth.expiredCode': {
    en: 'Invalid code provided, please request a code again.',
    es: 'El código no es válido. Solicite un código nuevo.',
  },
  'auth.linkExpired': { en: 'The link has expired.', es: 'El enlace venció.' },
  'auth.attemptsExceeded': {
    en: 'Attempt limit exceeded, please request a new code.',
    es: 'Se superó el límite de intentos. Solicite un código nuevo.',
  },
  'auth.tooManySignIns': {
    en: 'Too many sign-in attempts. Please wait and try again.',
    es: 'Demasiados intentos de inicio de sesión. Espere e inténtelo de nuevo.',
  },
  'auth.tooManyCodes': {
    en: 'Too many codes were requested. Please wait and try again.',
    es: 'Se solicitaron demasiados códigos. Espere e inténtelo de nuevo.',
  },
  'auth.usernameExists': {
    en: 'An account with the given email or phone number already exists.',
    es: 'Ya existe una cuenta con ese correo electrónico o número de teléfono.',
  },
  'auth.invalidSignature': {
    en: 'The link is invalid or has expired.',
    es: 'El enlace no es válido o ha vencido.',
  },
  'auth.linkAlreadyUsed': {
    en: 'This link was already used. Sign in, or ask for a new link.',
    es: 'Este enlace ya se usó. Inicie sesión o solicite un enlace nuevo.',
  },
  'auth.deviceNotTrusted': {
    en: 'Confirm this device with the code we send you before going on.',
    es: 'Confirme este dispositivo con el código que le enviamos antes de continuar.',
  },
  'auth.deviceOfAnotherProfile': {
    en: 'This device belongs to another profile.',
    es: 'Este dispositivo pertenece a otro perfil.',
  },
  'auth.confirmSignInDevice': {
    en: 'Confirm the device this session was signed in on.',
    es: 'Confirme el dispositivo en el que se inició esta sesión.',
  },
  'auth.signInNotChangeable': {
    en: 'Your sign-in cannot be changed online. Please contact customer service.',
    es: 'Sus datos de inicio de sesión no se pueden cambiar en línea. Comuníquese con servicio al cliente.',
  },
  'auth.guestOneLoan': {
    en: 'This link is valid for one loan only.',
    es: 'Este enlace es válido solo para un préstamo.',
  },
  'auth.guestCannot': {
    en: 'A guest session cannot do this.',
    es: 'Una sesión de invitado no puede hacer esto.',
  },
  'auth.usernameRequired': {
    en: 'Email or Phone Number is required',
    es: 'El correo electrónico o el número de teléfono es obligatorio',
  },
  'auth.usernameInvalid': {
    en: 'Invalid Email or Phone Number',
    es: 'Correo electrónico o número de teléfono no válido',
  },
  'auth.emailNotFound': {
    en: 'Your email was not found.',
    es: 'No se encontró su correo electrónico.',
  },
  'auth.phoneNotFound': {
    en: 'Your phone number was not found.',
    es: 'No se encontró su número de teléfono.',
  },
  'auth.passwordRequired': { en: 'Password is required', es: 'La contraseña es obligatoria' },
  'auth.passwordRequirements': {
    en: 'Your password does not meet our requirements.',
    es: 'Su contraseña no cumple con nuestros requisitos.',
  },
  'auth.noVerifiedEmail': {
    en: 'there is no verified email on this profile',
    es: 'no hay un correo electrónico verificado en este perfil',
  },
  'auth.noVerifiedPhone': {
    en: 'there is no verified phone number on this profile',
    es: 'no hay un número de teléfono verificado en este perfil',
  },
  'auth.loanPath': {
    en: 'must be a loan path such as /inl/Accounts/<loanId>/MakePayment',
    es: 'debe ser la ruta de un préstamo, como /inl/Accounts/<loanId>/MakePayment',
  },
  // passkeys and trusted devices (issue 15, decision 019)
  'auth.passkeyNotRecognized': {
    en: 'We could not sign you in with this passkey. Sign in with your password, or try another passkey.',
    es: 'No pudimos iniciar su sesión con esta llave de acceso. Inicie sesión con su contraseña o pruebe otra llave de acceso.',
  },
  'auth.passkeyChallengeInvalid': {
    en: 'This passkey request has expired. Please try again.',
    es: 'Esta solicitud de llave de acceso venció. Inténtelo de nuevo.',
  },
  'passkey.unavailable': {
    en: 'Passkeys are not available right now.',
    es: 'Las llaves de acceso no están disponibles en este momento.',
  },
  'passkey.invalid': {
    en: 'The passkey could not be added. Please try again.',
    es: 'No se pudo agregar la llave de acceso. Inténtelo de nuevo.',
  },
  'passkey.alreadyRegistered': {
    en: 'This passkey is already on your profile.',
    es: 'Esta llave de acceso ya está en su perfil.',
  },
  'passkey.nameEmpty': {
    en: 'Enter a name for the passkey.',
    es: 'Ingrese un nombre para la llave de acceso.',
  },
  'passkey.nameTooLong': { en: 'Use at most 60 characters.', es: 'Use 60 caracteres como máximo.' },
  'passkey.nameControlCharacters': {
    en: 'Use letters, digits, spaces and punctuation only.',
    es: 'Use solo letras, dígitos, espacios y signos de puntuación.',
  },
  'passkey.notFound': {
    en: 'This passkey is not on your profile.',
    es: 'Esta llave de acceso no está en su perfil.',
  },
  'device.notFound': {
    en: 'This device is not on your profile.',
    es: 'Este dispositivo no está en su perfil.',
  },
  // accounts and loans
  'accounts.loanNotFound': {
    en: 'Error fetching latest loan data.',
    es: 'Error al obtener los datos más recientes del préstamo.',
  },
  'accounts.customerNotFound': {
    en: 'Failed to get customer details',
    es: 'No se pudieron obtener los datos del cliente',
  },
  'accounts.unknownBrand': { en: 'Unknown brand.', es: 'Marca desconocida.' },
  'accounts.noApplication': {
    en: 'No application in progress was found.',
    es: 'No se encontró ninguna solicitud en curso.',
  },
  'accounts.noRepossessionInfo': {
    en: 'No repossession information was found for this loan.',
    es: 'No se encontró información de recuperación del vehículo para este préstamo.',
  },
  'accounts.pickupAfterRepossession': {
    en: 'Personal property pickup is available once the vehicle is repossessed.',
    es: 'La recogida de pertenencias personales está disponible una vez que se recupera el vehículo.',
  },
  'accounts.addOnBorrowerOnly': {
    en: 'Only the borrower can add on to this loan.',
    es: 'Solo el prestatario puede ampliar este préstamo.',
  },
  'accounts.notLoanStore': {
    en: 'The store is not the loan’s store',
    es: 'La tienda no es la tienda del préstamo',
  },
  'accounts.addOnLocked': {
    en: 'This loan is locked for an add-on. Please try again later.',
    es: 'Este préstamo está bloqueado por una ampliación. Inténtelo de nuevo más tarde.',
  },
  'accounts.noStoreOfBrand': {
    en: 'No store of this brand funds loans.',
    es: 'Ninguna tienda de esta marca otorga préstamos.',
  },
  'accounts.notYourUsername': {
    en: 'The username is not yours.',
    es: 'El nombre de usuario no es suyo.',
  },
  // the customer profile (issue 15): the domain's rule codes, field by field
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
  // the address type-ahead and the marketing events (issue 15, decision 021)
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
  // linking
  'linking.noMatchingAccount': {
    en: 'No matching account was found.',
    es: 'No se encontró ninguna cuenta que coincida.',
  },
  'linking.alreadyLinked': {
    en: 'This profile is already linked to an account. Replace the account instead.',
    es: 'Este perfil ya está vinculado a una cuenta. Reemplace la cuenta en su lugar.',
  },
  'linking.nothingToReplace': {
    en: 'This profile has no linked account to replace. Link an account instead.',
    es: 'Este perfil no tiene una cuenta vinculada que reemplazar. Vincule una cuenta en su lugar.',
  },
  'linking.sameAccount': {
    en: 'This account is already linked to your profile.',
    es: 'Esta cuenta ya está vinculada a su perfil.',
  },
  'linking.noPendingReplacement': {
    en: 'No pending account replacement was found.',
    es: 'No se encontró ningún reemplazo de cuenta pendiente.',
  },
  'linking.noLongerLinkable': {
    en: 'The account can no longer be linked to your profile.',
    es: 'La cuenta ya no se puede vincular a su perfil.',
  },
  // payments
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
  // the ledger's entry descriptions (a statement's activity); another loan system's own texts print as they are
  'ledger.disbursement': { en: 'Loan disbursement', es: 'Desembolso del préstamo' },
  'ledger.cashAdvance': { en: 'Cash advance', es: 'Adelanto de efectivo' },
  'ledger.interest': { en: 'Interest charged', es: 'Intereses cobrados' },
  'ledger.lateFee': { en: 'Late fee', es: 'Cargo por pago tardío' },
  'ledger.fee': { en: 'Fee', es: 'Cargo' },
  'ledger.payment': { en: 'Payment', es: 'Pago' },
  'ledger.payoffPayment': { en: 'Payoff payment', es: 'Pago de liquidación' },
  // what the card processor answers (its reasons, said to the borrower)
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
  // cards
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
  // funds (draws and cash advances)
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
  // referrals
  'referrals.programmeClosed': {
    en: 'Referral rewards are not open to new members right now.',
    es: 'Las recompensas por recomendación no están abiertas a nuevos miembros en este momento.',
  },
  'referrals.alreadyEnrolled': {
    en: 'You are already a referral rewards member.',
    es: 'Usted ya es miembro de las recompensas por recomendación.',
  },
  'referrals.nlsUser': {
    en: 'Referral rewards for non-customers are not available with your account.',
    es: 'Las recompensas por recomendación para no clientes no están disponibles con su cuenta.',
  },
  'referrals.customer': {
    en: 'As a customer, you have referral rewards when your lender offers them.',
    es: 'Como cliente, usted tiene recompensas por recomendación cuando su prestamista las ofrece.',
  },
  'referrals.notEnrolled': {
    en: 'Referral rewards are not available for this account.',
    es: 'Las recompensas por recomendación no están disponibles para esta cuenta.',
  },
  'referrals.codeNotFound': {
    en: 'No referral programme member has this code.',
    es: 'Ningún miembro del programa de recomendaciones tiene este código.',
  },
  'referrals.notYourCode': {
    en: 'shortCode: this is not your referral code.',
    es: 'shortCode: este no es su código de recomendación.',
  },
  'referrals.historyOff': {
    en: 'The balance history is not available right now.',
    es: 'El historial del saldo no está disponible en este momento.',
  },
  'referrals.cardNotFound': {
    en: 'transactionUuid: we could not find that card. Add the card again.',
    es: 'transactionUuid: no encontramos esa tarjeta. Agregue la tarjeta de nuevo.',
  },
  'referrals.formUsed': {
    en: 'transactionUuid: this card was already used for another cash-out. Add the card again.',
    es: 'transactionUuid: esta tarjeta ya se usó para otro cobro. Agregue la tarjeta de nuevo.',
  },
  'referrals.cardMismatch': {
    en: 'cardNumber: does not match the card you added.',
    es: 'cardNumber: no coincide con la tarjeta que agregó.',
  },
  'referrals.cashOutPending': {
    en: 'A cash-out is already being paid. Wait for it to finish.',
    es: 'Ya se está pagando un cobro. Espere a que termine.',
  },
  'referrals.zeroAmount': {
    en: 'amount: must be more than $0.00.',
    es: 'amount: debe ser mayor que $0.00.',
  },
  'referrals.exceedsBalance': {
    en: 'amount: is more than your balance of {amount}.',
    es: 'amount: es mayor que su saldo de {amount}.',
  },
  'referrals.profileIncomplete': {
    en: 'Complete your profile first: {missing}.',
    es: 'Primero complete su perfil: {missing}.',
  },
  'referrals.cashOutNotFound': {
    en: 'No cash-out has this key.',
    es: 'Ningún cobro tiene esta clave.',
  },
  // the location step (spec §5 and issue 13: the borrower must be in the store's state)
  'location.required': {
    en: 'Your location is needed to continue. Turn on location for this site and try again.',
    es: 'Necesitamos su ubicación para continuar. Active la ubicación para este sitio e inténtelo de nuevo.',
  },
  'location.outOfStoreState': {
    en: 'You must be located in the same state as your store to continue.',
    es: 'Debe estar en el mismo estado que su tienda para continuar.',
  },
  // documents and uploads
  'documents.notFound': { en: 'Document not found', es: 'No se encontró el documento' },
  'documents.payoffQuoteUnavailable': {
    en: 'This loan has no payoff to quote.',
    es: 'Este préstamo no tiene un saldo de liquidación que cotizar.',
  },
  'documents.payoffQuoteGoodThrough': {
    en: 'query.goodThrough: must be a date from {first} to {last}',
    es: 'query.goodThrough: debe ser una fecha del {first} al {last}',
  },
  'uploads.notBorrower': {
    en: 'Only the borrower can upload documents for this loan.',
    es: 'Solo el prestatario puede subir documentos para este préstamo.',
  },
  'uploads.closed': {
    en: 'This loan cannot take document uploads.',
    es: 'Este préstamo no admite que se suban documentos.',
  },
  'uploads.noFiles': {
    en: 'Choose at least one file to upload.',
    es: 'Elija al menos un archivo para subir.',
  },
  'uploads.unreadable': { en: 'File cannot be read', es: 'No se puede leer el archivo' },
  'uploads.unknownType': { en: 'Unknown mime type', es: 'Tipo de archivo desconocido' },
  'uploads.tooLarge': {
    en: 'File is larger than {maxSizeMb} MB',
    es: 'El archivo pesa más de {maxSizeMb} MB',
  },
  'uploads.incomplete': {
    en: 'The upload did not arrive whole (it was cut off or malformed). Please choose the files and send them again.',
    es: 'La carga no llegó completa (se cortó o tiene un formato incorrecto). Elija los archivos y envíelos de nuevo.',
  },
  'uploads.tooMany': {
    en: 'You can upload at most {maxFiles} files',
    es: 'Puede subir como máximo {maxFiles} archivos',
  },
  // the offers (issue 12): settlement, e-signature and origination, their own file
  ...OFFER_MESSAGES,
  // stores and appointments
  'stores.notFound': { en: 'Store not found', es: 'No se encontró la tienda' },
  'stores.closed': { en: 'Closed', es: 'Cerrado' },
  'appointments.notFound': { en: 'Appointment not found', es: 'No se encontró la cita' },
  'appointments.borrowerOnly': {
    en: 'Only the borrower can book an appointment for this loan.',
    es: 'Solo el prestatario puede reservar una cita para este préstamo.',
  },
  'appointments.notOpenSlot': {
    en: 'is not an open appointment time at this store',
    es: 'no es un horario de cita disponible en esta tienda',
  },
  'appointments.taken': {
    en: 'This appointment time is no longer available. Please choose another time.',
    es: 'Este horario de cita ya no está disponible. Elija otro horario.',
  },
  'appointments.otherStore': {
    en: 'does not match the appointment’s store',
    es: 'no coincide con la tienda de la cita',
  },
  // one-time codes by email, SMS and voice (the code before any other number)
  'codes.subject.verificationCode': { en: 'Verify your account', es: 'Verifique su cuenta' },
  'codes.subject.passwordResetCode': { en: 'Reset your password', es: 'Restablezca su contraseña' },
  'codes.subject.trustedDeviceCode': { en: 'Confirm this device', es: 'Confirme este dispositivo' },
  'codes.subject.updateUserCode': {
    en: 'Confirm your new sign-in',
    es: 'Confirme sus nuevos datos de inicio de sesión',
  },
  'codes.subject.alternate': {
    en: 'Your co-signer verification code',
    es: 'Su código de verificación de codeudor',
  },
  'codes.written': {
    en: 'Your verification code is {code}. It expires in {minutes} minutes.',
    es: 'Su código de verificación es {code}. Vence en {minutes} minutos.',
  },
  'codes.spoken': {
    en: 'Your verification code is {code}. Again, your code is {code}.',
    es: 'Su código de verificación es {code}. Repito, su código es {code}.',
  },
  'codes.alternatePurpose': {
    en: '{requester} asked to verify you as the co-signer paying loan {loan}.',
    es: '{requester} pidió verificarle como el codeudor que paga el préstamo {loan}.',
  },
  'codes.alternateIgnore': {
    en: 'If you did not ask for it, ignore this message.',
    es: 'Si usted no lo pidió, ignore este mensaje.',
  },
  // the payment receipt by email or SMS (the PDF has its own texts: areas/documents/documents/receipt-content.ts)
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
  // account documents' names (the loan agreement and disclosures themselves stay English: decision 014)
  'documents.name.monthlyStatement': {
    en: 'Statement for {month}',
    es: 'Estado de cuenta de {month}',
  },
  'documents.name.loanAgreement': { en: 'Loan agreement', es: 'Contrato de préstamo' },
  'documents.name.signed.settlementAgreement': {
    en: 'Signed settlement agreement',
    es: 'Acuerdo de liquidación firmado',
  },
  'documents.name.signed.loanAgreement': {
    en: 'Signed loan agreement',
    es: 'Contrato de préstamo firmado',
  },
  'documents.name.signed.refinanceDisclosure': {
    en: 'Signed refinance disclosure',
    es: 'Divulgación de refinanciamiento firmada',
  },
  'documents.name.truth-in-lending': {
    en: 'Truth in Lending disclosure',
    es: 'Divulgación de veracidad en los préstamos (Truth in Lending)',
  },
  'documents.name.privacy-notice': { en: 'Privacy notice', es: 'Aviso de privacidad' },
  // due-date reminders (issue 15; decision 020)
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
  'receipt.renewal': {
    en: 'Your loan was renewed: new loan {loan}, {amount} due on {date}.',
    es: 'Su préstamo se renovó: préstamo nuevo {loan}, {amount} con vencimiento el {date}.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

export type MessageId = keyof typeof MESSAGES;
