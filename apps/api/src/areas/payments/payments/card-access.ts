/**
 * The card a payment uses, through the cards module (issue 5, PROCESSOR): a card the caller owns
 * (a guest session: only a card it added), matched by token and card ids; and the removal of a
 * guest card after the payment. Narrowed here to what the payment service and job need.
 */
import type { DbOrTx } from '../../../db/client';
import { findOwnedCard, removeCard, type CardRow, type OwnedCardQuery } from '../../cards';

export interface PaymentCards {
  findOwnedCard(query: OwnedCardQuery): Promise<CardRow | null>;
  removeCard(cardId: string, now: Date): Promise<void>;
}

export function createPaymentCards(db: DbOrTx): PaymentCards {
  return {
    findOwnedCard: (query) => findOwnedCard(db, query),
    async removeCard(cardId, now) {
      await removeCard(db, cardId, now);
    },
  };
}
