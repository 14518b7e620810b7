/**
 * No zod here, so a screen that reads a referral error code does not load the contract's schemas with it (issue 11).
 */
/** The errorCodes of the referral calls (4xx), for the web to translate. */
export const REFERRAL_ERROR_CODES = {
  notEnrolled: 'ReferralNotEnrolled',
  enrolmentNotAllowed: 'ReferralEnrolmentNotAllowed',
  codeNotFound: 'ReferralCodeNotFound',
  notYourCode: 'ReferralCodeNotYours',
  selfReferral: 'SelfReferral',
  historyOff: 'ReferralBalanceHistoryOff',
  cashOutPending: 'CashOutPending',
  exceedsBalance: 'CashOutExceedsBalance',
  zeroAmount: 'CashOutZeroAmount',
  cardCannotReceive: 'CardCannotReceiveFunds',
  cardNotFound: 'CardFormNotFound',
  profileIncomplete: 'ReferralProfileIncomplete',
} as const;
