/**
 * The text of a failed card call (spec §8 Card add and remove): the domain's message for the
 * server's error name, else the server's error text, else an unknown-error message with the reason.
 */
import { useCallback } from 'react';
import { CARD_LIMITS, cardErrorMessage } from '@lender/domain';
import { ApiError } from '../http/api-error';
import { CARDS_SHARED_NS, useCardsText } from './i18n';

export function cardErrorText(error: unknown): string {
  if (error instanceof ApiError) return cardErrorMessage(error.errorCode, error.message);
  return cardErrorMessage(undefined, error instanceof Error ? error.message : undefined);
}

/**
 * The same, in the reader's language where the error name has a text of its own (the card-to-receive-funds
 * refusals); otherwise as cardErrorText.
 */
export function useCardErrorText(): (error: unknown) => string {
  const { t, i18n } = useCardsText();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      return code && i18n.exists(`${CARDS_SHARED_NS}:errors.${code}`) ? t(`errors.${code}`, { max: CARD_LIMITS.disburse }) : cardErrorText(error);
    },
    [i18n, t],
  );
}
