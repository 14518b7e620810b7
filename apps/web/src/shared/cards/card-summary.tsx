/**
 * One card as the user sees it (spec §3 Payment card, §5 Card expiry): type and funding, the
 * masked number ('•••• 1111'), the expiry as MM/YY and an 'Expired' badge when its month has passed.
 */
import type { TPaymentCard } from '@lender/contract';
import { formatCardExpiry, isCardExpired, maskedCardNumber } from '@lender/domain';
import { useCardsText } from './i18n';
import styles from './cards.module.css';

export type CardDisplay = Pick<
  TPaymentCard,
  | 'cardType'
  | 'fundingType'
  | 'cardNumber'
  | 'expirationMonth'
  | 'expirationYear'
  | 'canDisburse'
  | 'guestCard'
>;

/** The card's accessible name: 'Visa debit ending in 1111'. */
export function useCardName(): (card: CardDisplay) => string {
  const { t } = useCardsText();
  return (card) =>
    t('card.name', {
      type: t(`card.types.${card.cardType}`),
      funding: t(`card.${card.fundingType}`).toLowerCase(),
      last4: card.cardNumber,
    });
}

export function cardIsExpired(card: CardDisplay, now: Date = new Date()): boolean {
  return isCardExpired(card.expirationMonth, card.expirationYear, now);
}

export interface CardSummaryProps {
  card: CardDisplay;
  /** the current time (the expiry check); defaults to now */
  now?: Date;
}

export function CardSummary({ card, now }: CardSummaryProps) {
  const { t } = useCardsText();
  const expiry = formatCardExpiry(card.expirationMonth, card.expirationYear);
  const expired = cardIsExpired(card, now);
  return (
    <span className={styles.summary}>
      <span className={styles.summaryTitle}>
        <span>{t(`card.types.${card.cardType}`)}</span>{' '}
        <span className={styles.number}>{maskedCardNumber(card.cardNumber)}</span>
      </span>
      <span className={styles.summaryFacts}>
        <span className={styles.badge}>{t(`card.${card.fundingType}`)}</span>
        <span className={expired ? styles.expiredText : undefined}>
          {t(expired ? 'card.expiredOn' : 'card.expires', { expiry })}
        </span>
        {expired && (
          <span className={`${styles.badge} ${styles.badgeExpired}`}>{t('card.expired')}</span>
        )}
      </span>
      {card.canDisburse && <span className={styles.muted}>{t('card.canDisburse')}</span>}
      {card.guestCard && <span className={styles.muted}>{t('card.guest')}</span>}
    </span>
  );
}
