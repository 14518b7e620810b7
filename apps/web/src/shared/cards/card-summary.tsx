/**
 * One card as the user sees it (spec §3 Payment card, §5 Card expiry): type and funding, the
 * masked number ('•••• 1111'), the expiry as MM/YY and an 'Expired' badge when its month has passed.
 */
import type { TPaymentCard } from '@lender/contract';
import { formatCardExpiry, isCardExpired, maskedCardNumber } from '@lender/domain';
import { useCardsText } from './i18n';
import styles from './cards.module.css';
import { formatSpokenMonth } from '../i18n/format';
import { Pause, SpokenAs } from '../ui/spoken-as';

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
  /**
   * the type and number are said by the control it describes (a radio named 'Visa debit ending in 1111'), so a
   * screen reader skips them here rather than say them twice, the second time as four bullets
   */
  named?: boolean;
}

const pause = <Pause />;

export function CardSummary({ card, now, named = false }: CardSummaryProps) {
  const { t, i18n } = useCardsText();
  const expiry = formatCardExpiry(card.expirationMonth, card.expirationYear);
  const saidExpiry = formatSpokenMonth(card.expirationMonth, card.expirationYear, i18n.language);
  const expired = cardIsExpired(card, now);
  const expiryKey = expired ? 'card.expiredOn' : 'card.expires';
  return (
    <span className={styles.summary}>
      <span className={styles.summaryTitle} aria-hidden={named || undefined}>
        <span>{t(`card.types.${card.cardType}`)}</span>{' '}
        <span className={styles.number}>{maskedCardNumber(card.cardNumber)}</span>
      </span>
      <span className={styles.summaryFacts}>
        <span className={styles.badge}>{t(`card.${card.fundingType}`)}</span>
        {pause}
        <span className={expired ? styles.expiredText : undefined}>
          <SpokenAs said={t(expiryKey, { expiry: saidExpiry })}>
            {t(expiryKey, { expiry })}
          </SpokenAs>
        </span>
        {expired && pause}
        {expired && (
          <span className={`${styles.badge} ${styles.badgeExpired}`}>{t('card.expired')}</span>
        )}
      </span>
      {card.canDisburse && pause}
      {card.canDisburse && <span className={styles.muted}>{t('card.canDisburse')}</span>}
      {card.guestCard && pause}
      {card.guestCard && <span className={styles.muted}>{t('card.guest')}</span>}
    </span>
  );
}
