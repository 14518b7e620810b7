/**
 * The hosted card form's message types and URL parameters (spec §7). No zod here, so a screen that frames the form does
 * not load the contract's schemas with it (issue 11).
 */

/**
 * What the hosted form posts to its parent window (targetOrigin = the registered origin) when the card was accepted:
 * { type: 'card-form-complete', transactionUuid }. On cancel: 'card-form-cancel'.
 */
export const CARD_FORM_MESSAGE = {
  complete: 'card-form-complete',
  cancel: 'card-form-cancel',
  /** form → parent: { type, transactionUuid, height } (CSS px of the form's content), whenever it changes */
  resize: 'card-form-resize',
  /** parent → form (at the form's origin): { type, save } — the submit button says what it will do */
  purpose: 'card-form-purpose',
  /** form → parent: { type, transactionUuid, cardBin } — the first 8 digits typed ('' when fewer), for POST /cardLookup */
  bin: 'card-form-bin',
} as const;

/**
 * What the page framing the hosted form may pass in the form URL's query: the submit button's purpose ('save' a card
 * for later, or 'use' it for this payment only) and the brand's theme colours as 6 hex digits without '#', and the
 * app's language (en/es: the form's texts, else the frame request's Accept-Language). The form ignores anything else or
 * anything malformed.
 */
export const CARD_FORM_PARAM = {
  purpose: 'purpose',
  language: 'lang',
  primary: 'primary',
  primaryContrast: 'primaryContrast',
} as const;
export type TCardFormPurpose = 'save' | 'use';
