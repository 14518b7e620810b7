/**
 * What the payment service needs of cards: the caller's card for a token and card ids (spec §3 card
 * equality), and the removal of a guest card after a successful payment.
 */
import { cardsEqual } from '@lender/domain';
import type { DbOrTx } from '../../db/client';
import { createCardsRepo, type CardRow } from './repo';

export interface OwnedCardQuery {
  profileId: string;
  customerId?: string | undefined;
  /** 'guest' with the guest session's id: only the cards that session added (default 'user') */
  scope?: 'user' | 'guest';
  sessionId?: string | undefined;
  token: string;
  cardIds: readonly { type: string; id: string }[];
}

/**
 * The caller's live card with this processor token and these card ids, or null. Pass the session's
 * auth (`{ ...request.auth, token, cardIds }`): a guest session then reaches only its own cards.
 */
export async function findOwnedCard(db: DbOrTx, query: OwnedCardQuery): Promise<CardRow | null> {
  const repo = createCardsRepo(db);
  if (query.scope === 'guest' && !query.sessionId) return null;
  const viewer =
    query.scope === 'guest' && query.sessionId
      ? { scope: 'guest' as const, profileId: query.profileId, sessionId: query.sessionId }
      : { scope: 'user' as const, profileId: query.profileId, customerId: query.customerId };
  const row = (await repo.list(viewer)).find(
    (card) => card.processorToken === query.token && cardsEqual(card.cardIds, query.cardIds),
  );
  return row ?? null;
}

/** A signed-in user's live card with these card ids (a disbursement names the card by its ids alone), or null. */
export async function findUserCardByIds(
  db: DbOrTx,
  query: {
    profileId: string;
    customerId?: string | undefined;
    cardIds: readonly { type: string; id: string }[];
  },
): Promise<CardRow | null> {
  const rows = await createCardsRepo(db).list({
    scope: 'user',
    profileId: query.profileId,
    customerId: query.customerId,
  });
  return rows.find((card) => cardsEqual(card.cardIds, query.cardIds)) ?? null;
}

/** Soft-deletes a card (the guest card after the payment); false when it was already removed. */
export function removeCard(db: DbOrTx, cardId: string, now: Date = new Date()): Promise<boolean> {
  return createCardsRepo(db).remove(cardId, now);
}
