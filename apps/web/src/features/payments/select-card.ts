/** Putting a card into the payment slice (last 4 only; a new card means a new submit key). */
import type { TPaymentCard } from '@lender/contract';
import { usePaymentStore } from '../../shared/session/payment-store';

export function selectPaymentCard(
  card: TPaymentCard,
  options: { saveGuestCard?: boolean } = {},
): void {
  usePaymentStore.getState().update({
    paymentCardToken: card.cardToken,
    paymentCardIds: card.cardIds,
    cardHolderName: card.cardholderName,
    cardNumber: card.cardNumber,
    cardType: card.cardType,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    guestCard: card.guestCard,
    saveGuestCard: options.saveGuestCard ?? !card.guestCard,
    idempotencyKey: undefined,
    paymentKey: undefined,
    pending: false,
  });
}
