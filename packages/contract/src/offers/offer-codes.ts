/**
 * The offers calls' error codes and the signing page's language parameter. No zod here, so a screen that reads one of
 * them does not load the contract's schemas with it (issue 11).
 */

/** The errorCodes of the origination calls (4xx), for the web to translate (the domain's codes). */
export const ORIGINATION_ERROR_CODES = {
  belowMinimum: 'origination.belowMinimum',
  aboveMaximum: 'origination.aboveMaximum',
  amountNotCents: 'origination.amountNotCents',
  methodUnavailable: 'origination.methodUnavailable',
  cardRequired: 'origination.cardRequired',
  tooManyCards: 'origination.tooManyCards',
  cardCannotReceive: 'origination.cardCannotReceive',
  offerExpired: 'origination.offerExpired',
  offerDeclined: 'origination.offerDeclined',
  inProgress: 'origination.inProgress',
  keyReused: 'IdempotencyKeyReused',
  notAwaitingSignature: 'origination.notAwaitingSignature',
  /** the identity check does not pass (decision 064): the body's `missing` names what it lacks */
  identityIncomplete: 'identity.incomplete',
} as const;

/** The signing page's query parameter for its language (the app passes its own). */
export const SIGNING_PAGE_LANGUAGE_PARAM = 'lang';
/** The signing page's query parameter for the version of the document shown: 'en' reads the English original (decision 062). */
export const SIGNING_PAGE_DOCUMENT_PARAM = 'document';
