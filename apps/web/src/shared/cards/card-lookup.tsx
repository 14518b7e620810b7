/**
 * What the card being typed is, before she submits (POST /cardLookup by the BIN the hosted form posts; decision 059):
 * "Visa Debit card", and where the card is to receive money (a disbursement or a cash-out), whether it can. Nothing
 * while fewer than 8 digits are typed or while the lookup runs; a failed or unknown lookup says so and stops nothing
 * (the server checks the card again when it is added).
 */
import type { CardTransactionType } from './api/card-form';
import { useCardLookup } from './api/card-form';
import { useCardsText } from './i18n';
import styles from './cards.module.css';

export function CardLookup({
  cardBin,
  transactionType,
}: {
  cardBin: string;
  transactionType: CardTransactionType;
}) {
  const { t } = useCardsText();
  const lookup = useCardLookup(cardBin);
  if (!/^\d{8}$/.test(cardBin) || lookup.isPending) return null;
  const card = lookup.data;
  const receives = transactionType !== 'payment';
  return (
    <div role="status" className={styles.muted}>
      {card?.cardType && card.fundingType ? (
        <p>
          {t('lookup.card', {
            type: t(`card.types.${card.cardType}`),
            funding: t(`card.${card.fundingType}`),
          })}
        </p>
      ) : (
        <p>{t('lookup.unknown')}</p>
      )}
      {receives && card && (
        <p>{card.canDisburse ? t('lookup.canReceive') : t('lookup.cannotReceive')}</p>
      )}
    </div>
  );
}
