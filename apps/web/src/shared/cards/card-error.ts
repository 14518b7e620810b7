/**
 * The text of a failed card call (spec §8 Card add and remove), in the reader's language: the domain's code for the
 * server's error name, a refusal with a text of its own (the card-to-receive-funds rules), else the server's text
 * (the API answers in the request's language), else an unknown error with the reason.
 */
import { useCallback } from 'react';
import { CARD_LIMITS, cardError } from '@lender/domain';
import { ApiError } from '../http/api-error';
import { CARDS_SHARED_NS, useCardsText } from './i18n';

export function useCardErrorText(): (error: unknown) => string {
  const { t, i18n } = useCardsText();
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.errorCode : undefined;
      if (code && i18n.exists(`${CARDS_SHARED_NS}:errors.${code}`))
        return t(`errors.${code}`, { max: CARD_LIMITS.disburse });
      const said = cardError(code, error instanceof Error ? error.message : undefined);
      if (said.code === 'server') return said.message;
      if (said.code === 'unknown')
        return said.reason
          ? t('errors.unknown', { reason: said.reason })
          : t('errors.unknownNoDetails');
      return t(`errors.${said.code}`);
    },
    [i18n, t],
  );
}
