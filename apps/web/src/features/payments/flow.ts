/**
 * The order of the payment screens (docs/web.md "The payment flow"):
 * MakePayment → [co-signer: AltPartyVerifyCode → VerificationMethod → Code] → SelectPaymentMethod →
 * [AddPaymentMethod] → [guest or co-signer: CustomerDetails] → ReviewPayment → PaymentProcessing →
 * ConfirmPayment. Blocked by the other party's lock: AlternateBlocked.
 */
export type PaymentScreen =
  | 'MakePayment'
  | 'AltPartyVerifyCode'
  | 'VerificationMethod'
  | 'Code'
  | 'SelectPaymentMethod'
  | 'AddPaymentMethod'
  | 'CustomerDetails'
  | 'ReviewPayment'
  | 'PaymentProcessing'
  | 'ConfirmPayment'
  | 'AlternateBlocked';

export interface PayerKind {
  /** a guest payer (signed link) */
  guest: boolean;
  /** the caller is the loan's co-signer (alternate party) */
  isAlternate: boolean;
}

/** After MakePayment: a co-signer who has not passed the code step goes through it first. */
export function screenAfterAmount(payer: PayerKind, alternateVerified: boolean): PaymentScreen {
  return payer.isAlternate && !alternateVerified ? 'AltPartyVerifyCode' : 'SelectPaymentMethod';
}

/** After a card is chosen or added: guests and co-signers give a receipt contact first. */
export function screenAfterCard(payer: PayerKind): PaymentScreen {
  return payer.guest || payer.isAlternate ? 'CustomerDetails' : 'ReviewPayment';
}

/** Where a screen goes back to when the flow lacks what it needs (a reload on a later step, a new loan). */
export function missingStepScreen(state: {
  paymentAmount?: number;
  paymentCardToken?: string;
}): PaymentScreen | null {
  if (!state.paymentAmount) return 'MakePayment';
  if (!state.paymentCardToken) return 'SelectPaymentMethod';
  return null;
}
