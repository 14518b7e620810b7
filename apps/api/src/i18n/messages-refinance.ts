/**
 * The renewal's steps before the card is charged (issue 13, decision 026), in the one table (messages.ts spreads
 * them first, so an id written there too wins): the refinance eligibility codes of the domain
 * (REFINANCE_REFUSAL_CODES, as 'refinance.<code>'), the disclosure, the location and consent step, and the ancillary
 * products' names and texts (by product id).
 */
export const REFINANCE_MESSAGES = {
  // spec §4 Refinance eligibility (domain refinanceEligibility)
  'refinance.notPayable': {
    en: 'This loan cannot be renewed online.',
    es: 'Este préstamo no se puede renovar en línea.',
  },
  'refinance.lineOfCredit': {
    en: 'A line of credit is not renewed: draw on it again as you repay it.',
    es: 'Una línea de crédito no se renueva: vuelva a disponer de ella a medida que la paga.',
  },
  'refinance.openedToday': {
    en: 'This loan began today, so it cannot be renewed again until tomorrow.',
    es: 'Este préstamo comenzó hoy, así que no se puede renovar otra vez hasta mañana.',
  },
  'refinance.amountRequired': {
    en: 'Enter the amount to pay before renewing.',
    es: 'Ingrese el monto a pagar antes de renovar.',
  },
  'refinance.guestRefinanceOff': {
    en: 'A renewal cannot be made from a payment link. Sign in to renew this loan.',
    es: 'No se puede renovar desde un enlace de pago. Inicie sesión para renovar este préstamo.',
  },
  'refinance.preventRefi': {
    en: 'This loan cannot be renewed at this time. Please contact your store.',
    es: 'Este préstamo no se puede renovar en este momento. Comuníquese con su tienda.',
  },
  'refinance.notEligible': {
    en: 'This loan is not eligible for a renewal.',
    es: 'Este préstamo no es elegible para una renovación.',
  },
  // decision 059: new credit (a renewal, a new loan) refused by the borrower's standing (domain newCreditRefusal)
  'credit.bankruptcy': {
    en: 'While a bankruptcy case is open on one of your loans, we cannot renew a loan or make a new one. Please contact your store.',
    es: 'Mientras haya un caso de bancarrota abierto en uno de sus préstamos, no podemos renovar un préstamo ni hacer uno nuevo. Comuníquese con su tienda.',
  },
  'credit.mlaCovered': {
    en: 'You told us you are covered by the Military Lending Act, so we cannot renew a loan or make a new one online. Please contact your store.',
    es: 'Nos dijo que está protegido por la Ley de Préstamos Militares (Military Lending Act), así que no podemos renovar un préstamo ni hacer uno nuevo en línea. Comuníquese con su tienda.',
  },
  'refinance.noSsn': {
    en: 'We need the Social Security number of everyone on the loan before it can be renewed. Please contact your store.',
    es: 'Necesitamos el número de Seguro Social de todas las personas del préstamo antes de renovarlo. Comuníquese con su tienda.',
  },
  'refinance.equalsPayoff': {
    en: 'This amount pays the loan off. Choose a smaller amount to renew, or pay it off.',
    es: 'Este monto liquida el préstamo. Elija un monto menor para renovar, o liquídelo.',
  },
  'refinance.belowMinimum': {
    en: 'To renew, pay at least {amount}.',
    es: 'Para renovar, pague al menos {amount}.',
  },
  'refinance.aboveMaximum': {
    en: 'To renew, pay at most {amount}.',
    es: 'Para renovar, pague como máximo {amount}.',
  },
  // the steps' gate (POST /payment isRefi)
  'refinance.disclosureNotSigned': {
    en: 'Sign the renewal disclosure for this loan and this amount first.',
    es: 'Primero firme la divulgación de la renovación para este préstamo y este monto.',
  },
  // decision 054: a co-signed loan's renewal is paid once both parties signed it
  'refinance.cosignerNotSigned': {
    en: '{name} has not signed this renewal yet. Nothing is renewed or charged until {name} signs it today.',
    es: '{name} aún no ha firmado esta renovación. No se renueva ni se cobra nada hasta que {name} la firme hoy.',
  },
  'refinance.cosignerCannotSignOnline': {
    en: '{name} cannot sign online. To renew this loan, come to your store together.',
    es: '{name} no puede firmar en línea. Para renovar este préstamo, vengan juntos a su tienda.',
  },
  'refinance.cosignRequestSubject': {
    en: '{name} asked you to sign a loan renewal',
    es: '{name} le pidió firmar la renovación de un préstamo',
  },
  'refinance.cosignRequestBody': {
    en: '{name} asked to renew loan {loanNumber}, which you co-signed, with a payment of {amount} today. Sign in, open the loan and read and sign the renewal disclosure today. Nothing is renewed or charged unless you sign it today.',
    es: '{name} pidió renovar el préstamo {loanNumber}, que usted firmó como codeudor, con un pago de {amount} hoy. Inicie sesión, abra el préstamo y lea y firme la divulgación de la renovación hoy. No se renueva ni se cobra nada a menos que usted la firme hoy.',
  },
  'refinance.ancillaryRequired': {
    en: 'Choose {product}: it is required to renew this loan.',
    es: 'Elija {product}: es obligatorio para renovar este préstamo.',
  },
  'refinance.ancillaryNotOffered': {
    en: '{product} is not offered with this loan.',
    es: '{product} no se ofrece con este préstamo.',
  },
  'refinance.consentRequired': {
    en: 'Your store’s state asks for your consent before a renewal. Give it on the location step.',
    es: 'El estado de su tienda pide su consentimiento antes de una renovación. Delo en el paso de ubicación.',
  },
  'refinance.storeMismatch': { en: 'is not the loan’s store', es: 'no es la tienda del préstamo' },
  'refinance.stateMismatch': {
    en: 'is not the state of the loan’s store',
    es: 'no es el estado de la tienda del préstamo',
  },
  'refinance.lmsIdMismatch': { en: 'is not the loan’s number', es: 'no es el número del préstamo' },
  'refinance.productMismatch': {
    en: 'is not the loan’s product',
    es: 'no es el producto del préstamo',
  },
  'refinance.partyMismatch': {
    en: 'is not a party of this loan',
    es: 'no es una parte de este préstamo',
  },
  'refinance.coborrowerMissing': {
    en: 'the co-borrower must acknowledge too',
    es: 'el codeudor también debe dar su acuerdo',
  },
  'refinance.noCoborrower': {
    en: 'this loan has no co-borrower',
    es: 'este préstamo no tiene codeudor',
  },
  'refinance.nameMismatch': {
    en: 'does not match the name on the loan',
    es: 'no coincide con el nombre del préstamo',
  },
  // GET /ancillaryProducts: the products, by productId
  'ancillary.paymentProtection.name': { en: 'Payment protection', es: 'Protección de pagos' },
  'ancillary.paymentProtection.description': {
    en: 'Covers your loan payments for up to 3 months if you lose your job or cannot work because of illness or injury.',
    es: 'Cubre los pagos de su préstamo hasta por 3 meses si pierde su empleo o no puede trabajar por enfermedad o lesión.',
  },
  'ancillary.roadsideAssistance.name': { en: 'Roadside assistance', es: 'Asistencia en el camino' },
  'ancillary.roadsideAssistance.description': {
    en: 'Towing, jump starts, flat tires, fuel delivery and lock-outs, 24 hours a day, for the vehicle on your loan.',
    es: 'Grúa, arranque de batería, llantas ponchadas, entrega de combustible y apertura de puertas, las 24 horas, para el vehículo de su préstamo.',
  },
  'ancillary.identityProtection.name': { en: 'Identity protection', es: 'Protección de identidad' },
  'ancillary.identityProtection.description': {
    en: 'Credit monitoring and help restoring your identity if it is stolen.',
    es: 'Vigilancia de su crédito y ayuda para recuperar su identidad si se la roban.',
  },
  'ancillary.gapCoverage.name': { en: 'GAP coverage', es: 'Cobertura GAP' },
  'ancillary.gapCoverage.description': {
    en: 'Pays what you still owe on the loan if the vehicle is totalled or stolen and insurance pays less.',
    es: 'Paga lo que aún debe del préstamo si el vehículo se declara pérdida total o es robado y el seguro paga menos.',
  },
  'ancillary.requiredText': {
    en: 'Required in {state} to renew this loan online.',
    es: 'Obligatorio en {state} para renovar este préstamo en línea.',
  },
  'ancillary.confirmText': {
    en: 'I understand that the products I chose are optional unless marked required, that each is billed monthly at the price shown, and that I can cancel any of them at any time by calling my store.',
    es: 'Entiendo que los productos que elegí son opcionales salvo los marcados como obligatorios, que cada uno se cobra mensualmente al precio indicado y que puedo cancelar cualquiera de ellos en cualquier momento llamando a mi tienda.',
  },
  // the money path: POST /payment isRefi, the posting, POST /cancelrefinance
  // GET/PUT /autoPay
  'autoPay.borrowerOnly': {
    en: 'Only the borrower can change auto-pay on this loan.',
    es: 'Solo el prestatario puede cambiar el pago automático de este préstamo.',
  },
  'autoPay.cardRequired': {
    en: 'is required to enrol in auto-pay',
    es: 'es obligatorio para inscribirse en el pago automático',
  },
  // a renewal's cash out (decision 057: domain CashOutRefusal codes)
  'cashOut.unavailable': {
    en: 'This loan cannot pay cash back at a renewal. Call your store to borrow more.',
    es: 'Este préstamo no puede dar efectivo en una renovación. Llame a su tienda para pedir más.',
  },
  'cashOut.notCents': {
    en: 'The cash back must be in dollars and cents.',
    es: 'El efectivo debe estar en dólares y centavos.',
  },
  'cashOut.belowMinimum': {
    en: 'The cash back must be at least {amount}.',
    es: 'El efectivo debe ser de al menos {amount}.',
  },
  'cashOut.aboveMaximum': {
    en: 'The cash back can be at most {amount}.',
    es: 'El efectivo puede ser como máximo {amount}.',
  },
  'cashOut.methodUnavailable': {
    en: 'Cash back at a renewal is sent to a debit card only.',
    es: 'El efectivo de una renovación solo se envía a una tarjeta de débito.',
  },
  'cashOut.cardRequired': {
    en: 'Choose the debit card to send the cash back to.',
    es: 'Elija la tarjeta de débito a la que enviar el efectivo.',
  },
  'cashOut.tooManyCards': {
    en: 'Name at most {max} card ids.',
    es: 'Indique como máximo {max} identificadores de tarjeta.',
  },
  'cashOut.cardCannotReceive': {
    en: 'This card cannot receive money. Choose another debit card.',
    es: 'Esta tarjeta no puede recibir dinero. Elija otra tarjeta de débito.',
  },
  'cashOut.declined': {
    en: 'The cash back could not be sent to your card ({reason}): your new loan was lowered by it.',
    es: 'No se pudo enviar el efectivo a su tarjeta ({reason}): su nuevo préstamo se redujo en ese monto.',
  },
  'refinance.cancel.cashOutInFlight': {
    en: 'Your cash back is being sent to your card right now. Try again in a minute.',
    es: 'Su efectivo se está enviando a su tarjeta en este momento. Vuelva a intentarlo en un minuto.',
  },
  'refinance.inProgress': {
    en: 'A renewal of this loan is already being processed.',
    es: 'Ya se está procesando una renovación de este préstamo.',
  },
  'refinance.detailsRequired': {
    en: 'is required with isRefi true, and only then',
    es: 'es obligatorio con isRefi true, y solo entonces',
  },
  'refinance.disclosureUsed': {
    en: 'This signed disclosure was already used for a renewal. Please sign the disclosure again.',
    es: 'Esta divulgación firmada ya se usó para una renovación. Firme la divulgación de nuevo.',
  },
  'refinance.paymentType': {
    en: 'must be 3 (refinance) for a renewal, and only then',
    es: 'debe ser 3 (refinanciamiento) para una renovación, y solo entonces',
  },
  'refinance.notPossible': {
    en: 'The loan could no longer be renewed with this payment, so it was cancelled: your card was not charged, and any hold on it will be released.',
    es: 'El préstamo ya no se pudo renovar con este pago, así que se canceló: no se hizo ningún cargo a su tarjeta y cualquier retención se liberará.',
  },
  'refinance.notFound': {
    en: 'No renewal of yours has this new loan.',
    es: 'Ninguna renovación suya tiene este préstamo nuevo.',
  },
  'refinance.cancel.notSameDay': {
    en: 'A renewal can be cancelled only on the day it was made.',
    es: 'Una renovación solo se puede cancelar el mismo día en que se hizo.',
  },
  'refinance.cancel.newLoanActivity': {
    en: 'The new loan has activity already, so the renewal can no longer be cancelled. Please call your store.',
    es: 'El préstamo nuevo ya tiene movimientos, así que la renovación ya no se puede cancelar. Llame a su tienda.',
  },
  'refinance.cancel.alreadyCancelled': {
    en: 'This renewal was cancelled already.',
    es: 'Esta renovación ya se canceló.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
