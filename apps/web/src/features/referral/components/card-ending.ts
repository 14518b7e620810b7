/** 'Visa ending 1111': the card type's name from the shared card texts, and the last 4 digits. */
import { useTranslation } from 'react-i18next';
import { useCardsText } from '../../../shared/cards/i18n';

export function useCardEnding(): (card: { cardType: string; cardNumber: string }) => string {
  const { t } = useTranslation('referral');
  const { t: cards } = useCardsText();
  return (card) =>
    t('common.cardEnding', {
      type: cards(`card.types.${card.cardType}`, { defaultValue: card.cardType }),
      last4: card.cardNumber,
    });
}
