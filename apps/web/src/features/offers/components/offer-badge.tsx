/** An offer's state as a short label: new (not opened on this device), expired, settled or declined (an appraisal offer said no to). */
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@lender/contract';
import styles from './offers.module.css';

export function OfferBadge({ offer, isNew }: { offer: TOffer; isNew: boolean }) {
  const { t } = useTranslation('offers');
  if (offer.declined)
    return <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('list.declined')}</span>;
  if (offer.settlementStep === 'settled')
    return <span className={styles.badge}>{t('list.settled')}</span>;
  if (offer.expired && offer.settlementStep !== 'pay')
    return <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('list.expired')}</span>;
  if (isNew) return <span className={`${styles.badge} ${styles.badgeNew}`}>{t('list.new')}</span>;
  return null;
}
