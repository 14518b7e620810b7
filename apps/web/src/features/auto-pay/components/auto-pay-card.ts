/**
 * The card auto-pay would use: the paying card unless the borrower chose or added another on
 * AutoPayUpdatePaymentMethod / AutoPayAddMethod, which hand it back to AutoPayConfirm in the navigation's state
 * (the payment slice keeps only AutoPayConfirm's answer). Last 4 digits only.
 */
import type { TCardId, TPaymentCard } from '@lender/contract';
import type { PaymentData } from '../../../shared/session/payment-store';

export interface AutoPayCard {
  cardToken: string;
  cardIds: TCardId[];
  /** last 4 */
  cardNumber: string;
  cardType: string;
}

export const autoPayCardOf = (card: TPaymentCard): AutoPayCard => ({
  cardToken: card.cardToken,
  cardIds: card.cardIds,
  cardNumber: card.cardNumber,
  cardType: card.cardType,
});

/** The card handed back in a navigation's state, if any. */
export function chosenAutoPayCard(state: unknown): AutoPayCard | undefined {
  const card = (state as { autoPayCard?: AutoPayCard } | null)?.autoPayCard;
  return card && typeof card.cardToken === 'string' && Array.isArray(card.cardIds)
    ? card
    : undefined;
}

/** The paying card, when it can pay again later: saved (a guest card not kept is removed after the payment). */
export function payingCard(payment: PaymentData): AutoPayCard | undefined {
  if (!payment.paymentCardToken || !payment.paymentCardIds?.length || !payment.cardNumber)
    return undefined;
  if (payment.guestCard && !payment.saveGuestCard) return undefined;
  return {
    cardToken: payment.paymentCardToken,
    cardIds: payment.paymentCardIds,
    cardNumber: payment.cardNumber,
    cardType: payment.cardType ?? '',
  };
}

/** The card of a payment of this loan just made (its confirmation offers auto-pay with it), when it can pay again. */
export const paidWith = (payment: PaymentData, loanId: string): AutoPayCard | undefined =>
  payment.loanId === loanId && !payment.isRefi && payment.result ? payingCard(payment) : undefined;
