/**
 * Referral rewards: enrolment, shares, the payee and the cash-out.
 * In the one table (decision 014): messages.ts spreads each in its place.
 */
/** referrals */
export const REFERRAL_MESSAGES = {
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
} as const satisfies Record<string, { en: string; es: string }>;
