/** The refinance disclosure's words (the document is written in the reader's language, decision 026). */
export const DISCLOSURE_TEXTS = {
  en: {
    title: 'Refinance disclosure',
    intro: (brand: string) =>
      `This disclosure describes the renewal of your loan with ${brand}: the payment you make today, and the new loan that takes the place of the rest of your current loan.`,
    borrower: 'Borrower',
    coborrower: 'Co-borrower',
    name: 'Name',
    customerNumber: 'Customer number',
    dob: 'Date of birth',
    ssn: 'Social Security number',
    phone: 'Account phone',
    homeAddress: 'Home address',
    notOnFile: 'Not on file',
    currentLoan: 'Your current loan',
    loanNumber: 'Loan number',
    store: 'Store',
    payoffToday: 'Payoff today',
    currentDueDate: 'Current due date',
    paymentToday: 'Your payment today',
    amountPaidNow: 'Amount paid now',
    cashOut: 'Cash back to your debit card',
    cashOutTerms: (cash: string) =>
      `Your new loan also includes ${cash} sent to your debit card after the renewal posts (cash back): it is part of the amount financed. If you cancel the renewal before it is sent, it is not sent; if you cancel after, it is added back to your current loan.`,
    postingDate: 'Posting date',
    newLoan: 'Your new loan',
    newPrincipal: 'New principal (amount financed)',
    financeCharge: 'Finance charge',
    newPayoff: 'Total of payments',
    estimatedPayment: 'Estimated payment',
    newDueDate: 'Due date',
    newLoanTerms: (principal: string, charge: string, payoff: string, due: string) =>
      `After your payment, ${principal} of your current loan becomes your new loan. Its finance charge is ${charge}, and ${payoff} is due on ${due}.`,
    olpaTitle: 'Online loan payment authorization (OLPA)',
    olpa: (amount: string, loan: string) =>
      `By signing, you authorize the lender to charge the card you choose ${amount} today and to apply it to loan ${loan}: first to fees, then to interest, then to principal. Your current loan is then closed as renewed, and the rest becomes the new loan described above, under the terms of your loan agreement.`,
    olpaCancel:
      'You may cancel this renewal in the app on the same business day, while nothing has happened on the new loan: the payment is then returned to your card and your current loan is restored as it was.',
    olpaPosting:
      'Payments made after 5:00 PM Central time, on a weekend or on a holiday post on the next business day; this disclosure is for the posting date shown above.',
  },
  es: {
    title: 'Divulgación de refinanciamiento',
    intro: (brand: string) =>
      `Esta divulgación describe la renovación de su préstamo con ${brand}: el pago que hace hoy y el nuevo préstamo que reemplaza el resto de su préstamo actual.`,
    borrower: 'Prestatario',
    coborrower: 'Codeudor',
    name: 'Nombre',
    customerNumber: 'Número de cliente',
    dob: 'Fecha de nacimiento',
    ssn: 'Número de Seguro Social',
    phone: 'Teléfono de la cuenta',
    homeAddress: 'Domicilio',
    notOnFile: 'No registrado',
    currentLoan: 'Su préstamo actual',
    loanNumber: 'Número de préstamo',
    store: 'Tienda',
    payoffToday: 'Saldo de liquidación hoy',
    currentDueDate: 'Fecha de vencimiento actual',
    paymentToday: 'Su pago de hoy',
    amountPaidNow: 'Monto pagado ahora',
    cashOut: 'Efectivo a su tarjeta de débito',
    cashOutTerms: (cash: string) =>
      `Su nuevo préstamo también incluye ${cash} enviados a su tarjeta de débito después de registrarse la renovación (efectivo de vuelta): forman parte del monto financiado. Si cancela la renovación antes del envío, no se envían; si la cancela después, se suman de nuevo a su préstamo actual.`,
    postingDate: 'Fecha de registro',
    newLoan: 'Su nuevo préstamo',
    newPrincipal: 'Nuevo capital (monto financiado)',
    financeCharge: 'Cargo financiero',
    newPayoff: 'Total de pagos',
    estimatedPayment: 'Pago estimado',
    newDueDate: 'Fecha de vencimiento',
    newLoanTerms: (principal: string, charge: string, payoff: string, due: string) =>
      `Después de su pago, ${principal} de su préstamo actual se convierte en su nuevo préstamo. Su cargo financiero es de ${charge}, y debe pagar ${payoff} el ${due}.`,
    olpaTitle: 'Autorización de pago de préstamo en línea (OLPA)',
    olpa: (amount: string, loan: string) =>
      `Al firmar, usted autoriza al prestamista a cobrar hoy ${amount} a la tarjeta que elija y a aplicarlo al préstamo ${loan}: primero a los cargos, luego a los intereses y luego al capital. Su préstamo actual se cierra entonces como renovado, y el resto se convierte en el nuevo préstamo descrito arriba, según los términos de su contrato de préstamo.`,
    olpaCancel:
      'Puede cancelar esta renovación en la aplicación el mismo día hábil, mientras no haya ocurrido nada en el nuevo préstamo: el pago se devuelve entonces a su tarjeta y su préstamo actual se restablece como estaba.',
    olpaPosting:
      'Los pagos hechos después de las 5:00 p. m. hora del Centro, en fin de semana o en un día festivo se registran el siguiente día hábil; esta divulgación corresponde a la fecha de registro indicada arriba.',
  },
} as const;
