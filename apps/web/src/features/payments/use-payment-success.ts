/**
 * What follows a confirmed payment (spec §4 Payment 3): store the result and clear pending; remove
 * a guest card that was not marked for saving (retried once); release the alternate-party lock;
 * clear the remote state; refresh the loans (the new payoff), the cards, the offers and the loan's settlement (what
 * is left of it, decision 045); show ConfirmPayment.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPaymentConfirmation } from '@lender/contract';
import { cardsKeys, removeCard } from '../../shared/cards';
import { offerKeys, settlementKeys } from '../../shared/offers';
import { usePaymentStore } from '../../shared/session/payment-store';
import { clearPaymentRemoteState, loanKeys, releaseAlternateLock } from './api';

async function removeGuestCard(cardIds: Parameters<typeof removeCard>[0]): Promise<void> {
  try {
    await removeCard(cardIds);
  } catch {
    await removeCard(cardIds).catch(() => undefined);
  }
}

export function usePaymentSuccess(options: {
  username?: string;
  profileId?: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { username, profileId, onDone } = options;
  return useCallback(
    (confirmation: TPaymentConfirmation) => {
      const state = usePaymentStore.getState();
      state.update({ result: confirmation, pending: false });
      const followUps: Promise<unknown>[] = [];
      const guestCardToRemove = (state.guestCard || state.guestPayment) && !state.saveGuestCard;
      if (guestCardToRemove && state.paymentCardIds?.length)
        followUps.push(removeGuestCard(state.paymentCardIds));
      if (state.alternateLockTaken && state.loanId)
        followUps.push(releaseAlternateLock(state.loanId, profileId));
      followUps.push(clearPaymentRemoteState(username));
      void Promise.allSettled(followUps).then(() =>
        queryClient.invalidateQueries({ queryKey: cardsKeys.all }),
      );
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
      onDone();
    },
    [queryClient, username, profileId, onDone],
  );
}
