/**
 * The card a payment uses, through the cards module (issue 5, PROCESSOR): a card the caller owns
 * (a guest session: only a card it added), matched by token and card ids; and the removal of a
 * guest card after the payment. Narrowed here to what the payment service and job need.
 */
import type { DbOrTx } from '../../db/client';
import { findOwnedCard, removeCard } from '../cards';

export interface OwnedCard {
  id: string;
  processorToken: string;
  last4: string;
  cardType: string;
  guestCard: boolean;
  cardholderName: string;
  expirationMonth: number;
  expirationYear: number;
}

export interface CardLookup {
  profileId: string;
  customerId?: string | undefined;
  /** a guest session reaches only the cards it added */
  guestSessionId?: string | undefined;
  token: string;
  cardIds: { type: string; id: string }[];
}

export interface PaymentCards {
  findOwnedCard(lookup: CardLookup): Promise<OwnedCard | null>;
  removeCard(cardId: string): Promise<void>;
}

export function createPaymentCards(db: DbOrTx): PaymentCards {
  return {
    findOwnedCard: ({ guestSessionId, ...lookup }) =>
      findOwnedCard(db, guestSessionId ? { ...lookup, scope: 'guest', sessionId: guestSessionId } : { ...lookup, scope: 'user' }),
    async removeCard(cardId) {
      await removeCard(db, cardId);
    },
  };
}
