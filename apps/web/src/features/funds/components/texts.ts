/**
 * Texts built from data: 'Visa ending 1111' (the card type's name from the shared card texts), a
 * domain draw refusal as a sentence, and a failed draw call's contract errorCode translated (else the
 * server's reason).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_ERROR_CODES, LOCATION_ERROR_CODES } from '@lender/contract';
import type { DrawRefusal } from '@lender/domain';
import { useCardsText } from '../../../shared/cards/i18n';
import { useFormat } from '../../../shared/i18n/format';
import { ApiError } from '../../../shared/http/client';
import { errorReason } from '../../../shared/ui/query-state';

export function useCardEnding(): (card: { cardType: string; cardNumber: string }) => string {
  const { t } = useTranslation('funds');
  const { t: cards } = useCardsText();
  return useCallback(
    (card) =>
      t('common.cardEnding', {
        type: cards(`card.types.${card.cardType}`, { defaultValue: card.cardType }),
        last4: card.cardNumber,
      }),
    [cards, t],
  );
}

export function useRefusalText(): (refusal: DrawRefusal) => string {
  const { t } = useTranslation('funds');
  const { money } = useFormat();
  return useCallback(
    (refusal) => {
      switch (refusal.code) {
        case 'belowMinimum':
          return t('refusal.belowMinimum', { min: money(refusal.minCents) });
        case 'aboveAvailable':
          return t('refusal.aboveAvailable', { available: money(refusal.availableCents) });
        case 'aboveMaximum':
          return t('refusal.aboveMaximum', { max: money(refusal.maxCents) });
        default:
          return t(`refusal.${refusal.code}`);
      }
    },
    [money, t],
  );
}

/** the draw's codes and the add-on lock's location codes (the lock is taken at the draw's confirm) */
const KNOWN: ReadonlySet<string> = new Set([
  ...Object.values(DRAW_ERROR_CODES),
  ...Object.values(LOCATION_ERROR_CODES),
]);

/** The contract errorCode of a draw (or add-on lock) call's failure, when it is one of them. */
export function drawErrorCode(error: unknown): string | undefined {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  return code && KNOWN.has(code) ? code : undefined;
}

export function useDrawErrorText(): (error: unknown) => string {
  const { t } = useTranslation('funds');
  return useCallback(
    (error: unknown) => {
      const code = drawErrorCode(error);
      return code ? t(`errors.${code}`) : errorReason(error);
    },
    [t],
  );
}
