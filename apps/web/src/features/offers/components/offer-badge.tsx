/**
 * An offer's state as a short label: new (not opened on this device), expired, settled or declined (an appraisal
 * offer said no to). A listener hears it after a pause, not run into the title ("…10001-001New").
 */
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@lender/contract';
import { Pause } from '../../../shared/ui/spoken-as';
import styles from './offers.module.css';

function badgeOf(offer: TOffer, isNew: boolean): { key: string; className: string } | null {
  if (offer.declined) return { key: 'list.declined', className: styles.badgeMuted ?? '' };
  if (offer.settlementStep === 'settled') return { key: 'list.settled', className: '' };
  if (offer.expired && offer.settlementStep !== 'pay')
    return { key: 'list.expired', className: styles.badgeMuted ?? '' };
  if (isNew) return { key: 'list.new', className: styles.badgeNew ?? '' };
  return null;
}

export function OfferBadge({ offer, isNew }: { offer: TOffer; isNew: boolean }) {
  const { t } = useTranslation('offers');
  const badge = badgeOf(offer, isNew);
  if (!badge) return null;
  return (
    <>
      <Pause />
      <span className={[styles.badge, badge.className].filter(Boolean).join(' ')}>
        {t(badge.key)}
      </span>
    </>
  );
}
