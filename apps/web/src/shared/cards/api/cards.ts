/**
 * GET, POST and DELETE /cards (spec §7 Cards): one definition of the saved-cards query and its
 * mutations. Cards are the short cache tier (5 min); every mutation invalidates the cards query,
 * so the list and its validations (payment, disburse, maxCardLimit) come back from the server.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAddCardRequest, TCardId, TCardsResponse, TPaymentCard } from '@lender/contract';
import { CardProcessorType } from '@lender/domain';
import { apiGet, apiSend } from '../../http/client';
import { cacheTier } from '../../query/cache-tiers';
import { cardsSchema } from './cards-schema';

export const DEFAULT_PROCESSOR_TYPE: number = CardProcessorType.Primary;

/** The prefix of the cards' keys: every card mutation, and a finished payment, refreshes them all. */
export const cardsKeys = {
  all: ['cards'] as const,
};

export function getCards(processorType: number, signal?: AbortSignal): Promise<TCardsResponse> {
  return apiGet('/cards', cardsSchema('ZCardsResponseSchema'), {
    query: { processorType },
    signal,
    retryOnce: true,
  });
}

export const cardsQuery = (processorType: number = DEFAULT_PROCESSOR_TYPE) =>
  queryOptions({
    queryKey: [...cardsKeys.all, 'list', processorType] as const,
    queryFn: ({ signal }) => getCards(processorType, signal),
    ...cacheTier('short'),
  });

/** The caller's saved cards and validations (guest sessions: the cards added in that session). */
export const useCards = (processorType: number = DEFAULT_PROCESSOR_TYPE) =>
  useQuery(cardsQuery(processorType));

/** POST /cards: save=false keeps it as a guest card (removed after the payment). */
export async function addCard(request: TAddCardRequest): Promise<TPaymentCard> {
  return (await apiSend('POST', '/cards', cardsSchema('ZCardResponseSchema'), request)).card;
}

export async function removeCard(cardIds: TCardId[]): Promise<void> {
  await apiSend('DELETE', '/cards', cardsSchema('ZDeleteCardResponseSchema'), { cardIds });
}

function useInvalidatingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsKeys.all }),
  });
}

/** POST /cards { save, bridgeToken, processorType } → the card. */
export const useAddCard = () => useInvalidatingMutation(addCard);
/** DELETE /cards { cardIds }. */
export const useRemoveCard = () =>
  useInvalidatingMutation((card: Pick<TPaymentCard, 'cardIds'>) => removeCard(card.cardIds));
