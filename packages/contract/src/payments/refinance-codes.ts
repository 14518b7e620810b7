/**
 * The refinance path's error codes. No zod here, so a screen that reads a refinance error code does not load the
 * contract's schemas with it (issue 11).
 */
import { REFINANCE_REFUSAL_CODES } from '@lender/domain';

/**
 * Error codes of the refinance path. The eligibility refusals are 'refinance.<domain code>' (REFINANCE_REFUSAL_CODES):
 * amountRequired, equalsPayoff, belowMinimum, aboveMaximum → 400 naming body.paymentAmount; the others → 409.
 */
export const REFINANCE_ERROR_CODES = {
  ...(Object.fromEntries(REFINANCE_REFUSAL_CODES.map((code) => [code, `refinance.${code}`])) as {
    [K in (typeof REFINANCE_REFUSAL_CODES)[number]]: `refinance.${K}`;
  }),
  /** 409: the disclosure envelope is not signed, not this loan's, not this amount's, or already used */
  disclosureNotSigned: 'refinance.disclosureNotSigned',
  /**
   * 409: the loan's other party (the co-signer when the borrower pays, the borrower when the co-signer pays) has not
   * signed the disclosure of this renewal (same loan, amount and business date) — the message names them (decision
   * 054)
   */
  cosignerNotSigned: 'refinance.cosignerNotSigned',
  /** 409: the other party has no profile to sign with online: the two renew at the store (decision 054) */
  cosignerCannotSignOnline: 'refinance.cosignerCannotSignOnline',
  /** 400: a required ancillary product was not chosen, or an unknown one was */
  ancillaryProducts: 'refinance.ancillaryProducts',
  /** 409: another refinance of this loan is in flight */
  inProgress: 'refinance.inProgress',
  /** 422: the position is outside the store's state, or none while forced (location codes) */
  outOfStoreState: 'location.outOfStoreState',
  locationRequired: 'location.locationRequired',
  /** 409: the store's state asks for the borrower's consent first (POST /refiallowedstatus didConsent true) */
  consentRequired: 'refinance.consentRequired',
  /** 409 on POST /cancelrefinance */
  cancelNotSameDay: 'refinance.cancel.notSameDay',
  cancelNewLoanActivity: 'refinance.cancel.newLoanActivity',
  cancelAlreadyCancelled: 'refinance.cancel.alreadyCancelled',
  /** 409 on POST /cancelrefinance: the renewal's cash out is being pushed to the card right now (decision 057) */
  cancelCashOutInFlight: 'refinance.cancel.cashOutInFlight',
} as const;

/** 400/422 of POST /payment isRefi with a disbursementAmount (decision 057): domain CashOutRefusal codes. */
export const CASH_OUT_ERROR_CODES = {
  unavailable: 'cashOut.unavailable',
  notCents: 'cashOut.notCents',
  belowMinimum: 'cashOut.belowMinimum',
  aboveMaximum: 'cashOut.aboveMaximum',
  methodUnavailable: 'cashOut.methodUnavailable',
  cardRequired: 'cashOut.cardRequired',
  tooManyCards: 'cashOut.tooManyCards',
  cardCannotReceive: 'cashOut.cardCannotReceive',
} as const;
